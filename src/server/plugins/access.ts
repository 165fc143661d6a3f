import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isCapability } from '../../domain/capabilities';
import { type Capability, can } from '../../domain/permissions';
import { isRole, type Role } from '../../domain/roles';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema/users';
import { forbidden, unauthorized } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { hashToken } from '../lib/tokens';

/**
 * Every /api route states who may call it (decision 004): the app refuses to start otherwise, so
 * no route can slip past the permission table.
 *  - public: anyone, no session (login, register, health)
 *  - session: any valid session, even of a user still waiting for a role — signing out alone
 *    (SESSION_ONLY_ROUTES): a pending account reaches nothing else (decision 156)
 *  - a capability from the permission table in domain (a pending account gets 403 and a sentence)
 */
export type Access = { kind: 'public' } | { kind: 'session' } | { kind: 'capability'; capability: Capability };

/** The only routes a pending account may call besides the public ones (signing in is public). */
export const SESSION_ONLY_ROUTES: readonly string[] = ['POST /api/auth/logout'];

export const publicRoute = { access: { kind: 'public' } as Access };
export const sessionRoute = { access: { kind: 'session' } as Access };
export const requires = (capability: Capability) => ({ access: { kind: 'capability', capability } as Access });

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  role: Role | null;
  status: string;
  branchId: string | null;
}

export interface AuthContext {
  user: AuthUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, for the authorisation matrix test and the docs. */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

/** The signed-in user of a route that required one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** Who is acting, as services take it: the signed-in member's id, name, role and branch. */
export function actorOf(request: FastifyRequest): Pick<AuthUser, 'id' | 'name' | 'role' | 'branchId'> {
  const user = currentUser(request);
  return { id: user.id, name: user.name, role: user.role, branchId: user.branchId };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * A session in use stays open (decision 210): its expiry slides to a full SESSION_TTL_HOURS from
 * now, but at most once an hour, so a read is not also a write on every request.
 */
export const SESSION_RENEW_EVERY_MS = 3600_000;

async function slideExpiry(db: Db, sessionId: string, expiresAt: Date, now: Date, ttlHours: number) {
  const renewed = new Date(now.getTime() + ttlHours * 3600_000);
  if (renewed.getTime() - expiresAt.getTime() < SESSION_RENEW_EVERY_MS) return;
  // The guard keeps two requests that both saw the old expiry from writing twice, and a revoked
  // session from being renewed.
  await db
    .update(sessions)
    .set({ expiresAt: renewed })
    .where(and(eq(sessions.id, sessionId), eq(sessions.expiresAt, expiresAt), isNull(sessions.revokedAt)));
}

async function loadSession(db: Db, token: string, now: Date): Promise<(AuthContext & { expiresAt: Date }) | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      status: users.status,
      branchId: users.branchId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { sessionId, expiresAt, ...user } = row;
  return { sessionId, expiresAt, user: { ...user, role: isRole(user.role) ? user.role : null } };
}

export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; clock: Clock; sessionTtlHours: number }) => {
    app.decorateRequest('auth', null);
    app.decorate('apiRoutes', []);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access).`);
      }
      // The administrator holds any capability by rule (domain/permissions.ts), so a name outside
      // the list must stop the start rather than open the route to them alone.
      if (access.kind === 'capability' && !isCapability(access.capability)) {
        throw new Error(`Route ${route.method} ${route.url} requires ${access.capability}, which is no capability.`);
      }
      // ignoreTrailingSlash registers a twin with a trailing slash; one row covers both.
      const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        if (access.kind === 'session' && !SESSION_ONLY_ROUTES.includes(`${method} ${url}`)) {
          throw new Error(
            `Route ${method} ${url} is open to pending accounts; require a capability (self.use) instead.`,
          );
        }
        if (!app.apiRoutes.some((r) => r.method === method && r.url === url))
          app.apiRoutes.push({ method, url, access });
      }
    });

    // A shared office computer's browser must not keep buyers' data: no answer of a signed-in route
    // is cached, unless the route chose its own rule (the geography lists, which are nobody's data).
    app.addHook('onSend', async (request, reply, payload) => {
      const access = request.routeOptions.config?.access;
      if (access && access.kind !== 'public' && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });

    // onRequest runs before the body is parsed, so an anonymous caller learns nothing about validation.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access.kind === 'public') return;
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const now = opts.clock();
      const loaded = await loadSession(opts.db, token, now);
      if (!loaded) throw unauthorized('Your session has expired. Please log in again.', 'SESSION_EXPIRED');
      const { expiresAt, ...auth } = loaded;
      if (auth.user.status !== 'active') {
        throw unauthorized('This account has been deactivated.', 'ACCOUNT_DEACTIVATED');
      }
      await slideExpiry(opts.db, auth.sessionId, expiresAt, now, opts.sessionTtlHours);
      request.auth = auth;
      if (access.kind === 'session') return;
      if (auth.user.role === null) {
        throw forbidden('Your account is waiting for an administrator to approve it.', 'PENDING_APPROVAL');
      }
      if (!can(auth.user.role, access.capability)) throw forbidden();
    });
  },
  { name: 'access' },
);
