import { z } from 'zod';

/**
 * Unfinished quotation forms saved as the user types (beyond the spec). The form values are kept
 * as they were typed, so a draft may be incomplete or invalid; it is checked when saved for real.
 */
export const DRAFT_KINDS = ['quotation-create', 'quotation-edit'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** ~200 KB of form values is far beyond a 200-line quotation; anything bigger is refused. */
export const DRAFT_MAX_CHARS = 200_000;

const draftData = z
  .record(z.string(), z.unknown(), { error: 'The draft must be an object of form values.' })
  .refine((data) => JSON.stringify(data).length <= DRAFT_MAX_CHARS, { error: 'This draft is too large to save.' });

export const draftCreateSchema = z.object({
  kind: z.enum(DRAFT_KINDS, { error: 'Unknown kind of draft.' }),
  /** The quotation being edited (kind quotation-edit). */
  quotationId: z.uuid({ error: 'That quotation id is not valid.' }).optional(),
  title: z.string().trim().max(200).default(''),
  data: draftData,
});
export type DraftCreateInput = z.input<typeof draftCreateSchema>;

export const draftUpdateSchema = z.object({ title: z.string().trim().max(200).default(''), data: draftData });
export type DraftUpdateInput = z.input<typeof draftUpdateSchema>;

export const draftSchema = z.object({
  _id: z.string(),
  kind: z.enum(DRAFT_KINDS),
  quotationId: z.string().nullable(),
  title: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
