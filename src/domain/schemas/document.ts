import { z } from 'zod';
import { optionalText, requiredText } from './common';

/** An uploaded file as the API shows it: open it through `url` with the session token. */
export const fileRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  /** `/api/files/<id>`; needs the Bearer token. */
  url: z.string(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

export const fileUrl = (id: string) => `/api/files/${id}`;

export const DOCUMENT_CATEGORIES = [
  'Agreement',
  'Approval',
  'Brochure',
  'Floor Plan',
  'Legal',
  'Price List',
  'Receipt',
  'Other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** The text fields of a library upload (multipart; the file travels as `file`). */
export const documentInputSchema = z.object({
  title: requiredText('Title', 200),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose a category from the list.' }),
  description: optionalText('Description', 1000),
});
export type DocumentInput = z.input<typeof documentInputSchema>;

export const documentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  description: z.string().nullable(),
  file: fileRefSchema,
  uploadedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type LibraryDocument = z.infer<typeof documentSchema>;

export const documentQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  uploadedBy: z.uuid({ error: 'That uploader id is not valid.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const documentListSchema = z.object({
  documents: z.array(documentSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});

export const uploaderSchema = z.object({ _id: z.string(), name: z.string(), count: z.number() });
