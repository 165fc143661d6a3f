import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companySchema } from '../../../../domain/schemas/company';
import { api } from '../../../lib/api-client';

const responseSchema = z.object({ company: companySchema });

/** The company profile printed as the letterhead. */
export function useLetterhead() {
  return useQuery({
    queryKey: ['company'],
    queryFn: ({ signal }) => api.get('/api/company', responseSchema, signal).then((r) => r.company),
  });
}
