// A buyer asks for a sample: the request is stored with the hash of its tracking link, and the
// buyer's acknowledgement, the sales team's alert and the admins' notification with it, in one
// statement (db/along-with.ts):
// one round trip on the embedded database's one session. The product and variant are read before.
import { randomUUID } from 'node:crypto';
import { BASKET_MESSAGES } from '@/contract/basket-rules';
import { productName } from '@/contract/localized-product';
import { type CreateSampleRequestData, SAMPLE_MESSAGES } from '@/contract/samples';
import { variantLabelText } from '@/i18n/units';
import type { Database } from '@/server/db/client';
import { mailAlong, type StaffRecipients, staffMailAlong } from '@/server/features/mail';
import { adminNotificationAlong } from '@/server/features/notifications';
import { findProduct, findVariants, toVariantLabel } from '@/server/features/products';
import type { FormSender } from '@/server/features/spam';
import { translator } from '@/server/i18n/translator';
import { badRequest } from '@/server/lib/http-error';
import { sampleAlertMail, sampleBuyerMail, sampleTrackingLink } from './sample-mails';
import { insertSample, type SampleRow } from './sample-repository';

export async function createSampleRequest(
  db: Database,
  request: FormSender & {
    input: CreateSampleRequestData;
    publicUrl: string;
    tokenSecret: string;
    staff: StaffRecipients;
  },
) {
  const { input } = request;
  const product = await findProduct(db, input.productId);
  if (!product) throw badRequest(SAMPLE_MESSAGES.productNotFound, 'productId');
  const language = input.language ?? request.locale;
  // The chosen grade and pack must be this product's; its words are kept as they are now, in the
  // buyer's language, so a later change to the variant does not rewrite the request.
  const variant = input.variantId ? (await findVariants(db, [input.variantId])).get(input.variantId) : null;
  if (input.variantId && variant?.productId !== product.id) {
    throw badRequest(BASKET_MESSAGES.variantInvalid, 'variantId');
  }
  const words = translator(language);
  const id = randomUUID();
  const link = sampleTrackingLink(request.tokenSecret, id);
  const now = new Date();
  // Its id and times are given here, so that the mails written along with it can name them.
  const sample: SampleRow = {
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
    status: 'new',
    courier: null,
    trackingNote: null,
    declineReason: null,
    trackingTokenHash: link.hash,
    createdAt: now,
    updatedAt: now,
  };
  const buyerProduct = productName(product, language);
  const row = await insertSample(
    db,
    sample,
    [
      ...mailAlong(db, sample.email, sampleBuyerMail(sample, buyerProduct, link, request.publicUrl)),
      ...staffMailAlong(db, request.staff, (locale) => sampleAlertMail(sample, request.publicUrl, locale)),
      adminNotificationAlong({
        kind: 'sampleRequested',
        params: { name: sample.name, company: sample.company, product: sample.productName },
        productId: sample.productId ?? undefined,
      }),
    ],
    request.formStamp,
  );
  return { row, token: link.token };
}
