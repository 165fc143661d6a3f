// What other modules may use of the mail module (ARCHITECTURE.md, "Module boundaries"): queue an
// email in their own transaction, with the company letterhead around their words.

export type { OutboxAttachment } from '../../db/schema/email-outbox';
export { withLetterheadLogo } from '../../mail/letterhead-logo';
// The prepare job of an email that carries a kept file (decision 197).
export { defineAttachingEmailJob } from './attaching-job';
export type { EmailContent } from './email-layout';
// Campaign emails wrap a template's own body in the same letterhead.
export { renderEmailWithBody } from './email-layout';
export {
  outboxCause,
  type QueueEmailInput,
  type QueueEmailResult,
  queueEmail,
  queueEmails,
  releaseEmail,
} from './outbox';
