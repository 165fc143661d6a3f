import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { passwordProblem } from '../../domain/password-rules';
import { type Role, roleTitles } from '../../domain/roles';
import { emailSchema, mobileSchema, requiredText } from '../../domain/schemas/common';
import type { Db } from '../db/database';
import { users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/password-hash';
import { CliError } from './cli-common';

export const USER_CREATE_USAGE = `Usage: npm run user:create -- --email E --password P --role 0|1|2 --name "N" [--mobile M]

  --role 0  Administrator
  --role 1  Area Business Manager
  --role 2  Area Business Executive
The user is created active and can log in at once.`;

export interface UserCreateInput {
  email: string;
  password: string;
  role: Role;
  name: string;
  mobile?: string | undefined;
}

const inputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required.' }),
  role: z.enum(['0', '1', '2'], { error: 'Role must be 0 (administrator), 1 (manager) or 2 (executive).' }),
  name: requiredText('Name', 100),
  mobile: mobileSchema.optional(),
});

/** Reads and checks the command line; every problem is a CliError that names the fix. */
export function parseUserCreateArgs(argv: string[]): UserCreateInput {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        mobile: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USER_CREATE_USAGE}`);
  }
  if (values.help) throw new CliError(USER_CREATE_USAGE);
  const missing = ['email', 'password', 'role', 'name'].filter((k) => values[k] === undefined || values[k] === '');
  if (missing.length > 0) {
    throw new CliError(`Missing ${missing.map((k) => `--${k}`).join(', ')}.\n\n${USER_CREATE_USAGE}`);
  }
  const parsed = inputSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`);
    throw new CliError(`${problems.join('\n')}\n\n${USER_CREATE_USAGE}`);
  }
  const problem = passwordProblem(parsed.data.password);
  if (problem) throw new CliError(`--password: ${problem}`);
  return { ...parsed.data, role: Number(parsed.data.role) as Role };
}

/** Creates an active user with an argon2id password; refuses an email that is taken in any case. */
export async function createUser(db: Db, input: UserCreateInput, now = new Date()) {
  const problem = passwordProblem(input.password);
  if (problem) throw new CliError(problem);
  const email = emailSchema.parse(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (taken) throw new CliError(`A user with the email ${email} already exists.`);
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        email,
        mobile: input.mobile ?? null,
        role: input.role,
        status: 'active',
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id, email: users.email, role: users.role, name: users.name });
    if (!row) throw new Error('insert returned no row');
    return { ...row, roleTitle: roleTitles[input.role] };
  });
}
