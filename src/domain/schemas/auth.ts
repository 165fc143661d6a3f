import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password-rules';
import { ROLES } from '../roles';
import { emailSchema, requiredText } from './common';

const passwordField = z
  .string({ error: 'Password is required.' })
  .min(1, { error: 'Password is required.' })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

export const loginSchema = z.object({ email: emailSchema, password: passwordField });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
  password: passwordField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const createPasswordSchema = z.object({
  token: z.string({ error: 'Missing or invalid token' }).min(1, { error: 'Missing or invalid token' }).max(200),
  password: passwordField,
  confirmPassword: z
    .string({ error: 'Confirm Password is required.' })
    .min(1, { error: 'Confirm Password is required.' }),
});
export type CreatePasswordInput = z.infer<typeof createPasswordSchema>;

/** "Forgot password?" on /login: the answer is the same for every address. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The user object the client stores (a numeric role; the rest is ours). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.union(ROLES.map((r) => z.literal(r)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]).nullable(),
  branchId: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  user: sessionUserSchema,
  /** Present when the account can log in straight away (the first administrator). */
  token: z.string().optional(),
});

export const setupResponseSchema = z.object({ needsFirstUser: z.boolean() });
export const meResponseSchema = z.object({ user: sessionUserSchema });
