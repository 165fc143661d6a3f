import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companySchema } from '../../../../domain/schemas/company';
import { api } from '../../../lib/api-client';

const responseSchema = z.object({ company: companySchema });

/** The company's state decides CGST + SGST or IGST on a bill; '' when the profile is not filled in. */
export function getCompanyState(signal?: AbortSignal) {
  return api.get('/api/company', responseSchema, signal).then((r) => r.company.state);
}

export function useCompanyState() {
  return useQuery({ queryKey: ['purchase', 'company-state'], queryFn: ({ signal }) => getCompanyState(signal) });
}
