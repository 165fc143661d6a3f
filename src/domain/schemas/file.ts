import { z } from 'zod';

export const kycAccessLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/kyc-access-log: who opened which KYC file, and when. */
export const kycAccessLogSchema = z.object({
  entries: z.array(
    z.object({
      _id: z.string(),
      /** null once the file itself was deleted; the entry stays. */
      fileId: z.string().nullable(),
      fileName: z.string(),
      userId: z.string().nullable(),
      userName: z.string(),
      ip: z.string().nullable(),
      at: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type KycAccessLog = z.infer<typeof kycAccessLogSchema>;
