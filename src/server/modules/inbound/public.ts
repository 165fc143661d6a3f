/** What the job registry may name of the inbound module (decision 008): its two poll jobs. */
export { inboundPollDueJob, inboundPollJob } from './poll-job';
