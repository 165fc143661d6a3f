/** What the job registry may name of the inbound module (decision 008): its two poll jobs. */

/**
 * WhatsApp (decision 215): a buyer's first message makes a lead, or a re-enquiry on the lead with
 * that mobile, exactly as a pushed enquiry does, in the webhook's own transaction.
 */
export { type Enquiry, type Routing, routingOf } from './ingest';
export { inboundPollDueJob, inboundPollJob } from './poll-job';
export { type ArrivedEnquiry, type Logged, logAndApply } from './process-events';
/** The HMAC-SHA256 check of a webhook's raw bytes (constant time), as Meta signs both lead ads and WhatsApp. */
export { sameText, signatureMatches } from './push-service';
/** How a person reads an enquiry's origin ("99acres", "Meta Lead Ads"): the lead page's consent and source panel. */
export { originLabel } from './service';
