import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assetOfUrl, pictureId } from './picture-id';

describe('pictureId', () => {
  it('is the id the server stores the same bytes under (SHA-256, 32 hex digits)', async () => {
    const bytes = Buffer.from('not really a picture, but bytes all the same');
    const serverId = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    expect(await pictureId(new Blob([bytes]))).toBe(serverId);
  });

  it('gives the same bytes the same id and different bytes different ids', async () => {
    const one = await pictureId(new Blob(['one']));
    expect(await pictureId(new Blob(['one']))).toBe(one);
    expect(await pictureId(new Blob(['two']))).not.toBe(one);
  });
});

describe('assetOfUrl', () => {
  it("reads the asset id from a stored photo's URL", () => {
    const asset = 'a'.repeat(32);
    expect(assetOfUrl(`/media/${asset}-800.webp`)).toBe(asset);
    expect(assetOfUrl(`https://example.com/media/${asset}-400.webp?v=1`)).toBe(asset);
    expect(assetOfUrl('/placeholder-product.svg')).toBeNull();
  });
});
