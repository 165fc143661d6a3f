import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/server/db/database';

/**
 * An administrator for a benchmark's app, signed in: registered through the API, then made role 0
 * by hand, since the generated members may have come first and the first account is the one the
 * API makes an administrator.
 */
export async function benchAdminSession(app: FastifyInstance, db: Db): Promise<{ token: string; userId: string }> {
  const email = 'bench-admin@example.in';
  const password = 'Bench-Passw0rd!';
  await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Bench Admin', email, password } });
  await db.execute(sql`update users set role = 0 where email = ${email}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email, password } });
  const { token, user } = JSON.parse(login.body) as { token?: string; user?: { _id: string } };
  if (!token || !user) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return { token, userId: user._id };
}
