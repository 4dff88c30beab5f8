// One value read from the database and kept in the process until a change says it is stale (the
// cache subscribes `clear` to the change bus, lib/change-bus.ts). What the public forms' writes read
// before they write (whom staff alerts go to, the round robin rule) changes a few times a year and
// was read on every write: on the embedded database each of those reads was a round trip waiting its
// turn on the one session, under load as long as the write itself.
//
// A read in flight when `clear` runs answers the callers that asked before the change, and is never
// kept: whoever asks after the change reads again.
export function cachedValue<T>(read: () => Promise<T>) {
  let held: Promise<T> | null = null;
  return {
    get(): Promise<T> {
      if (held) return held;
      const reading = read();
      held = reading;
      // A failed read is not kept: the next caller tries again.
      reading.catch(() => {
        if (held === reading) held = null;
      });
      return reading;
    },
    clear() {
      held = null;
    },
  };
}
