import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { type Clock, systemClock } from './lib/clock';
import { authRoutes } from './modules/auth/routes';
import { bankRoutes } from './modules/banks/routes';
import { branchRoutes } from './modules/branches/routes';
import { companyRoutes } from './modules/company/routes';
import { customerPropertyRoutes } from './modules/customer-property/routes';
import { documentRoutes } from './modules/documents/routes';
import { draftRoutes } from './modules/drafts/routes';
import { entityRoutes } from './modules/entities/routes';
import { fileRoutes } from './modules/files/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { importantContactRoutes } from './modules/important-contacts/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { leadRoutes } from './modules/leads/routes';
import { letterRoutes } from './modules/letters/routes';
import { purchaseRoutes } from './modules/purchases/routes';
import { quotationRoutes } from './modules/quotations/routes';
import { sourceRoutes } from './modules/sources/routes';
import { teamRoutes } from './modules/team/routes';
import { accessPlugin } from './plugins/access';
import { errorHandlerPlugin } from './plugins/error-handler';
import { webAppPlugin } from './plugins/web-app';
import { createDiskStorage, type FileStorage } from './storage/file-storage';

export interface AppDeps {
  database: DatabaseHandle;
  config: AppConfig;
  clock?: Clock;
  /** Defaults to the uploads folder on disk. */
  storage?: FileStorage;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

/** Builds the whole app from its parts, so tests build exactly what production runs. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;
  const storage = deps.storage ?? createDiskStorage(config.uploadsDir);
  const uploadLimits = {
    maxFileBytes: config.uploadMaxFileBytes,
    maxRequestBytes: config.uploadMaxRequestBytes,
    maxFiles: config.uploadMaxFiles,
  };
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxFileBytes, files: uploadLimits.maxFiles, fields: 100, fieldSize: 100_000 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'EstateDesk API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(accessPlugin, { db, clock });

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    db,
    clock,
    sessionTtlHours: config.sessionTtlHours,
    loginRateLimitPerMinute: config.loginRateLimitPerMinute,
  });
  await app.register(teamRoutes, { prefix: '/api/team', db, clock, inviteTtlHours: config.inviteTtlHours });
  await app.register(branchRoutes, { prefix: '/api/branch', db, clock });
  await app.register(fileRoutes, { prefix: '/api', db, clock, storage });
  await app.register(companyRoutes, { prefix: '/api', db, clock, storage, uploadLimits });
  await app.register(bankRoutes, { prefix: '/api/bank', db, clock });
  await app.register(sourceRoutes, { prefix: '/api/source', db, clock });
  await app.register(leadRoutes, { prefix: '/api/lead', db, clock });
  await app.register(importantContactRoutes, { prefix: '/api', db, clock });
  await app.register(customerPropertyRoutes, { prefix: '/api', db, clock, storage, uploadLimits });
  await app.register(documentRoutes, { prefix: '/api/document', db, clock, storage, uploadLimits });
  await app.register(quotationRoutes, { prefix: '/api/quotations', db, clock });
  await app.register(invoiceRoutes, { prefix: '/api/invoiceQuotation', db, clock });
  await app.register(draftRoutes, { prefix: '/api/drafts', db, clock });
  await app.register(geoRoutes, { prefix: '/api/geo' });
  await app.register(letterRoutes, { prefix: '/api', db, clock });
  await app.register(entityRoutes, { prefix: '/api', db, clock, storage, uploadLimits });
  await app.register(purchaseRoutes, { prefix: '/api', db, clock, storage, uploadLimits });

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
