// What other features use of the site: the shape of a page section's head, and the company as
// JSON-LD that product and career pages refer to.
export { organizationRef, postalAddress } from './company-json-ld';
export type { PageResolver, PageSection } from './page-meta';
