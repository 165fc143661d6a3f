import { z } from 'zod';
import { type DraftCreateInput, draftSchema } from '../../../../domain/schemas/draft';
import { api } from '../../../lib/api-client';

const draftResponseSchema = z.object({ draft: draftSchema });

/** No hook: the autosave (hooks/use-draft-autosave.ts) calls it directly and keeps its own status. */
export function createDraft(input: DraftCreateInput) {
  return api.post('/api/drafts', input, draftResponseSchema).then((r) => r.draft);
}
