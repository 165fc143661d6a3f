import { z } from 'zod';
import { mobileSchema } from './common';
import { templatePreviewSchema } from './message-template';
import { audienceInputSchema } from './messaging';

/**
 * What the send screens ask before anything is queued (decision 158): can the channel send at all,
 * what the first recipients would get, and a test of the message to the person sending it.
 */

const channelStateSchema = z.object({
  ready: z.boolean(),
  /** Why it cannot send, as a sentence; null when ready. */
  problem: z.string().nullable(),
});

/** GET /api/message/readiness. */
export const channelReadinessSchema = z.object({
  email: channelStateSchema,
  sms: channelStateSchema.extend({
    /** The headers registered in the SMS settings: an SMS template's sender id must be one of them. */
    senderIds: z.array(z.string()),
  }),
  whatsapp: channelStateSchema,
});
export type ChannelReadiness = z.infer<typeof channelReadinessSchema>;

/** How many of the first recipients the confirmation lets a person step through. */
export const PREVIEW_RECIPIENTS = 5;

export const recipientPreviewSchema = z.object({
  lead: z.object({ _id: z.string(), name: z.string(), address: z.string() }),
  preview: templatePreviewSchema,
});

/** POST /api/message/audience/preview: the first recipients (by name) and each one's message. */
export const audiencePreviewSchema = z.object({ items: z.array(recipientPreviewSchema) });
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

/** POST /api/message/test-to-me. */
export const testToMeInputSchema = audienceInputSchema.extend({
  /** Whose data fills the message: one of the audience's recipients; the first when absent. */
  leadId: z.uuid({ error: 'The lead to fill the message with is not valid.' }).optional(),
  /** SMS: where to send the test when the person's own profile has no mobile. */
  mobile: mobileSchema.optional(),
});
export type TestToMeInput = z.output<typeof testToMeInputSchema>;

export const testToMeResultSchema = z.object({
  /** False when the SMTP server or the SMS gateway refused it; `message` is their answer. */
  ok: z.boolean(),
  message: z.string(),
  /** The address or mobile the test went to. */
  to: z.string(),
  /** The lead whose data filled it. */
  leadName: z.string(),
});
export type TestToMeResult = z.infer<typeof testToMeResultSchema>;
