import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CachedPage } from './html-cache';
import { encodePage } from './page-cache';

const page = (): CachedPage => ({
  status: 200,
  html: `<!doctype html><html><body>${'<p>Sulphuric acid, technical grade.</p>'.repeat(500)}</body></html>`,
  etag: 'W/"page"',
});

describe('encodePage', () => {
  it('compresses a page once for the visitors asking at the same time, then answers the bytes kept', async () => {
    const kept = page();
    const first = encodePage(kept, 'gzip, deflate, br');
    const second = encodePage(kept, 'br');
    expect(first?.encoding).toBe('br');
    expect(first?.body).toBeInstanceOf(Promise);
    expect(second?.body).toBe(first?.body);
    const bytes = await first!.body;
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(kept.html);
    // Compressed, the page is sent as it is kept, without waiting.
    expect(encodePage(kept, 'br')?.body).toBe(bytes);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  it('keeps each encoding apart, and answers nothing to compress for a browser that takes none', async () => {
    const kept = page();
    const gzip = await encodePage(kept, 'gzip')!.body;
    expect(zlib.gunzipSync(gzip).toString()).toBe(kept.html);
    expect(encodePage(kept, 'br')?.body).toBeInstanceOf(Promise);
    expect(encodePage(kept, undefined)).toBeNull();
    expect(encodePage(kept, 'identity')).toBeNull();
  });
});
