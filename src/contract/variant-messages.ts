// The variants' limits and the messages of their rules (the admin form's and the API's), kept apart from
// variant-rules.ts, which the public catalogue pages load, so their download carries none of them.
import { PACK_CONTAINERS, PRODUCT_GRADES, STOCK_STATES, UNIT_INVALID_MESSAGE } from './enums';

export const MAX_VARIANTS = 30;
export const PURITY_MAX = 40;

export const VARIANT_MESSAGES = {
  invalidVariants: 'Variants must be a list of grades and packs',
  tooManyVariants: `A product can have at most ${MAX_VARIANTS} variants`,
  gradeInvalid: `Grade must be one of: ${PRODUCT_GRADES.join(', ')}`,
  purityTooLong: `Purity must be at most ${PURITY_MAX} characters`,
  packQuantityInvalid: 'Pack size must be a number greater than 0',
  packUnitInvalid: UNIT_INVALID_MESSAGE,
  containerInvalid: `Container must be one of: ${PACK_CONTAINERS.join(', ')}`,
  moqInvalid: 'Minimum order must be a number greater than 0',
  moqUnitRequired: 'Please choose the unit of the minimum order',
  stockInvalid: `Stock must be one of: ${STOCK_STATES.join(', ')}`,
  duplicateVariant: 'Each grade and pack can appear only once',
  variantNotFound: 'This grade and pack is no longer offered',
} as const;
