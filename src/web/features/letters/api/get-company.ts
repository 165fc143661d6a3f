import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companySchema } from '../../../../domain/schemas/company';
import { api } from '../../../lib/api-client';

const companyResponseSchema = z.object({ company: companySchema });

/** The letterhead and signatory (GET /api/company). */
export function getCompany(signal?: AbortSignal) {
  return api.get('/api/company', companyResponseSchema, signal).then((r) => r.company);
}

export function useCompany() {
  return useQuery({ queryKey: ['company'], queryFn: ({ signal }) => getCompany(signal) });
}
