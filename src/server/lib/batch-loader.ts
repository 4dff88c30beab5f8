// Reads that arrive together are answered by one query: while a batch is being read, the keys
// asked for meanwhile gather into the next. On the embedded database, which runs one query at a
// time, 50 visitors opening 50 different products cost one query instead of 50 in a queue.
//
// Two batches may be under way at once. The database still runs them one after the other, but the
// second is sent the moment the first's rows arrive, so the database thread reads it while this
// thread turns the first one's rows into answers; with one batch at a time, each thread waited for
// the other.
export function createBatchLoader<V>(
  loadMany: (keys: string[]) => Promise<Map<string, V>>,
  maxBatch = 200,
  maxInFlight = 2,
) {
  type Waiting = { key: string; resolve(value: V | undefined): void; reject(error: unknown): void };
  let queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function load(batch: Waiting[]) {
    try {
      const found = await loadMany([...new Set(batch.map((waiting) => waiting.key))]);
      for (const waiting of batch) waiting.resolve(found.get(waiting.key));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  function startBatches() {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      inFlight++;
      void load(batch).finally(() => {
        inFlight--;
        schedule();
      });
    }
  }

  function schedule() {
    if (scheduled || queue.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    // Whatever else this turn of the event loop asks for joins the batch.
    setImmediate(startBatches);
  }

  return (key: string) =>
    new Promise<V | undefined>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      schedule();
    });
}
