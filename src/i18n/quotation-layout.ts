// One quotation version as a formal document, laid out once: what it says, in which order and in
// which words. The buyer's page (src/web/features/tracking/components/quotation-document.tsx) and the
// PDF (src/server/features/tracking/pdf/quotation-pdf.ts) both draw this, each in its own medium, so a
// field added here appears in both. The words come from the `account` catalogs, which the page loads
// and the server holds.
import { amountInWords } from '@/contract/amount-in-words';
import { termsFor } from '@/contract/quotation-terms';
import { QUOTATION_MESSAGES, type Quotation } from '@/contract/quotations';
import { COMPANY, COMPANY_BANK, COMPANY_LEGAL, SALES_PHONE } from '@/contract/site';
import { inquiryReference, quotationNumber } from '@/contract/tracking';
import { companyAddress, companyAddressLine } from './company-address';
import type { Locale } from './locales';
import type { MessageId, MessageValues } from './message-id';
import { quantityText, unitKey, variantLabelText } from './units';

/** What the layout needs of a translator: the server's (the PDF's) and the page's both give it. */
export type DocumentWords = {
  locale: Locale;
  /** The Intl locale of the reader's digits (src/i18n/figures.ts). */
  figures: string;
  t: (id: MessageId, values?: MessageValues) => string;
  /** A contract message (English wording) in this language. */
  msg: (message: string) => string;
  price: (value: number, currency: string) => string;
  number: (value: number) => string;
  /** A calendar date as it is, a moment as its day in Dhaka (src/i18n/dates.ts formatDocumentDate). */
  date: (value: string) => string;
};

/** The quotation and what the document shows of its inquiry. */
export type QuotationDocumentData = {
  quotation: Quotation;
  buyer: { name: string; inquiryId: string; inquiryDate: string; deliveryLocation: string | null };
};

export type LabelledValue = { label: string; value: string };
export type DocumentParty = { heading: string; lines: { text: string; strong?: boolean }[] };
export type DocumentColumn = {
  key: 'number' | 'product' | 'quantity' | 'unitPrice' | 'packing' | 'amount';
  header: string;
  align: 'left' | 'right';
};
export type DocumentLine = {
  number: string;
  product: string;
  /** The variant, CAS number and grade, where known: "Technical 98% · 35 kg carboy · CAS 7664-93-9". */
  details: string;
  quantity: string;
  /** With its unit: "৳ 1,25,000.00 / MT". */
  unitPrice: string;
  /** Packing and lead time; empty when the line has neither. */
  packing: string;
  amount: string;
};

/** A cell of the lines table: a blank one shows a dash, so a row never reads as missing a value. */
export const tableCell = (line: DocumentLine, key: DocumentColumn['key']) => line[key] || '-';
export type DocumentTotal = {
  currency: string;
  rows: { label: string; value: string; strong: boolean }[];
  /** "In words: Taka Seven Lakh … only". */
  inWords: string;
};

export type QuotationLayout = {
  number: string;
  title: string;
  company: { name: string; details: string[] };
  facts: LabelledValue[];
  /** A version that no longer stands, or was accepted, says so above everything else. */
  state: { state: Exclude<Quotation['state'], 'open'>; text: string } | null;
  /** To whom, in answer to what, and from whom. */
  parties: DocumentParty[];
  columns: DocumentColumn[];
  lines: DocumentLine[];
  /** One per currency: prices in taka and dollars are never added together. */
  totals: DocumentTotal[];
  vatNote: string;
  terms: { heading: string; rows: LabelledValue[] };
  standardTerms: { heading: string; items: string[] } | null;
  bank: { heading: string; rows: LabelledValue[] };
  signature: { for: string; name: string; title: string };
  computerGenerated: string;
};

function stateOf(quotation: Quotation, words: DocumentWords): QuotationLayout['state'] {
  const { t, msg, date } = words;
  switch (quotation.state) {
    case 'accepted':
      return {
        state: 'accepted',
        text: t('account.quotation.acceptedOn', { date: date(quotation.acceptedAt ?? quotation.sentAt) }),
      };
    case 'superseded':
      return { state: 'superseded', text: msg(QUOTATION_MESSAGES.superseded) };
    case 'expired':
      return {
        state: 'expired',
        text: t('account.quotation.expiredOn', {
          message: msg(QUOTATION_MESSAGES.expired),
          date: date(quotation.validUntil),
        }),
      };
    default:
      return null;
  }
}

function partiesOf({ quotation, buyer }: QuotationDocumentData, words: DocumentWords): DocumentParty[] {
  const { t, date } = words;
  const to: DocumentParty['lines'] = quotation.buyerCompany
    ? [
        { text: quotation.buyerCompany, strong: true },
        { text: t('account.quotation.attention', { name: buyer.name }) },
      ]
    : [{ text: buyer.name, strong: true }];
  // Without the company's address, where the goods go says where the buyer is.
  const address = quotation.buyerAddress ?? buyer.deliveryLocation;
  if (address) to.push({ text: address });
  if (quotation.buyerBin) to.push({ text: t('account.quotation.bin', { bin: quotation.buyerBin }) });
  return [
    { heading: t('account.quotation.to'), lines: to },
    {
      heading: t('account.quotation.yourInquiry'),
      lines: [
        {
          text: t('account.quotation.inquiryOf', {
            reference: inquiryReference(buyer.inquiryId),
            date: date(buyer.inquiryDate),
          }),
        },
      ],
    },
    {
      heading: t('account.quotation.preparedBy'),
      lines: [
        { text: quotation.sentByName, strong: true },
        { text: t('account.quotation.phone', { phone: SALES_PHONE }) },
        { text: t('account.quotation.email', { email: quotation.sentByEmail ?? COMPANY.email }) },
      ],
    },
  ];
}

function linesOf(quotation: Quotation, words: DocumentWords): DocumentLine[] {
  const { t } = words;
  return quotation.lines.map((line, index) => {
    const unit = t(unitKey(line.unit));
    return {
      number: words.number(index + 1),
      product: line.productName,
      details: [
        line.variantLabel && variantLabelText(line.variantLabel, t, words.figures),
        line.casNumber && t('account.quotation.cas', { cas: line.casNumber }),
        line.grade && t('account.quotation.grade', { grade: line.grade }),
      ]
        .filter(Boolean)
        .join(' · '),
      quantity: quantityText(t, line.quantity, line.unit, words.number),
      unitPrice: t('account.quotation.perUnit', { price: words.price(line.unitPrice, line.currency), unit }),
      packing: [line.packing, line.leadTime].filter(Boolean).join(' · '),
      amount: words.price(line.lineTotal, line.currency),
    };
  });
}

function totalsOf(quotation: Quotation, words: DocumentWords): DocumentTotal[] {
  const { t, price } = words;
  return quotation.totals.map((total) => ({
    currency: total.currency,
    rows: [
      {
        label: t('account.quotation.subtotal', { currency: total.currency }),
        value: price(total.subtotal, total.currency),
        strong: false,
      },
      ...(quotation.vatTreatment === 'added'
        ? [{ label: t('account.quotation.vat15'), value: price(total.vat, total.currency), strong: false }]
        : []),
      {
        label: t('account.quotation.total', { currency: total.currency }),
        value: price(total.total, total.currency),
        strong: true,
      },
    ],
    inWords: t('account.quotation.inWords', {
      words: amountInWords(total.total, total.currency, words.locale),
    }),
  }));
}

/** The document of a quotation version, in the words of one language. */
export function quotationLayout(data: QuotationDocumentData, words: DocumentWords): QuotationLayout {
  const { quotation } = data;
  const { t, date } = words;
  const vatNote = t(`account.quotation.vat.${quotation.vatTreatment}`);
  const standardTerms = termsFor(quotation.standardTerms, words.locale);
  const terms: LabelledValue[] = [
    { label: t('account.quotation.incoterm'), value: quotation.incoterm },
    { label: t('account.quotation.deliveryPlace'), value: quotation.deliveryPlace },
    { label: t('account.quotation.paymentTerms'), value: quotation.paymentTerms },
    {
      label: t('account.quotation.validity'),
      value: t('account.quotation.validityText', { date: date(quotation.validUntil) }),
    },
    { label: t('account.quotation.vat'), value: vatNote },
  ];
  if (quotation.notes) terms.push({ label: t('account.quotation.notes'), value: quotation.notes });
  return {
    number: quotationNumber(quotation.inquiryId, quotation.version),
    title: t('account.quotation.title'),
    company: {
      name: COMPANY.name,
      details: [
        companyAddressLine(companyAddress(words.locale, words.figures)),
        `${COMPANY.phones.join(' / ')} · ${COMPANY.email}`,
        t('account.quotation.legal', { bin: COMPANY_LEGAL.bin, licence: COMPANY_LEGAL.tradeLicence }),
      ],
    },
    facts: [
      {
        label: t('account.quotation.number'),
        value: quotationNumber(quotation.inquiryId, quotation.version),
      },
      { label: t('account.quotation.version'), value: words.number(quotation.version) },
      { label: t('account.quotation.date'), value: date(quotation.sentAt) },
      { label: t('account.quotation.validUntil'), value: date(quotation.validUntil) },
    ],
    state: stateOf(quotation, words),
    parties: partiesOf(data, words),
    columns: [
      { key: 'number', header: '#', align: 'left' },
      { key: 'product', header: t('account.quotation.product'), align: 'left' },
      { key: 'quantity', header: t('account.quotation.quantity'), align: 'right' },
      { key: 'unitPrice', header: t('account.quotation.unitPrice'), align: 'right' },
      { key: 'packing', header: t('account.quotation.packing'), align: 'left' },
      { key: 'amount', header: t('account.quotation.amount'), align: 'right' },
    ],
    lines: linesOf(quotation, words),
    totals: totalsOf(quotation, words),
    vatNote,
    terms: { heading: t('account.quotation.terms'), rows: terms },
    standardTerms:
      standardTerms.length > 0
        ? { heading: t('account.quotation.standardTerms'), items: standardTerms }
        : null,
    bank: {
      heading: t('account.quotation.bank'),
      rows: [
        { label: t('account.quotation.bank.accountName'), value: COMPANY_BANK.accountName },
        { label: t('account.quotation.bank.bank'), value: COMPANY_BANK.bank },
        { label: t('account.quotation.bank.branch'), value: COMPANY_BANK.branch },
        { label: t('account.quotation.bank.accountNumber'), value: COMPANY_BANK.accountNumber },
        { label: t('account.quotation.bank.routingNumber'), value: COMPANY_BANK.routingNumber },
        { label: t('account.quotation.bank.swift'), value: COMPANY_BANK.swift },
      ],
    },
    signature: {
      for: t('account.quotation.for', { company: COMPANY.name }),
      name: COMPANY_LEGAL.signatory.name,
      title: COMPANY_LEGAL.signatory.title,
    },
    computerGenerated: t('account.quotation.computerGenerated'),
  };
}
