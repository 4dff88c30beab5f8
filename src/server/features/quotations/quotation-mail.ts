// The quotation as the buyer receives it by mail: every line, the totals per currency with VAT as
// the quotation treats it, the terms, the company's tax and licence numbers, and a private link to
// the tracking page where it can be read again and accepted. Written in the language the buyer
// asked in (inquiries.language), money with the taka sign and lakh grouping in that language's digits.
// Its subject names the quotation's number and what it is for, so a buyer with several requests
// tells them apart; the body names the inquiry's reference too.

import { VAT_RATE_PERCENT } from '@/contract/enums';
import type { Quotation } from '@/contract/quotations';
import { COMPANY, COMPANY_LEGAL } from '@/contract/site';
import { inquiryReference, quotationNumber } from '@/contract/tracking';
import type { Locale } from '@/i18n/locales';
import { composeMail, type OutgoingMail, productsSummary } from '@/server/features/mail';
import { type Translator, translator } from '@/server/i18n/translator';

type Buyer = { name: string; language: Locale };

/** "BDT 1,000 + VAT 15% BDT 150 = BDT 1,150", or the subtotal alone when no VAT is added. */
function totalLine(tr: Translator, total: Quotation['totals'][number]): string {
  const subtotal = tr.price(total.subtotal, total.currency);
  if (total.vat === 0) return subtotal;
  return tr.t('mail.quotation.totalWithVat', {
    subtotal,
    rate: tr.number(VAT_RATE_PERCENT),
    vat: tr.price(total.vat, total.currency),
    total: tr.price(total.total, total.currency),
  });
}

/** The priced lines, as the buyer's mail and the staff's acceptance alert list them. */
export function quotationLinesTable(tr: Translator, quotation: Quotation) {
  const { t } = tr;
  return {
    headers: [
      t('mail.label.product'),
      t('mail.label.quantity'),
      t('mail.label.unitPrice'),
      t('mail.label.lineTotal'),
      t('mail.label.packing'),
      t('mail.label.leadTime'),
    ],
    rows: quotation.lines.map((line) => [
      line.productName,
      tr.quantity(line.quantity, line.unit),
      `${tr.price(line.unitPrice, line.currency)} / ${tr.unit(line.unit)}`,
      tr.price(line.lineTotal, line.currency),
      line.packing ?? '',
      line.leadTime ?? '',
    ]),
  };
}

/** One total per currency (prices in BDT and USD are never added together), and the VAT treatment. */
export function quotationTotalDetails(tr: Translator, quotation: Quotation): [string, string][] {
  const { t } = tr;
  return [
    ...quotation.totals.map((total): [string, string] => [
      quotation.totals.length > 1
        ? t('mail.label.totalIn', { currency: total.currency })
        : t('mail.label.total'),
      totalLine(tr, total),
    ]),
    [t('mail.label.vat'), t(`mail.vat.${quotation.vatTreatment}`)],
  ];
}

/** `trackingUrl` as the queued mail holds it (tracking-token.ts queuedTrackingUrl). */
export function quotationMail(
  quotation: Quotation,
  buyer: Buyer,
  trackingUrl: string,
): Pick<OutgoingMail, 'kind' | 'subject' | 'text' | 'html' | 'quotationId'> {
  const tr = translator(buyer.language);
  const { t } = tr;
  const revised = quotation.version > 1;
  const number = quotationNumber(quotation.inquiryId, quotation.version);
  // The lines' names are the quotation's own, written from the draft in the buyer's language.
  const what = productsSummary(
    tr,
    quotation.lines.map((line) => line.productName),
  );
  const intro = revised
    ? t('mail.quotation.introRevised', { product: what, previous: tr.number(quotation.version - 1) })
    : t('mail.quotation.intro', { product: what });
  const content = composeMail(
    {
      heading: t(revised ? 'mail.quotation.headingRevised' : 'mail.quotation.heading', { number }),
      paragraphs: [t('mail.ack.greeting', { name: buyer.name }), intro],
      table: quotationLinesTable(tr, quotation),
      details: [
        [t('mail.label.quotationNumber'), number],
        [t('mail.label.reference'), inquiryReference(quotation.inquiryId)],
        ...quotationTotalDetails(tr, quotation),
        [t('mail.label.delivery'), `${quotation.incoterm} ${quotation.deliveryPlace}`],
        [t('mail.label.paymentTerms'), quotation.paymentTerms],
        [t('mail.label.validUntil'), tr.date(quotation.validUntil)],
        [t('mail.label.notes'), quotation.notes],
      ],
      action: { label: t('mail.quotation.action'), url: trackingUrl },
      // The company's registration, as on any Bangladeshi commercial document, with the signatory.
      footnote: t('mail.quotation.footnote', {
        signatory: COMPANY_LEGAL.signatory.name,
        title: COMPANY_LEGAL.signatory.title,
        company: COMPANY.name,
        bin: COMPANY_LEGAL.bin,
        licence: COMPANY_LEGAL.tradeLicence,
      }),
    },
    buyer.language,
  );
  return {
    kind: 'quotation',
    subject: t('mail.quotation.subject', { number, product: what }),
    quotationId: quotation._id,
    ...content,
  };
}
