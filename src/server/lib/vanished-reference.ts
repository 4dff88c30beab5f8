// A public write names a product (or its variant or document) that it read a moment before; an admin
// may delete it in between, and the write's statement then fails its foreign key (SQLSTATE 23503).
// The statement stored nothing, so the answer is the one the write gives for a thing that is not
// there, whichever write it was: mapped here once, by the constraint's name, not in each route.
import { DOCUMENT_MESSAGES } from '@/contract/documents';
import { PRODUCT_NOT_FOUND } from '@/contract/product-rules';
import { VARIANT_MESSAGES } from '@/contract/variant-messages';
import { sqlConstraintOf, sqlStateOf } from '@/server/db/database-error';
import { HttpError, notFound } from './http-error';

const FOREIGN_KEY_VIOLATION = '23503';

const MISSING_PRODUCT = () => notFound(PRODUCT_NOT_FOUND);
const MISSING_VARIANT = () => new HttpError(400, VARIANT_MESSAGES.variantNotFound);

/** The writes' references to the catalogue (migrations 0000, 0004, 0017, 0019), by constraint. */
const VANISHED: Record<string, () => HttpError> = {
  inquiries_product_id_products_id_fk: MISSING_PRODUCT,
  inquiry_lines_product_id_products_id_fk: MISSING_PRODUCT,
  quotation_lines_product_id_products_id_fk: MISSING_PRODUCT,
  sample_requests_product_id_products_id_fk: MISSING_PRODUCT,
  document_requests_product_id_products_id_fk: MISSING_PRODUCT,
  comments_product_id_products_id_fk: MISSING_PRODUCT,
  inquiry_lines_variant_id_product_variants_id_fk: MISSING_VARIANT,
  quotation_lines_variant_id_product_variants_id_fk: MISSING_VARIANT,
  sample_requests_variant_id_product_variants_id_fk: MISSING_VARIANT,
  document_requests_document_id_product_documents_id_fk: () => notFound(DOCUMENT_MESSAGES.notFound),
};

/** The answer for a write whose product, variant or document was deleted under it; null for any other error. */
export function vanishedReference(error: unknown): HttpError | null {
  if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION) return null;
  const answer = VANISHED[sqlConstraintOf(error) ?? ''];
  return answer ? answer() : null;
}
