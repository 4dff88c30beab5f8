// The quotation as the buyer receives it by mail: every line, the totals per currency with VAT as
// the quotation treats it, the terms, the company's tax and licence numbers, and a private link to
// the tracking page where it can be read again and accepted.

import { VAT_RATE_PERCENT } from '@/contract/enums';
import { formatPrice } from '@/contract/money';
import {
  formatCalendarDate,
  formatQuantity,
  type Quotation,
  VAT_TREATMENT_LABELS,
} from '@/contract/quotations';
import { COMPANY, COMPANY_LEGAL } from '@/contract/site';
import { composeMail } from '@/server/features/mail/compose-mail';
import type { OutgoingMail } from '@/server/features/mail/outbox';

type Buyer = { name: string; productName: string };

/** "BDT 1,000 + VAT 15% BDT 150 = BDT 1,150", or the subtotal alone when no VAT is added. */
function totalLine(total: Quotation['totals'][number]): string {
  const subtotal = formatPrice(total.subtotal, total.currency);
  if (total.vat === 0) return subtotal;
  return `${subtotal} + VAT ${VAT_RATE_PERCENT}% ${formatPrice(total.vat, total.currency)} = ${formatPrice(total.total, total.currency)}`;
}

export function quotationMail(quotation: Quotation, buyer: Buyer, trackingUrl: string): OutgoingMail {
  const revised = quotation.version > 1;
  const subject = revised
    ? `Revised quotation (version ${quotation.version}) from ${COMPANY.shortName}`
    : `Your quotation from ${COMPANY.shortName}`;
  const intro = revised
    ? `Here is our revised quotation for your inquiry about ${buyer.productName}. It replaces version ${quotation.version - 1}, which no longer applies.`
    : `Thank you for your inquiry about ${buyer.productName}. Here is our quotation.`;
  const content = composeMail({
    heading: `Quotation, version ${quotation.version}`,
    paragraphs: [`Dear ${buyer.name},`, intro],
    table: {
      headers: ['Product', 'Quantity', 'Unit price', 'Line total', 'Packing', 'Lead time'],
      rows: quotation.lines.map((line) => [
        line.productName,
        formatQuantity(line.quantity, line.unit),
        `${formatPrice(line.unitPrice, line.currency)} / ${line.unit}`,
        formatPrice(line.lineTotal, line.currency),
        line.packing ?? '',
        line.leadTime ?? '',
      ]),
    },
    details: [
      // One total per currency: prices in BDT and USD are never added together.
      ...quotation.totals.map((total): [string, string] => [
        quotation.totals.length > 1 ? `Total in ${total.currency}` : 'Total',
        totalLine(total),
      ]),
      ['VAT', VAT_TREATMENT_LABELS[quotation.vatTreatment]],
      ['Delivery', `${quotation.incoterm} ${quotation.deliveryPlace}`],
      ['Payment terms', quotation.paymentTerms],
      ['Valid until', formatCalendarDate(quotation.validUntil)],
      ['Notes', quotation.notes],
    ],
    action: { label: 'View and accept this quotation', url: trackingUrl },
    // The company's registration, as on any Bangladeshi commercial document, with the signatory.
    footnote: `${COMPANY_LEGAL.signatory.name}, ${COMPANY_LEGAL.signatory.title}, ${COMPANY.name}. BIN: ${COMPANY_LEGAL.bin}. Trade licence: ${COMPANY_LEGAL.tradeLicence}. This link is private to you: anyone who has it can read your quotation.`,
  });
  return { kind: 'quotation', subject, quotationId: quotation._id, ...content };
}
