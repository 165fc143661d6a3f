/** What the job registry may name of the inbound module (decision 008): its two poll jobs. */
export { inboundPollDueJob, inboundPollJob } from './poll-job';
/** How a person reads an enquiry's origin ("99acres", "Meta Lead Ads"): the lead page's consent and source panel. */
export { originLabel } from './service';
