import { z } from 'zod';

/** What the header search finds, in the order its groups are shown. */
export const SEARCH_KINDS = ['lead', 'contact', 'flatBuyer', 'customer', 'quotation', 'invoice'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  lead: 'Leads',
  contact: 'Sales contacts',
  flatBuyer: 'Flat buyers',
  customer: 'Customer records',
  quotation: 'Quotations',
  invoice: 'Invoices',
};

/** At most this many results of each kind: the header shows a handful, the lists show the rest. */
export const SEARCH_PER_KIND = 8;
export const SEARCH_MAX_LENGTH = 100;

/** GET /api/search: one term, matched against names, any form of mobile, emails and numbers. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Type something to search for.' })
    .trim()
    .min(1, 'Type something to search for.')
    .max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`),
});

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The web app's page of the record. */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
