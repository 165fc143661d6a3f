import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bankSchema } from '../../domain/schemas/bank';
import { branchSchema } from '../../domain/schemas/branch';
import { companySchema } from '../../domain/schemas/company';
import { leadOptionsSchema } from '../../domain/schemas/lead';
import { memberSchema } from '../../domain/schemas/team';
import { api } from './api-client';

/**
 * Records that several features read. Features may not import each other, so the one query (key,
 * request, response schema) for each lives here; a save in any feature invalidates the same entry
 * and every screen that shows it refreshes. Keys of a feature's own records live in its api/keys.ts.
 */
export const sharedKeys = {
  company: ['company'] as const,
  banks: ['banks'] as const,
  bankList: () => [...sharedKeys.banks, 'list'] as const,
  branches: ['branches'] as const,
  branchList: () => [...sharedKeys.branches, 'list'] as const,
  team: ['team'] as const,
  members: () => [...sharedKeys.team, 'members'] as const,
};

const companyResponse = z.object({ company: companySchema });
const banksResponse = z.object({ banks: z.array(bankSchema) });
const branchesResponse = z.object({ branches: z.array(branchSchema) });
const membersResponse = z.object({ members: z.array(memberSchema) });

/** The company profile: letterhead, signatory, and the state that decides CGST + SGST or IGST. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.company,
    queryFn: ({ signal }) => api.get('/api/company', companyResponse, signal).then((r) => r.company),
  });

export function useCompany() {
  return useQuery(companyQueryOptions());
}

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.bankList(),
    queryFn: ({ signal }) => api.get('/api/bank/getAllBanks', banksResponse, signal).then((r) => r.banks),
  });

export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.branchList(),
    queryFn: ({ signal }) => api.get('/api/branch/getAllBranch', branchesResponse, signal).then((r) => r.branches),
  });

/** Every member, including pending registrations and deactivated people. */
export const membersQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.members(),
    queryFn: ({ signal }) => api.get('/api/team/getAllMembers', membersResponse, signal).then((r) => r.members),
  });

/**
 * Sources, branches and the active members a lead may be assigned to, for screens outside the leads
 * feature (the import's defaults, follow-ups). The key is the leads feature's own
 * (`leadKeys.options()`), so one cache entry serves all and a lead write refreshes it.
 */
export const leadOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['leads', 'options'] as const,
    queryFn: ({ signal }) => api.get('/api/lead/getLeadFormOptions', leadOptionsSchema, signal),
    staleTime: 60_000,
  });

/** Sources, branches and assignable members (the pickers of the lead-side screens). */
export function useLeadPickers() {
  return useQuery(leadOptionsQueryOptions());
}
