// Inquiries with quotations for the tracking tests, written straight into the database as the inquiry
// form and the admin's quotation form store them, with the buyer's tracking token.
import type { VariantLabel } from '@/contract/variant-rules';
import type { Database } from '@/server/db/client';
import { inquiries, inquiryLines, quotationLines, quotations } from '@/server/db/schema';
import { addInquiryEvents } from '@/server/features/inquiries';
import { createTrackingLink } from '@/server/features/inquiries/tracking-token';

export type SeedQuotation = {
  validUntil: string;
  supersededAt?: Date | null;
  acceptedAt?: Date | null;
  vatTreatment?: 'included' | 'added' | 'exempt';
  notes?: string | null;
  buyerCompany?: string | null;
  buyerAddress?: string | null;
  buyerBin?: string | null;
  sentByEmail?: string | null;
  standardTerms?: { en: string; bn: string };
  lines?: {
    productName: string;
    quantity: number;
    unit: 'kg' | 'MT' | 'drum';
    unitPrice: number;
    currency: 'BDT' | 'USD';
    casNumber?: string | null;
    grade?: string | null;
  }[];
};

export type SeedInquiry = {
  name?: string;
  email?: string;
  userId?: string | null;
  lines?: {
    productName: string;
    quantity: number;
    unit: 'kg' | 'MT' | 'drum';
    note?: string;
    variantId?: string | null;
    variantLabel?: VariantLabel | null;
  }[];
  deliveryLocation?: string | null;
  /** Oldest first; each becomes the next version. */
  quotations?: SeedQuotation[];
};

/** A date `days` from today (negative: in the past), as YYYY-MM-DD. */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const DEFAULT_QUOTATION_LINES: NonNullable<SeedQuotation['lines']> = [
  { productName: 'Caustic Soda Flakes 99%', quantity: 5, unit: 'MT', unitPrice: 82000, currency: 'BDT' },
  { productName: 'সালফিউরিক অ্যাসিড 98%', quantity: 20, unit: 'drum', unitPrice: 7450.5, currency: 'BDT' },
];

export async function seedTrackedInquiry(db: Database, seed: SeedInquiry = {}) {
  // Any secret will do: a token is recognised by its stored hash.
  const { token, hash } = createTrackingLink('a secret for seeded inquiries, any will do');
  const lines = seed.lines ?? [
    { productName: 'Caustic Soda Flakes 99%', quantity: 5, unit: 'MT', note: '25 kg bags' },
    { productName: 'সালফিউরিক অ্যাসিড 98%', quantity: 20, unit: 'drum' },
  ];
  const [inquiry] = await db
    .insert(inquiries)
    .values({
      name: seed.name ?? 'Rahim Uddin',
      email: seed.email ?? 'rahim@example.com',
      phone: '+880 1711-000000',
      inquiry: 'Please quote delivered to our Gazipur factory.',
      productName: lines[0].productName,
      userId: seed.userId ?? null,
      deliveryLocation: seed.deliveryLocation === undefined ? 'গাজীপুর, Gazipur' : seed.deliveryLocation,
      neededBy: daysFromToday(30),
      trackingTokenHash: hash,
      status: seed.quotations?.length ? 'responded' : 'new',
    })
    .returning();
  await db
    .insert(inquiryLines)
    .values(
      lines.map((line, position) => ({ inquiryId: inquiry.id, position, ...line, note: line.note ?? null })),
    );
  // Its "submitted" event is written by the inquiry's trigger, with its lead (migration 0030).

  const quotationIds: string[] = [];
  for (const [index, quotation] of (seed.quotations ?? []).entries()) {
    const [row] = await db
      .insert(quotations)
      .values({
        inquiryId: inquiry.id,
        version: index + 1,
        incoterm: 'DAP',
        deliveryPlace: 'Gazipur factory gate',
        paymentTerms: '50% advance, balance before delivery',
        validUntil: quotation.validUntil,
        vatTreatment: quotation.vatTreatment ?? 'added',
        notes: quotation.notes === undefined ? 'Prices include delivery by covered truck.' : quotation.notes,
        buyerCompany: quotation.buyerCompany ?? null,
        buyerAddress: quotation.buyerAddress ?? null,
        buyerBin: quotation.buyerBin ?? null,
        sentByName: 'Site Admin',
        sentByEmail: quotation.sentByEmail === undefined ? 'sales@example.com' : quotation.sentByEmail,
        ...(quotation.standardTerms ? { standardTerms: quotation.standardTerms } : {}),
        sentAt: new Date(Date.now() - (10 - index) * 60_000),
        supersededAt: quotation.supersededAt ?? null,
        acceptedAt: quotation.acceptedAt ?? null,
      })
      .returning();
    await db.insert(quotationLines).values(
      (quotation.lines ?? DEFAULT_QUOTATION_LINES).map((line, position) => ({
        quotationId: row.id,
        position,
        ...line,
        packing: position === 0 ? '25 kg bags' : '250 kg HDPE drum',
        leadTime: '7 days',
      })),
    );
    await addInquiryEvents(db, [
      { inquiryId: inquiry.id, kind: 'quotationSent', quotationId: row.id, actorName: 'Site Admin' },
    ]);
    quotationIds.push(row.id);
  }
  return { token, inquiryId: inquiry.id, quotationIds };
}
