import { z } from 'zod';
import { emailSchema, mobileSchema, optionalRefSchema, refSchema, requiredText } from './common';

export const roleSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Role must be 0 (administrator), 1 (area business manager) or 2 (executive).',
});

/** Whom selected records (leads, contacts) go to; the assign payloads add the ids of those records. */
export const assignToMemberSchema = z.object({ assignedTo: refSchema('Assigned to') });

/** Accepts the role as a number or a numeric string, since URL params and forms give strings. */
export const roleParamSchema = z.object({
  role: z.coerce.number({ error: 'Role must be 0, 1 or 2.' }).pipe(roleSchema),
});

/** A member who is deactivated cannot sign in; their records stay. */
export const MEMBER_STATUSES = ['active', 'deactivated'] as const;

export const memberCreateSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
  mobile: mobileSchema,
  role: roleSchema,
  branchId: optionalRefSchema('Branch'),
  reportsTo: optionalRefSchema('Reports to'),
});
export type MemberCreateInput = z.input<typeof memberCreateSchema>;
export type MemberCreate = z.output<typeof memberCreateSchema>;

export const memberUpdateSchema = z.object({
  name: requiredText('Name', 100).optional(),
  email: emailSchema.optional(),
  /** Left out: unchanged. null is what a GET gives for a member who registered without one. */
  mobile: mobileSchema.nullable().optional(),
  /** null takes the role away (back to pending); giving a role approves a pending registration. */
  role: roleSchema.nullable().optional(),
  branchId: optionalRefSchema('Branch'),
  reportsTo: optionalRefSchema('Reports to'),
  status: z.enum(MEMBER_STATUSES, { error: 'Status must be active or deactivated.' }).optional(),
  /** A manager's extra branches, besides their own (decision 156). Left out: unchanged. */
  leadBranchIds: z
    .array(z.uuid({ error: 'A branch id is not valid.' }), { error: 'Extra branches must be a list of branches.' })
    .max(200, { error: 'Choose at most 200 branches.' })
    .optional(),
  /** A manager who works every branch's leads (decision 156). */
  allLeadBranches: z.boolean({ error: 'All branches must be true or false.' }).optional(),
});
export type MemberUpdateInput = z.input<typeof memberUpdateSchema>;
export type MemberUpdate = z.output<typeof memberUpdateSchema>;

export const memberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: roleSchema.nullable(),
  status: z.enum(MEMBER_STATUSES),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  reportsTo: z.string().nullable(),
  reportsToName: z.string().nullable(),
  /** The branches a manager works besides their own; empty for everyone else. */
  leadBranchIds: z.array(z.string()),
  /** True when an administrator widened a manager to every branch's leads. */
  allLeadBranches: z.boolean(),
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
  /** The address the link was emailed to; null when email (SMTP) is not set up, so copy the link. */
  emailedTo: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const memberCreatedSchema = z.object({ member: memberSchema, invite: inviteSchema });
