// The samples feature's public entry: the product page's "Request a sample" button, the status steps
// My inquiries shows, and its keys. Its pages and admin tab are loaded by app/.
export { sampleKeys } from './api/sample-keys';
export { RequestSampleButton, type SampleVariant } from './request-sample-button';
