// What other features use of inquiries: reading one, locking it to change it with its history, the
// buyer's tracking links, and its status change (the sales desk sets it too).
export {
  addInquiryEvents,
  findInquiry,
  lockInquiry,
  type NewInquiryEvent,
  updateInquiry,
} from './inquiry-repository';
export type { InquiryLineRow, InquiryRow } from './inquiry-view';
export { createTrackingLink, queuedTrackingUrl } from './tracking-token';
export { updateInquiryStatus } from './update-inquiry-status';
