// Sending a quotation (DESIGN.md §5), in the route's transaction: creates the next version with its
// lines, marks the one it replaces superseded, moves the inquiry to "responded", writes the history
// and queues the buyer's mail with the version's PDF as it stands now (so a mail delayed by an SMTP
// outage still carries the document it announces, not a later state of it). Either all of it
// happens or none of it does. The version keeps what its document prints as it was when sent: the
// preparer's e-mail, each product's CAS number, the standard terms.
import { INQUIRY_MESSAGES } from '@/contract/inquiries';
import type { Quotation, QuotationData } from '@/contract/quotations';
import { VARIANT_MESSAGES } from '@/contract/variant-messages';
import type { Database } from '@/server/db/client';
import { addInquiryEvents, lockInquiry, queuedTrackingUrl, updateInquiry } from '@/server/features/inquiries';
import { queueMail } from '@/server/features/mail';
import { findVariants, toVariantLabel } from '@/server/features/products';
import { readQuotationTerms } from '@/server/features/settings';
import { renderQuotationPdf } from '@/server/features/tracking';
import { badRequest, notFound } from '@/server/lib/http-error';
import { createInquiryAccessLink } from './access-tokens';
import { quotationMail } from './quotation-mail';
import {
  findCasNumbers,
  insertQuotation,
  latestQuotationVersion,
  supersedeStandingQuotations,
} from './quotation-repository';
import { toQuotation } from './quotation-view';

export type Sender = { id: string; fullName: string; email: string };

export async function sendQuotation(
  tx: Database,
  inquiryId: string,
  input: QuotationData,
  sender: Sender,
  /** replyTo: app.mail.addressing(), read before the transaction. */
  { publicUrl, tokenSecret, replyTo }: { publicUrl: string; tokenSecret: string; replyTo: string[] },
): Promise<Quotation> {
  // The row lock makes two admins sending at once take turns: the second sees the first's version
  // and writes the next one, instead of both choosing the same number.
  const inquiry = await lockInquiry(tx, inquiryId);
  if (!inquiry) throw notFound(INQUIRY_MESSAGES.notFound);

  const version = (await latestQuotationVersion(tx, inquiryId)) + 1;
  const now = new Date();
  await supersedeStandingQuotations(tx, inquiryId, now);

  // A line keeps its link to the catalogue only while the product exists; its name is quoted anyway.
  const casNumbers = await findCasNumbers(
    tx,
    input.lines.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
  const variants = await findVariants(
    tx,
    input.lines.flatMap((line) => (line.variantId ? [line.variantId] : [])),
  );
  // A line's variant is its product's, and is named as it is now; a line without an id keeps the
  // name its draft carried (a variant dropped since it was asked for).
  const variantOf = (line: QuotationData['lines'][number], index: number) => {
    if (!line.variantId) return { variantId: null, variantLabel: line.variantLabel ?? null };
    const variant = variants.get(line.variantId);
    if (!variant || variant.productId !== line.productId) {
      throw badRequest(VARIANT_MESSAGES.variantNotFound, `lines.${index}.variantId`);
    }
    return { variantId: variant.id, variantLabel: toVariantLabel(variant) };
  };
  const { row, lines } = await insertQuotation(
    tx,
    {
      inquiryId,
      version,
      incoterm: input.incoterm,
      deliveryPlace: input.deliveryPlace,
      paymentTerms: input.paymentTerms,
      validUntil: input.validUntil,
      vatTreatment: input.vatTreatment,
      notes: input.notes || null,
      buyerCompany: input.buyerCompany,
      buyerAddress: input.buyerAddress,
      buyerBin: input.buyerBin,
      sentByUserId: sender.id,
      sentByName: sender.fullName,
      sentByEmail: sender.email,
      standardTerms: await readQuotationTerms(tx),
      sentAt: now,
    },
    input.lines.map((line, index) => ({
      productId: line.productId && casNumbers.has(line.productId) ? line.productId : null,
      productName: line.productName,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      currency: line.currency,
      packing: line.packing || null,
      leadTime: line.leadTime || null,
      casNumber: (line.productId && casNumbers.get(line.productId)) || null,
      grade: line.grade || null,
      ...variantOf(line, index),
    })),
  );

  await updateInquiry(tx, inquiryId, { status: 'responded', isResolved: false, updatedAt: now });
  const actor = { inquiryId, actorUserId: sender.id, actorName: sender.fullName, createdAt: now };
  // The status follows from the quotation, and the history lists it after.
  await addInquiryEvents(tx, [
    { ...actor, kind: 'quotationSent', quotationId: row.id },
    ...(inquiry.status !== 'responded'
      ? [{ ...actor, kind: 'status' as const, status: 'responded' as const }]
      : []),
  ]);

  const quotation = toQuotation(row, lines);
  const link = await createInquiryAccessLink(tx, tokenSecret, inquiryId);
  // Written here, in the transaction, from what it has just stored. (The PDF holds no private link.)
  const pdf = await renderQuotationPdf(tx, quotation._id);
  await queueMail(tx, inquiry.email, {
    ...quotationMail(quotation, inquiry, queuedTrackingUrl(publicUrl, link, inquiry.language)),
    privateLinks: [link],
    replyTo,
    attachment: pdf,
  });
  return quotation;
}
