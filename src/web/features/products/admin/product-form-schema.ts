// The product form's rules (spec §5): the contract's ProductInput fields and the chosen files, in the
// order the spec reports them — name and description, the main photo (required on create, then any
// image's type and size), the price and other fields, then the number of photos and the documents.
// The form says the first broken one; the server checks them all again, and the files' content.
import { z } from 'zod';
import type { DataSheetKind } from '@/contract/enums';
import {
  documentFileError,
  imageFileError,
  MAX_ADDITIONAL_PHOTOS,
  PRODUCT_MESSAGES,
  ProductInput,
} from '@/contract/products';
import type { DocumentState, PhotoItem } from './product-form-state';

// The photos come after the texts; the other fields follow in the contract's order.
const { name, description, nameBn, descriptionBn, ...otherFields } = ProductInput.shape;

export const productFormSchema = (isCreate: boolean) =>
  z
    .object({
      name,
      description,
      nameBn,
      descriptionBn,
      photo: z.custom<File | null>().superRefine((photo, ctx) => {
        const error = photo ? imageFileError(photo) : isCreate && PRODUCT_MESSAGES.imageRequired;
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
      photos: z.custom<PhotoItem[]>().superRefine((photos, ctx) => {
        const error = photos.map((item) => 'file' in item && imageFileError(item.file)).find(Boolean);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
      ...otherFields,
      // Checked below, after the number of photos.
      documents: z.custom<Record<DataSheetKind, DocumentState>>(),
    })
    .superRefine((form, ctx) => {
      if (form.photos.length > MAX_ADDITIONAL_PHOTOS)
        ctx.addIssue({ code: 'custom', path: ['photos'], message: PRODUCT_MESSAGES.tooManyPhotos });
      for (const [kind, doc] of Object.entries(form.documents)) {
        const error = doc.file && documentFileError(doc.file);
        if (error) ctx.addIssue({ code: 'custom', path: ['documents', kind], message: error });
      }
    });
