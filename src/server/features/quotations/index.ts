// What other features use of quotations: reading the versions, their state and totals, the
// quotation's lines and totals as a mail prints them, and a fresh private link to the inquiry's page.
export { createInquiryAccessLink } from './access-tokens';
export { quotationLinesTable, quotationTotalDetails } from './quotation-mail';
export {
  findQuotation,
  findQuotationLines,
  listQuotationRows,
  listQuotationsForInquiry,
  markQuotationAccepted,
} from './quotation-repository';
export { type QuotationRow, quotationState, toQuotation } from './quotation-view';
