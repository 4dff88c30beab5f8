// The samples feature's public entry: the product page's "Request a sample" button, the buyer's
// requests for the profile, and its keys. Its pages and admin tab are loaded by app/.
export { sampleKeys } from './api/sample-keys';
export { MySamplesSection } from './my-samples-section';
export { RequestSampleButton } from './request-sample-button';
export type { SampleVariant } from './sample-types';
