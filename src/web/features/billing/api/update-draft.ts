import { z } from 'zod';
import { type DraftUpdateInput, draftSchema } from '../../../../domain/schemas/draft';
import { api } from '../../../lib/api-client';

const draftResponseSchema = z.object({ draft: draftSchema });

/** No hook: the autosave (hooks/use-draft-autosave.ts) calls it directly and keeps its own status. */
export function updateDraft(id: string, input: DraftUpdateInput) {
  return api.put(`/api/drafts/${id}`, input, draftResponseSchema).then((r) => r.draft);
}
