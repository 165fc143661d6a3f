import { z } from 'zod';
import { WHATSAPP_TEMPLATE_CATEGORIES } from './whatsapp';

/** POST /api/whatsapp/templates/:id/preview: the template filled for one lead (decision 214). */
export const whatsappPreviewInputSchema = z.object({
  leadId: z.uuid({ error: 'Choose a lead to preview with.' }),
});

export const whatsappPreviewSchema = z.object({
  /** The body as the buyer reads it. */
  text: z.string(),
  /** One value per {{n}}, in order: what a send carries. */
  params: z.array(z.string()),
  /** Placeholders with no variable chosen ({{2}}): the template cannot be sent until they are. */
  unmapped: z.array(z.string()),
  /** Chosen variables that are empty for this lead, by label: Meta refuses an empty value. */
  empty: z.array(z.string()),
  category: z.enum(WHATSAPP_TEMPLATE_CATEGORIES),
});
export type WhatsAppPreview = z.infer<typeof whatsappPreviewSchema>;
