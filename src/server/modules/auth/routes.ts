import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  registerResponseSchema,
  registerSchema,
  setupResponseSchema,
} from '../../../domain/schemas/auth';
import { messageSchema } from '../../../domain/schemas/common';
import type { AppContext } from '../../context';
import { currentUser, publicRoute, requires, sessionRoute } from '../../plugins/access';
import { requestPasswordReset } from './forgot-password';
import { createPassword, login, logout, needsFirstUser, registerUser } from './service';
import { loginHold, perAddressLimit } from './throttle';
import { toSessionUser } from './user-view';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const clientOf = (request: { headers: Record<string, unknown>; ip: string }) => ({
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    ip: request.ip,
  });

  app.get(
    '/setup',
    { config: publicRoute, schema: { tags: ['auth'], response: { 200: setupResponseSchema } } },
    async () => ({ needsFirstUser: await needsFirstUser(deps) }),
  );

  app.post(
    '/register',
    {
      config: publicRoute,
      onRequest: perAddressLimit(deps, 'register'),
      schema: { tags: ['auth'], body: registerSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await registerUser(deps, request.body, clientOf(request))),
  );

  app.post(
    '/login-email',
    {
      config: publicRoute,
      // Only failed sign-ins count (throttle.ts); this refuses one while its account or address is held back.
      preHandler: loginHold(deps),
      schema: { tags: ['auth'], body: loginSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => login(deps, request.body, clientOf(request)),
  );

  app.get(
    '/me',
    {
      config: requires('self.use'),
      schema: { tags: ['auth'], response: { 200: meResponseSchema } },
    },
    async (request) => ({ user: toSessionUser(currentUser(request)) }),
  );

  app.post(
    '/logout',
    { config: sessionRoute, schema: { tags: ['auth'], response: { 200: messageSchema } } },
    async (request) => logout(deps, request.auth!.sessionId),
  );

  app.post(
    '/create-password',
    {
      config: publicRoute,
      onRequest: perAddressLimit(deps, 'create-password'),
      schema: { tags: ['auth'], body: createPasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => createPassword(deps, request.body),
  );

  app.post(
    '/forgot-password',
    {
      config: publicRoute,
      onRequest: perAddressLimit(deps, 'forgot-password'),
      schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => requestPasswordReset(deps, request.body.email),
  );
};
