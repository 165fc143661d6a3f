import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type CompanyInput, companySchema } from '../../../../domain/schemas/company';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/shared-queries';

const responseSchema = z.object({ company: companySchema });

export interface SaveCompanyInput {
  fields: CompanyInput;
  logo: File | null;
  removeLogo: boolean;
}

/** PUT /api/company is multipart: the text fields, an optional `logo`, and `removeLogo=true`. */
export function saveCompany({ fields, logo, removeLogo }: SaveCompanyInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value ?? '');
  if (logo) form.append('logo', logo);
  else if (removeLogo) form.append('removeLogo', 'true');
  return api.put('/api/company', form, responseSchema).then((r) => r.company);
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    // Every screen that reads the company (letterhead, letters, the purchase form's GST split) shares this entry.
    onSuccess: (company) => {
      queryClient.setQueryData(sharedKeys.company, company);
      return queryClient.invalidateQueries({ queryKey: sharedKeys.company });
    },
  });
}
