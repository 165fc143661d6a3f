import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { searchString } from '../../../../domain/paths';
import { api } from '../../../lib/api-client';

/** The lead a booking is for, read through the leads API (name and mobile for the form). */
const leadSchema = z.object({ lead: z.looseObject({ _id: z.string(), name: z.string(), mobile: z.string() }) });
const leadsSchema = z.object({
  leads: z.array(z.looseObject({ _id: z.string(), name: z.string(), mobile: z.string() })),
});

export function useBookingLead(id: string | undefined) {
  return useQuery({
    queryKey: ['bookings', 'lead', id] as const,
    queryFn: ({ signal }) => api.get(`/api/lead/getLeadById/${id}`, leadSchema, signal).then((r) => r.lead),
    enabled: Boolean(id),
  });
}

export function useLeadSearch(search: string) {
  return useQuery({
    queryKey: ['bookings', 'lead-search', search] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/lead/getLeads${searchString({ search, pageSize: 10 })}`, leadsSchema, signal).then((r) => r.leads),
    enabled: search.trim().length >= 2,
  });
}
