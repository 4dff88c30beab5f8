// Reads that arrive together are answered by one query: while one batch is being read, the keys
// asked for meanwhile gather into the next. On the embedded database, which runs one query at a
// time, 50 visitors opening 50 different products cost one query instead of 50 in a queue.
export function createBatchLoader<V>(loadMany: (keys: string[]) => Promise<Map<string, V>>, maxBatch = 200) {
  type Waiting = { key: string; resolve(value: V | undefined): void; reject(error: unknown): void };
  let queue: Waiting[] = [];
  let draining = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        const found = await loadMany([...new Set(batch.map((waiting) => waiting.key))]);
        for (const waiting of batch) waiting.resolve(found.get(waiting.key));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    draining = false;
  }

  return (key: string) =>
    new Promise<V | undefined>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      if (draining) return;
      draining = true;
      // Whatever else this turn of the event loop asks for joins the first batch.
      setImmediate(() => void drain());
    });
}
