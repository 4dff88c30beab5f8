// The quotation as the buyer receives it by mail: every line, the totals per currency with VAT as
// the quotation treats it, the terms, the company's tax and licence numbers, and a private link to
// the tracking page where it can be read again and accepted. Written in the language the buyer
// asked in (inquiries.language), money with the taka sign and lakh grouping in that language's digits.

import { VAT_RATE_PERCENT } from '@/contract/enums';
import type { Quotation } from '@/contract/quotations';
import { COMPANY, COMPANY_LEGAL } from '@/contract/site';
import type { Locale } from '@/i18n/locales';
import { composeMail } from '@/server/features/mail/compose-mail';
import { mailQuantity } from '@/server/features/mail/mail-language';
import type { OutgoingMail } from '@/server/features/mail/outbox';
import { type Translator, translator } from '@/server/i18n/translator';

type Buyer = { name: string; productName: string; language: Locale };

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

export function quotationMail(quotation: Quotation, buyer: Buyer, trackingUrl: string): OutgoingMail {
  const tr = translator(buyer.language);
  const { t } = tr;
  const revised = quotation.version > 1;
  const version = tr.number(quotation.version);
  const subject = revised
    ? t('mail.quotation.subjectRevised', { version, site: COMPANY.shortName })
    : t('mail.quotation.subject', { site: COMPANY.shortName });
  const intro = revised
    ? t('mail.quotation.introRevised', {
        product: buyer.productName,
        previous: tr.number(quotation.version - 1),
      })
    : t('mail.quotation.intro', { product: buyer.productName });
  const content = composeMail(
    {
      heading: t('mail.quotation.heading', { version }),
      paragraphs: [t('mail.ack.greeting', { name: buyer.name }), intro],
      table: {
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
          mailQuantity(tr, line.quantity, line.unit),
          `${tr.price(line.unitPrice, line.currency)} / ${tr.unit(line.unit)}`,
          tr.price(line.lineTotal, line.currency),
          line.packing ?? '',
          line.leadTime ?? '',
        ]),
      },
      details: [
        // One total per currency: prices in BDT and USD are never added together.
        ...quotation.totals.map((total): [string, string] => [
          quotation.totals.length > 1
            ? t('mail.label.totalIn', { currency: total.currency })
            : t('mail.label.total'),
          totalLine(tr, total),
        ]),
        [t('mail.label.vat'), t(`mail.vat.${quotation.vatTreatment}`)],
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
  return { kind: 'quotation', subject, quotationId: quotation._id, ...content };
}
