import { z } from 'zod';
import { emailSchema, mobileSchema, requiredText } from './common';

export const roleSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Role must be 0 (administrator), 1 (area business manager) or 2 (executive).',
});

/** Accepts the role as a number or a numeric string, since URL params and forms give strings. */
export const roleParamSchema = z.object({
  role: z.coerce.number({ error: 'Role must be 0, 1 or 2.' }).pipe(roleSchema),
});

const optionalId = (label: string) =>
  z
    .union([z.uuid({ error: `${label} is not valid.` }), z.literal(''), z.null()])
    .optional()
    // undefined = leave as is (updates); '' or null = none.
    .transform((v) => (v === undefined ? undefined : v || null));

export const memberCreateSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
  mobile: mobileSchema,
  role: roleSchema,
  branchId: optionalId('Branch'),
  reportsTo: optionalId('Reports to'),
});
export type MemberCreateInput = z.input<typeof memberCreateSchema>;
export type MemberCreate = z.output<typeof memberCreateSchema>;

export const memberUpdateSchema = z.object({
  name: requiredText('Name', 100).optional(),
  email: emailSchema.optional(),
  mobile: mobileSchema.optional(),
  /** null takes the role away (back to pending); giving a role approves a pending registration. */
  role: roleSchema.nullable().optional(),
  branchId: optionalId('Branch'),
  reportsTo: optionalId('Reports to'),
  status: z.enum(['active', 'deactivated'], { error: 'Status must be active or deactivated.' }).optional(),
});
export type MemberUpdateInput = z.input<typeof memberUpdateSchema>;
export type MemberUpdate = z.output<typeof memberUpdateSchema>;

export const memberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: roleSchema.nullable(),
  status: z.enum(['active', 'deactivated']),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  reportsTo: z.string().nullable(),
  reportsToName: z.string().nullable(),
  /** False until the member has set a password from their invitation. */
  hasPassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const inviteSchema = z.object({
  /** Path with the single-use token: /create-password?token=… */
  invitePath: z.string(),
  expiresAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const memberCreatedSchema = z.object({ member: memberSchema, invite: inviteSchema });
