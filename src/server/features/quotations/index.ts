// What other features use of quotations: reading the versions, their state and totals, and the
// quotation's lines and totals as a mail prints them.
export { quotationLinesTable, quotationTotalDetails } from './quotation-mail';
export {
  findQuotation,
  findQuotationLines,
  listQuotationRows,
  listQuotationsForInquiry,
  markQuotationAccepted,
} from './quotation-repository';
export { type QuotationRow, quotationState, toQuotation } from './quotation-view';
