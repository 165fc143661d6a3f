import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leadSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { billingKeys } from './keys';

const responseSchema = z.object({ lead: leadSchema });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead a quotation is created for (/quotation/create/:id), to prefill its name and mobile. */
export function getQuotationLead(id: string, signal?: AbortSignal) {
  return api.get(`/api/lead/getLeadById/${id}`, responseSchema, signal).then((r) => r.lead);
}

/** Only a lead id is looked up; `new` (or anything that is not an id) starts an empty quotation. */
export function useQuotationLead(id: string | undefined) {
  const isLeadId = Boolean(id && UUID.test(id));
  return useQuery({
    queryKey: billingKeys.lead(id),
    enabled: isLeadId,
    retry: false,
    queryFn: ({ signal }) => getQuotationLead(id as string, signal),
  });
}
