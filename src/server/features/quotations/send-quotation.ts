// Sending a quotation (DESIGN.md §5): one transaction creates the next version with its lines, marks
// the one it replaces superseded, moves the inquiry to "responded", writes the history and queues
// the buyer's mail with the version's PDF as it stands now (so a mail delayed by an SMTP outage
// still carries the document it announces, not a later state of it). Either all of it happens or
// none of it does. The version keeps what its document prints as it was when sent: the preparer's
// e-mail, each product's CAS number, the standard terms.
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { QuotationData } from '@/contract/quotations';
import { VARIANT_MESSAGES } from '@/contract/variant-messages';
import type { Database } from '@/server/db/client';
import { inquiries, inquiryEvents, products, quotationLines, quotations } from '@/server/db/schema';
import { queuedTrackingUrl } from '@/server/features/inquiries/tracking-token';
import { queueMail, salesReplyTo } from '@/server/features/mail/outbox';
import { findVariants } from '@/server/features/products/variant-repository';
import { toVariantLabel } from '@/server/features/products/variant-view';
import { readQuotationTerms } from '@/server/features/settings/quotation-terms';
import { renderQuotationPdf } from '@/server/features/tracking/pdf/quotation-pdf';
import { badRequest } from '@/server/lib/http-error';
import { createInquiryAccessLink } from './access-tokens';
import { quotationMail } from './quotation-mail';
import { toQuotation } from './quotation-view';

export type Sender = { id: string; fullName: string; email: string };

/** The new version, or null when the inquiry does not exist. */
export async function sendQuotation(
  db: Database,
  inquiryId: string,
  input: QuotationData,
  sender: Sender,
  { publicUrl, tokenSecret }: { publicUrl: string; tokenSecret: string },
) {
  const replyTo = await salesReplyTo(db);
  return db.transaction(async (tx) => {
    // The row lock makes two admins sending at once take turns: the second sees the first's version
    // and writes the next one, instead of both choosing the same number.
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
    if (!inquiry) return null;

    const [{ latest }] = await tx
      .select({ latest: max(quotations.version) })
      .from(quotations)
      .where(eq(quotations.inquiryId, inquiryId));
    const now = new Date();

    // Every earlier version still standing is replaced; an accepted one stays what it was.
    await tx
      .update(quotations)
      .set({ supersededAt: now })
      .where(
        and(
          eq(quotations.inquiryId, inquiryId),
          isNull(quotations.supersededAt),
          isNull(quotations.acceptedAt),
        ),
      );

    // A line keeps its link to the catalogue only while the product exists; its name is quoted anyway.
    const named = [...new Set(input.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
    const existing = new Map(
      named.length === 0
        ? []
        : (
            await tx
              .select({ id: products.id, casNumber: products.casNumber })
              .from(products)
              .where(inArray(products.id, named))
          ).map((product) => [product.id, product.casNumber]),
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
    const lineVariants = input.lines.map(variantOf);

    const values: typeof quotations.$inferInsert = {
      inquiryId,
      version: (latest ?? 0) + 1,
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
    };
    const [row] = await tx.insert(quotations).values(values).returning();
    const lines = await tx
      .insert(quotationLines)
      .values(
        input.lines.map((line, position) => ({
          quotationId: row.id,
          position,
          productId: line.productId && existing.has(line.productId) ? line.productId : null,
          productName: line.productName,
          quantity: line.quantity,
          unit: line.unit,
          unitPrice: line.unitPrice,
          currency: line.currency,
          packing: line.packing || null,
          leadTime: line.leadTime || null,
          casNumber: (line.productId && existing.get(line.productId)) || null,
          grade: line.grade || null,
          ...lineVariants[position],
        })),
      )
      .returning();

    const statusChanged = inquiry.status !== 'responded';
    await tx
      .update(inquiries)
      .set({ status: 'responded', isResolved: false, updatedAt: now })
      .where(eq(inquiries.id, inquiryId));
    const actor = { inquiryId, actorUserId: sender.id, actorName: sender.fullName };
    await tx.insert(inquiryEvents).values([
      { ...actor, kind: 'quotationSent', quotationId: row.id, createdAt: now },
      // The status follows from the quotation: a millisecond later, so the history reads in that order.
      ...(statusChanged
        ? [
            {
              ...actor,
              kind: 'status' as const,
              status: 'responded' as const,
              createdAt: new Date(now.getTime() + 1),
            },
          ]
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
  });
}
