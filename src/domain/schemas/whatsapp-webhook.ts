import { z } from 'zod';

/**
 * The WhatsApp Cloud API webhook body (Meta's shapes, decision 215). Only what we read is named;
 * everything else passes through untouched, and a part we cannot read is skipped, never a 500:
 * Meta adds fields and message types without notice.
 */

const media = z.looseObject({
  id: z.string(),
  mime_type: z.string().optional(),
  sha256: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});

export const webhookMessageSchema = z.looseObject({
  from: z.string().min(1).max(30),
  id: z.string().min(1).max(200),
  /** Unix seconds, as a string. */
  timestamp: z.union([z.string(), z.number()]).optional(),
  type: z.string().max(40).default('unsupported'),
  text: z.looseObject({ body: z.string() }).optional(),
  image: media.optional(),
  document: media.optional(),
  audio: media.optional(),
  video: media.optional(),
  sticker: media.optional(),
  button: z.looseObject({ text: z.string().optional(), payload: z.string().optional() }).optional(),
  interactive: z
    .looseObject({
      button_reply: z.looseObject({ title: z.string().optional() }).optional(),
      list_reply: z.looseObject({ title: z.string().optional() }).optional(),
    })
    .optional(),
  reaction: z.looseObject({ emoji: z.string().optional() }).optional(),
  location: z
    .looseObject({
      latitude: z.number().optional(),
      longitude: z.number().optional(),
      name: z.string().optional(),
      address: z.string().optional(),
    })
    .optional(),
  /** A click-to-WhatsApp ad or post: only on the buyer's first message from it. */
  referral: z.record(z.string(), z.unknown()).optional(),
});
export type WebhookMessage = z.infer<typeof webhookMessageSchema>;

export const webhookStatusSchema = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp: z.union([z.string(), z.number()]).optional(),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.looseObject({
        code: z.union([z.number(), z.string()]).optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.looseObject({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
export type WebhookStatus = z.infer<typeof webhookStatusSchema>;

export const webhookContactSchema = z.looseObject({
  wa_id: z.string().optional(),
  profile: z.looseObject({ name: z.string().optional() }).optional(),
});

/** `entry[].changes[]`: `field` says what `value` holds (messages, template status, category…). */
export const webhookChangeSchema = z.looseObject({
  field: z.string(),
  value: z.record(z.string(), z.unknown()),
});

export const webhookBodySchema = z.looseObject({
  object: z.string().optional(),
  entry: z.array(z.looseObject({ id: z.string().optional(), changes: z.array(z.unknown()).default([]) })).default([]),
});
