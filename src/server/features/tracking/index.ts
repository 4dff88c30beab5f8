// What other features use of the buyer's side: the quotation PDF the buyer downloads, which the
// quotation mail attaches.
export { renderQuotationPdf } from './pdf/quotation-pdf';
