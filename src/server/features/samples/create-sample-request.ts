// A buyer asks for a sample: the request is stored with the hash of its tracking link, and the
// buyer's acknowledgement and the sales team's alert are queued with it.
import { randomUUID } from 'node:crypto';
import { BASKET_MESSAGES } from '@/contract/basket-rules';
import { productName } from '@/contract/localized-product';
import { type CreateSampleRequestData, SAMPLE_MESSAGES } from '@/contract/samples';
import type { Locale } from '@/i18n/locales';
import { variantLabelText } from '@/i18n/units';
import type { Database } from '@/server/db/client';
import { queueMail, queueStaffMail, type StaffRecipients } from '@/server/features/mail';
import { findProduct, findVariants, toVariantLabel } from '@/server/features/products';
import { translator } from '@/server/i18n/translator';
import { badRequest } from '@/server/lib/http-error';
import { sampleAlertMail, sampleBuyerMail, sampleTrackingLink } from './sample-mails';
import { insertSample } from './sample-repository';

export async function createSampleRequest(
  tx: Database,
  request: {
    input: CreateSampleRequestData;
    locale: Locale;
    userId: string | null;
    publicUrl: string;
    tokenSecret: string;
    staff: StaffRecipients;
  },
) {
  const { input } = request;
  const product = await findProduct(tx, input.productId);
  if (!product) throw badRequest(SAMPLE_MESSAGES.productNotFound, 'productId');
  const language = input.language ?? request.locale;
  // The chosen grade and pack must be this product's; its words are kept as they are now, in the
  // buyer's language, so a later change to the variant does not rewrite the request.
  const variant = input.variantId ? (await findVariants(tx, [input.variantId])).get(input.variantId) : null;
  if (input.variantId && variant?.productId !== product.id) {
    throw badRequest(BASKET_MESSAGES.variantInvalid, 'variantId');
  }
  const words = translator(language);
  const id = randomUUID();
  const link = sampleTrackingLink(request.tokenSecret, id);
  const row = await insertSample(tx, {
    id,
    productId: product.id,
    // The name as it was asked for, kept when the product is deleted (as an inquiry's line keeps it).
    productName: product.name,
    variantId: variant?.id ?? null,
    variantLabel: variant ? variantLabelText(toVariantLabel(variant), words.t, words.figures) : null,
    quantity: input.quantity,
    unit: input.unit,
    intendedUse: input.intendedUse,
    name: input.name,
    company: input.company,
    email: input.email,
    phone: input.phone,
    deliveryAddress: input.deliveryAddress,
    language,
    userId: request.userId,
    trackingTokenHash: link.hash,
  });
  const buyerProduct = productName(product, language);
  await queueMail(tx, row.email, sampleBuyerMail(row, buyerProduct, link, request.publicUrl));
  await queueStaffMail(tx, request.staff, (locale) => sampleAlertMail(row, request.publicUrl, locale));
  return { row, token: link.token };
}
