import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AppConfig, uploadLimitsOf } from './config';
import { type AppContext, createContext } from './context';
import type { DatabaseHandle } from './db/database';
import type { Clock } from './lib/clock';
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
import type { FileStorage } from './storage/file-storage';

export interface AppDeps {
  database: DatabaseHandle;
  config: AppConfig;
  clock?: Clock;
  /** Defaults to the uploads folder on disk. */
  storage?: FileStorage;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

/** Every module and the prefix it serves; each receives the one AppContext as its options. */
const modules: [FastifyPluginAsyncZod<AppContext>, string][] = [
  [healthRoutes, '/api'],
  [authRoutes, '/api/auth'],
  [teamRoutes, '/api/team'],
  [branchRoutes, '/api/branch'],
  [fileRoutes, '/api'],
  [companyRoutes, '/api'],
  [bankRoutes, '/api/bank'],
  [sourceRoutes, '/api/source'],
  [leadRoutes, '/api/lead'],
  [importantContactRoutes, '/api'],
  [customerPropertyRoutes, '/api'],
  [documentRoutes, '/api/document'],
  [quotationRoutes, '/api/quotations'],
  [invoiceRoutes, '/api/invoiceQuotation'],
  [draftRoutes, '/api/drafts'],
  [geoRoutes, '/api/geo'],
  [letterRoutes, '/api'],
  [entityRoutes, '/api'],
  [purchaseRoutes, '/api'],
];

/** Builds the whole app from its parts, so tests build exactly what production runs. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const uploadLimits = uploadLimitsOf(config);
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  const ctx = createContext({ ...deps, logger: app.log });

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
  await app.register(accessPlugin, { db: ctx.db, clock: ctx.clock });

  for (const [plugin, prefix] of modules) await app.register(plugin, { ...ctx, prefix });

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
