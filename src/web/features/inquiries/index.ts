// The inquiries feature's public entry: the Request Quote button for the product page and the
// submission the quote basket sends. Its pages and admin tab are loaded by app/.
export { useSubmitInquiry } from './api/submit-inquiry';
export { RequestQuoteButton } from './request-quote-button';
