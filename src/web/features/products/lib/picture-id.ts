// A picture's identity as the server gives it: the first 32 hex digits of the SHA-256 of its bytes
// (the asset id in /media/<asset>-<width>.webp). The product form uses it to spot a picture that is
// already among the photos before it is sent; the server refuses the same duplicates.

const ASSET_IN_URL = /\/media\/([a-f0-9]{32})-\d+\.webp$/;

/** The asset id a stored photo's URL names, or null for any other URL. */
export const assetOfUrl = (url: string): string | null => ASSET_IN_URL.exec(url.split('?')[0])?.[1] ?? null;

/**
 * The asset id the server will give this file, or null where the browser cannot hash (a page not
 * served over HTTPS has no crypto.subtle): the server's check still applies.
 */
export async function pictureId(file: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}
