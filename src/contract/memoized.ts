// Intl's formatters cost far more to make than to use: a new Intl.DateTimeFormat took some 44 µs,
// formatting with one under 1 µs, and a new one per call was 2.5 % of the server's time under a load
// of contact messages. So each is made once for its arguments (a language, its options) and kept for
// the life of the process, in the browser as on the server. For few distinct arguments only, such as
// languages and options: nothing kept is ever forgotten.

type Key = string | number | boolean | undefined;

/** `make`, remembered: called once for each distinct list of arguments, its value kept after that. */
export function memoized<Args extends Key[], Value>(
  make: (...args: Args) => Value,
): (...args: Args) => Value {
  const kept = new Map<string, Value>();
  return (...args) => {
    const key = args.join('\u0000');
    let value = kept.get(key);
    if (value === undefined) kept.set(key, (value = make(...args)));
    return value;
  };
}
