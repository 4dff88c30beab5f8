// What other features and the server's start use of the site: the shape of a page section's head,
// the company as JSON-LD that product and career pages refer to, and the home pages rendered ahead.
export { organizationRef, postalAddress } from './company-json-ld';
export { warmUpHomePages } from './home-page-warm-up';
export type { PageResolver, PageSection } from './page-meta';
