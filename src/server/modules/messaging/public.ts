/** What other modules may use of messaging (decision 008): the send job for the registry. */
export { campaignSendJob } from './send-job';
