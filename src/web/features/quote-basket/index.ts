// The quote basket's public entry: the "Add to quote" button for product cards and pages, the
// header's basket link, and the sync that keeps the basket across tabs and merges it at login
// (mounted once by the app shell). Its page is a route, loaded by app/routes.tsx.
export { AddToQuoteButton } from './add-to-quote-button';
export { QuoteBasketLink } from './quote-basket-link';
export { QuoteBasketSync } from './quote-basket-sync';
