// The inquiries feature's public entry: the Request Quote button for the product page, and its keys
// for the notifications bell. Its pages and admin tab are loaded by app/.
export { inquiryKeys } from './api/inquiry-keys';
export { RequestQuoteButton } from './request-quote-button';
