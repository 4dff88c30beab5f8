import { z } from 'zod';
import { DOCUMENT_ACCESS, DOCUMENT_KINDS, LOCALES } from './enums';
import type { DocumentAsset, ImageAsset } from './media';

export const ImageAssetSchema: z.ZodType<ImageAsset> = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
});

export const DocumentAssetSchema: z.ZodType<DocumentAsset> = z.object({
  url: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  byteSize: z.number(),
  language: z.enum(LOCALES),
  revisionDate: z.string(),
  access: z.enum(DOCUMENT_ACCESS),
});
