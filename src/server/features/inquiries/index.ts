// What other features use of inquiries: reading one, locking it to change it with its history, and
// the buyer's tracking links.
export {
  addInquiryEvents,
  findInquiry,
  lockInquiry,
  type NewInquiryEvent,
  updateInquiry,
} from './inquiry-repository';
export type { InquiryLineRow, InquiryRow } from './inquiry-view';
export { createTrackingLink, queuedTrackingUrl } from './tracking-token';
