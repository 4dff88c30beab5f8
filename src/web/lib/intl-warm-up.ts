// The first Intl number or date format a page makes is a long task on a slow phone: Chromium sets up
// ICU's number data then (100-250 ms with the CPU slowed 4 times), and the header's basket label (a
// plural with the count in the page's digits) makes one while it is hydrated. ICU's data and caches
// belong to the page's process, shared by its threads, so a worker makes those formats first, on
// another core, while the page's code and words download; the page's own formats then take a
// millisecond.
//
// The first page waits for the worker before hydrating (src/web/main.tsx): started by the entry, it
// used to lose the race to the header's turn whenever its file arrived a moment late (the entry's
// imports run first, then one round trip for the worker's file), and the header's turn then made the
// formats itself (about 100 ms of a slow phone's main thread, in the middle of hydration). Waiting
// keeps the main thread free instead; a worker that does not answer within WAIT_AT_MOST_MS is not
// waited for any longer.
const WAIT_AT_MOST_MS = 1000;

/** Starts the worker; the promise settles when its formats are made (or it failed, or took too long). */
export function warmUpIntl(locales: string[]): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, WAIT_AT_MOST_MS);
    try {
      const worker = new Worker(new URL('./intl-warm-up-worker.ts', import.meta.url));
      worker.onmessage = worker.onerror = () => {
        worker.terminate();
        clearTimeout(timer);
        resolve();
      };
      worker.postMessage(locales);
    } catch {
      // No worker (a browser that refuses it): the page makes its formats itself, as before.
      clearTimeout(timer);
      resolve();
    }
  });
}
