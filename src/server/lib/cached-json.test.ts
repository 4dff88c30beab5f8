import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, brotliWindow, compressOnce } from './cached-json';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and refuses what the client gives q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('BR;q=0.5')).toBe('br');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('answers a header seen before as the first time, however many others came between', () => {
    expect(acceptedEncoding('gzip;q=0, br')).toBe('br');
    for (let i = 0; i < 200; i++) acceptedEncoding(`gzip, x-made-up-${i}`);
    expect(acceptedEncoding('gzip;q=0, br')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('gzip, x-made-up-3')).toBe('gzip');
  });
});

describe('compressOnce', () => {
  it('keeps each copy in memory of its own size, not a view of a larger buffer', () => {
    const json = Buffer.from(JSON.stringify({ name: 'Sodium hypochlorite 10-12%', pad: 'ab'.repeat(1_500) }));
    for (const encoding of ['br', 'gzip'] as const) {
      const kept = compressOnce({}, json, encoding);
      expect(kept.length).toBeLessThan(1_000);
      expect(kept.buffer.byteLength).toBe(kept.length);
      const unpacked = encoding === 'br' ? zlib.brotliDecompressSync(kept) : zlib.gunzipSync(kept);
      expect(unpacked.equals(json)).toBe(true);
    }
  });

  it('makes a copy once and answers it again', () => {
    const store = {};
    const json = Buffer.from('{"name":"Acetone"}'.repeat(100));
    expect(compressOnce(store, json, 'br')).toBe(compressOnce(store, json, 'br'));
  });
});

describe('brotliWindow', () => {
  it('covers the whole input, between the smallest window and the largest', () => {
    expect(brotliWindow(0)).toBe(10);
    expect(brotliWindow(3_000)).toBe(12);
    expect(2 ** brotliWindow(60_000) - 16).toBeGreaterThanOrEqual(60_000);
    expect(2 ** brotliWindow(65_520) - 16).toBeGreaterThanOrEqual(65_520);
    expect(brotliWindow(100_000_000)).toBe(24);
  });
});
