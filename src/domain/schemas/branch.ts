import { z } from 'zod';
import { optionalText, requiredText } from './common';

export const branchInputSchema = z.object({
  name: requiredText('Branch name', 100),
  code: optionalText('Branch code', 20),
  address: optionalText('Address', 300),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  phone: optionalText('Phone', 20),
});
export type BranchInput = z.input<typeof branchInputSchema>;

export const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  memberCount: z.number(),
  createdAt: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;
