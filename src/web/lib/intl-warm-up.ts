// The first Intl number or date format a page makes is a long task on a slow phone: Chromium sets up
// ICU's number data then (100-250 ms with the CPU slowed 4 times), in the middle of hydrating the
// header (the basket's count). ICU's data and caches belong to the page's process, shared by its
// threads, so a worker makes those formats first, on another core, while the page's code and words
// download; the page's own formats then take a millisecond. Nothing waits for it.
export function warmUpIntl(locales: string[]) {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up-worker.ts', import.meta.url));
    worker.onmessage = worker.onerror = () => worker.terminate();
    worker.postMessage(locales);
  } catch {
    // No worker (a browser that refuses it): the page makes its formats itself, as before.
  }
}
