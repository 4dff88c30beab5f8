// Start stamps for a bench's public writes, as people's forms get them (src/contract/spam.ts): a
// stamp vouches for one stored submission, so a bench asks for one per write it sends, all at once,
// and waits out the minimum fill time before the first. (A checkout from before the spam rule has no
// stamps to ask for: its writes go without.)
export async function personStamps(base: string, count: number): Promise<() => string | undefined> {
  const stamps = await Promise.all(
    Array.from({ length: count }, async () => {
      const asked = await fetch(`${base}/api/form-stamp`);
      return asked.ok ? ((await asked.json()) as { stamp: string }).stamp : undefined;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  let next = 0;
  return () => stamps[next++];
}
