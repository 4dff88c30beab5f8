// The quotations feature's public entry: the quotations part of an inquiry's detail (versions, and
// the editor that writes the next one), used by the admin's inquiries feature, and the standard
// terms' settings panel, shown with the other settings in the Outbox tab, and the quotations' CSV
// download, shown in the lead queue's toolbar.
export { InquiryQuotations } from './components/inquiry-quotations';
export { QuotationExport } from './components/quotation-export';
export { QuotationTermsPanel } from './components/quotation-terms-panel';
