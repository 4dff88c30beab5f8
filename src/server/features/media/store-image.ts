// Turns an upload into stored WebP variants. The bytes are identified by what sharp finds in them,
// never by the name or MIME type the browser declared; EXIF (camera, GPS) is dropped on re-encode.
import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import type { StoredImage } from '@/contract/media';
import type { Database } from '@/server/db/client';
import { unsupportedMediaType } from '@/server/lib/http-error';
import { insertMedia, type MediaWrite } from './media-repository';

// Formats sharp may report for an acceptable upload ("jpeg" covers .jpg too).
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

export const PRODUCT_WIDTHS = [400, 800, 1600];
export const AVATAR_WIDTHS = [96, 256];

/**
 * sharp (libvips) itself, loaded with the first picture rather than at start: an idle server does
 * not keep its some 28 MB resident. An upload is processed once and its variants stored: libvips'
 * operation cache (50 MB by default) would only hold memory, and one thread per core for an
 * occasional upload keeps per-thread memory arenas resident in an otherwise idle server.
 */
let loadingSharp: Promise<typeof import('sharp').default> | undefined;
export function loadSharp() {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

// Refuses pixel floods (a tiny file that decodes to gigapixels) before any work is done.
const MAX_INPUT_PIXELS = 50_000_000;

type ImageOptions = { widths: number[]; invalidMessage: string; square?: boolean };

/** An upload checked and re-encoded, with the rows that store it. */
export type EncodedImage = { image: StoredImage; rows: MediaWrite[] };

export async function storeImage(db: Database, bytes: Buffer, options: ImageOptions): Promise<StoredImage> {
  const { image, rows } = await encodeImage(bytes, options);
  await insertMedia(db, rows);
  return image;
}

/**
 * The checking and re-encoding alone: a write of several pictures does this slow part before its
 * transaction, so no database session waits on sharp, and stores the rows inside it.
 */
export async function encodeImage(bytes: Buffer, options: ImageOptions): Promise<EncodedImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unsupportedMediaType(options.invalidMessage);
  }
  if (!metadata.format || !IMAGE_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw unsupportedMediaType(options.invalidMessage);
  }

  // The same bytes cropped square (an avatar) are different pictures from the same bytes uncropped
  // (a product photo), so the crop is part of the asset's identity.
  const asset = createHash('sha256')
    .update(options.square ? 'square\n' : '')
    .update(bytes)
    .digest('hex')
    .slice(0, 32);
  // Orientation from EXIF swaps the displayed width and height.
  const rotated = (metadata.orientation ?? 1) >= 5;
  const sourceWidth = rotated ? metadata.height : metadata.width;
  const sourceHeight = rotated ? metadata.width : metadata.height;
  const side = Math.min(sourceWidth, sourceHeight);
  const displayWidth = options.square ? side : sourceWidth;
  const displayHeight = options.square ? side : sourceHeight;

  // Never upscale: widths above the source collapse to the source width.
  const widths = [...new Set(options.widths.map((w) => Math.min(w, displayWidth)))].sort((a, b) => a - b);
  const rows: MediaWrite[] = [];
  try {
    for (const width of widths) {
      const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const resized = options.square
        ? pipeline.resize(width, width, { fit: 'cover' })
        : pipeline.resize({ width, withoutEnlargement: true });
      const { data, info } = await resized.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      rows.push({
        key: `${asset}-${width}.webp`,
        asset,
        contentType: 'image/webp',
        width: info.width,
        height: info.height,
        byteSize: data.length,
        data,
      });
    }
  } catch {
    // A header that parses but a body that does not decode is still not an image.
    throw unsupportedMediaType(options.invalidMessage);
  }
  return { image: { asset, width: displayWidth, height: displayHeight, widths }, rows };
}
