import { z } from 'zod';
import {
  createPasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
} from '../../../../domain/schemas/auth';

/**
 * The signed-out forms' schemas, all from the shared ones in src/domain/schemas/auth. The pages
 * import this module dynamically (use-lazy-schema-form), so zod is not part of their first render.
 */
export { forgotPasswordSchema, loginSchema };

/** The server decides the password rules; the screen only checks that the two entries match. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, { error: 'Confirm Password is required.' }) })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The two passwords do not match.',
  });

/** The token comes from the link, not from a field. */
export const passwordFieldsSchema = createPasswordSchema.pick({ password: true, confirmPassword: true });
