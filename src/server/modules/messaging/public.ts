/** What other modules may use of messaging (decision 008): the send jobs for the registry, and the demand and reminder SMS (decision 199). */

/** Whether each channel can send, in the sentence a screen shows (WhatsApp's lead conversation reads it, decision 215). */
export { channelReadiness } from './channel-readiness';
export { type NoticeItem, queueNoticeSms } from './notice-outbox';
export { noticeSendJob } from './notice-send-job';
export { noticeSetup } from './notice-settings';
export { campaignSendJob } from './send-job';
/** A lead's template variables, for the WhatsApp template preview and sends (decision 214). */
export { variableValues } from './values';
