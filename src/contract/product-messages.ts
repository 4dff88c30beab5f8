// The product form's and the API's messages for a product being written, and the checks of the files
// the form sends: kept apart from product-rules.ts, which the public catalogue pages load, so their
// download carries none of the admin's texts.
import { UNIT_INVALID_MESSAGE } from './enums';
import { DOCUMENT_MAX_BYTES, isTooLarge, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from './media';
import { PRODUCT_NOT_FOUND } from './product-rules';

export const PRODUCT_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  imageRequired: 'Please select an image for the product',
  invalidImage: 'Please select a valid image file (JPEG, PNG, GIF, WebP)',
  imageTooLarge: 'File size must be less than 10MB',
  invalidMinPrice: 'Please enter a valid minimum price',
  invalidMaxPrice: 'Please enter a valid maximum price',
  maxNotGreater: 'Maximum price must be greater than minimum price',
  invalidCurrency: 'Please select a valid currency',
  invalidUnit: UNIT_INVALID_MESSAGE,
  invalidPrice: 'Please enter a valid price',
  invalidCas: 'Please enter a valid CAS number (for example 7664-93-9)',
  invalidStock: 'In stock must be true or false',
  invalidSpecifications: 'Each specification needs a name and a value',
  invalidDocument: 'Please select a PDF file for the document',
  documentTooLarge: 'Document size must be less than 20MB',
  tooManyPhotos: 'A product can have at most 10 additional photos',
  duplicatePhoto: 'This picture is already added',
  nameTooLong: 'Product name must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 10000 characters',
  nameBnTooLong: 'Bengali name must be at most 200 characters',
  descriptionBnTooLong: 'Bengali description must be at most 10000 characters',
  specificationNameBnTooLong: 'Bengali specification name must be at most 100 characters',
  specificationValueBnTooLong: 'Bengali specification value must be at most 500 characters',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  notFound: PRODUCT_NOT_FOUND,
} as const;

/** What the form knows about a chosen file before sending it. */
export type FileFacts = { type: string; size: number };

export function imageFileError(file: FileFacts): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return PRODUCT_MESSAGES.invalidImage;
  if (isTooLarge(file.size, PRODUCT_IMAGE_MAX_BYTES)) return PRODUCT_MESSAGES.imageTooLarge;
  return null;
}

export function documentFileError(file: FileFacts): string | null {
  if (file.type !== 'application/pdf') return PRODUCT_MESSAGES.invalidDocument;
  if (isTooLarge(file.size, DOCUMENT_MAX_BYTES)) return PRODUCT_MESSAGES.documentTooLarge;
  return null;
}
