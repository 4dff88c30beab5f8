// What other features use of sample requests: the buyer's tracking link, which the sales desk's
// messages to the buyer carry.
export { sampleTrackingLink, sampleTrackingPath } from './sample-mails';
