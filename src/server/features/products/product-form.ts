// Reads the add/edit product form (multipart): text fields, price and specifications as JSON text,
// the main photo, additional photos and PDF documents. Every rule is checked, and every file's real
// content, before anything is stored.

import type { FastifyRequest } from 'fastify';
import { DATA_SHEET_KINDS, type DataSheetKind } from '@/contract/enums';
import { DOCUMENT_MAX_BYTES, PRODUCT_IMAGE_MAX_BYTES } from '@/contract/media';
import {
  firstProductError,
  MAX_ADDITIONAL_PHOTOS,
  PRODUCT_MESSAGES,
  ProductInput,
  type ProductValues,
} from '@/contract/products';
import { SERVER_MESSAGES } from '@/contract/server-messages';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '@/server/lib/http-error';
import { readMultipart, type UploadedFile } from '@/server/lib/multipart';
import { assertPdf, isProductImage } from './product-media';

/** One entry of the additional photos' final order: a photo the product has, or the n-th upload. */
export type PhotoSlot = { keep: string } | { upload: number };

export type ProductSubmission = {
  values: ProductValues;
  photo?: UploadedFile;
  additionalPhotos: UploadedFile[];
  /** Edit only: the order of the additional photos; absent keeps them all and appends the uploads. */
  photoOrder?: PhotoSlot[];
  documents: Partial<Record<DataSheetKind, UploadedFile>>;
  /** Edit only: documents to drop. */
  removeDocuments: DataSheetKind[];
};

const imageRule = { maxBytes: PRODUCT_IMAGE_MAX_BYTES, tooLargeMessage: PRODUCT_MESSAGES.imageTooLarge };
const documentRule = {
  maxBytes: DOCUMENT_MAX_BYTES,
  tooLargeMessage: PRODUCT_MESSAGES.documentTooLarge,
  maxCount: 1,
};

const parseJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text; // left for the schema to refuse with its own message
  }
};

// A kept photo is named by its asset id or by one of its URLs (/media/<asset>-<width>.webp).
const ASSET_IN_URL = /(?:^|\/)([a-f0-9]{16,64})(?:-\d+\.webp)?$/;

function parsePhotoOrder(text: string | undefined): PhotoSlot[] | undefined {
  if (text === undefined) return undefined;
  const list = parseJson(text);
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw badRequest(SERVER_MESSAGES.keepPhotosInvalid, 'keepPhotos');
  }
  return list.flatMap((item): PhotoSlot[] => {
    const upload = /^new:(\d+)$/.exec(item);
    if (upload) return [{ upload: Number(upload[1]) }];
    const asset = ASSET_IN_URL.exec(item.split('?')[0]);
    return asset ? [{ keep: asset[1] }] : [];
  });
}

function parseRemoveDocuments(text: string | undefined): DataSheetKind[] {
  const list = parseJson(text);
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw badRequest(SERVER_MESSAGES.removeDocumentsInvalid, 'removeDocuments');
  return DATA_SHEET_KINDS.filter((kind) => list.includes(kind));
}

export async function readProductSubmission(
  request: FastifyRequest,
  options: { isCreate: boolean },
): Promise<ProductSubmission> {
  const form = await readMultipart(request, {
    photo: { ...imageRule, maxCount: 1 },
    additionalPhotos: imageRule,
    sdsDocument: documentRule,
    tdsDocument: documentRule,
  });
  const photo = form.files.photo?.[0];
  const additionalPhotos = form.files.additionalPhotos ?? [];

  const result = ProductInput.safeParse({
    name: form.field('name'),
    description: form.field('description'),
    nameBn: form.field('nameBn'),
    descriptionBn: form.field('descriptionBn'),
    price: parseJson(form.field('price')),
    category: form.field('category'),
    casNumber: form.field('casNumber'),
    inStock: form.field('inStock'),
    contactPhone: form.field('contactPhone'),
    specifications: parseJson(form.field('specifications')),
    safety: parseJson(form.field('safety')),
    transport: parseJson(form.field('transport')),
    variants: parseJson(form.field('variants')),
  });
  const images = [...(photo ? [photo] : []), ...additionalPhotos];
  const allImages = await Promise.all(images.map((file) => isProductImage(file.buffer)));
  const oversizedImage = form.oversized.photo ?? form.oversized.additionalPhotos;
  const error = firstProductError(result, {
    isCreate: options.isCreate,
    hasPhoto: Boolean(photo || form.oversized.photo),
    fileError: oversizedImage ?? (allImages.every(Boolean) ? null : PRODUCT_MESSAGES.invalidImage),
  });
  if (error === PRODUCT_MESSAGES.invalidImage) throw unsupportedMediaType(error);
  if (error && error === oversizedImage) throw payloadTooLarge(error);
  if (error || !result.success) {
    // A variant row's rule is answered on that row's field ("variants.2.packQuantity").
    const issue = result.success ? undefined : result.error.issues.find((found) => found.message === error);
    const path = issue?.path[0] === 'variants' && issue.path.length > 2 ? issue.path.join('.') : undefined;
    throw badRequest(error ?? PRODUCT_MESSAGES.requiredFields, path);
  }

  const photoOrder = options.isCreate ? undefined : parsePhotoOrder(form.field('keepPhotos'));
  const keptCount = photoOrder?.filter((slot) => 'keep' in slot).length ?? 0;
  if (
    additionalPhotos.length > MAX_ADDITIONAL_PHOTOS ||
    (photoOrder && keptCount + additionalPhotos.length > MAX_ADDITIONAL_PHOTOS)
  ) {
    throw badRequest(PRODUCT_MESSAGES.tooManyPhotos, 'additionalPhotos');
  }

  const documents: ProductSubmission['documents'] = {};
  for (const kind of DATA_SHEET_KINDS) {
    const tooLarge = form.oversized[`${kind}Document`];
    if (tooLarge) throw payloadTooLarge(tooLarge);
    const file = form.files[`${kind}Document`]?.[0];
    if (!file) continue;
    assertPdf(file.buffer);
    documents[kind] = file;
  }

  return {
    values: result.data,
    photo,
    additionalPhotos,
    photoOrder,
    documents,
    removeDocuments: options.isCreate ? [] : parseRemoveDocuments(form.field('removeDocuments')),
  };
}
