import { z } from 'zod';
import { CALL_DIRECTIONS, CALL_SORTS } from '../../../../domain/schemas/call';
import { isoDateSchema } from '../../../../domain/schemas/iso-date';

const yesNo = z.enum(['true', 'false']).optional();

/**
 * A member's call list as the URL keeps it (getCallHistoriesByMember's query, with the search box
 * under the name the list screens share, and yes/no filters kept as the text the API reads).
 */
export const callListParams = z.object({
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
  direction: z.enum(CALL_DIRECTIONS).optional(),
  answered: yesNo,
  matched: yesNo,
  search: z.string().trim().max(100).optional(),
  sort: z.enum(CALL_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
});
export type CallListParams = z.output<typeof callListParams>;
