import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
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
import { jobKinds } from './job-registry';
import type { JobKinds } from './jobs/job-queue';
import type { Clock } from './lib/clock';
import { requestLogSerializers } from './lib/log-serializers';
import { assignmentRuleRoutes } from './modules/assignment-rules/routes';
import { auditLogRoutes } from './modules/audit-log/routes';
import { authRoutes } from './modules/auth/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { backupRoutes } from './modules/backups/routes';
import { bankRoutes } from './modules/banks/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { bookingScheduleRoutes } from './modules/bookings/schedule-routes';
import { branchRoutes } from './modules/branches/routes';
import { callRoutes } from './modules/calls/routes';
import { collectionRoutes } from './modules/collections/routes';
import { companyRoutes } from './modules/company/routes';
import { contactRoutes } from './modules/contacts/routes';
import { customerPropertyRoutes } from './modules/customer-property/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { demandRoutes } from './modules/demands/routes';
import { documentRoutes } from './modules/documents/routes';
import { draftRoutes } from './modules/drafts/routes';
import { entityRoutes } from './modules/entities/routes';
import { fileRoutes } from './modules/files/routes';
import { followUpRoutes } from './modules/follow-ups/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { importantContactRoutes } from './modules/important-contacts/routes';
import { inboundPushRoutes } from './modules/inbound/push-routes';
import { integrationRoutes } from './modules/inbound/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { jobRoutes } from './modules/jobs/routes';
import { leadCountRoutes } from './modules/lead-counts/routes';
import { leadImportRoutes } from './modules/lead-import/routes';
import { leadProjectRoutes } from './modules/lead-projects/routes';
import { leadRoutes } from './modules/leads/routes';
import { letterRoutes } from './modules/letters/routes';
import { mailRoutes } from './modules/mail/routes';
import { messagingRoutes } from './modules/messaging/routes';
import { paymentPlanRoutes } from './modules/payment-plans/routes';
import { personDataRoutes } from './modules/person-data/routes';
import { phoneRoutes } from './modules/phone/routes';
import { projectRoutes } from './modules/projects/routes';
import { unitRoutes } from './modules/projects/unit-routes';
import { purchaseRoutes } from './modules/purchases/routes';
import { quotationRoutes } from './modules/quotations/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { bookingReportRoutes } from './modules/reports/booking-report-routes';
import { leadReportRoutes } from './modules/reports/lead-report-routes';
import { workReportRoutes } from './modules/reports/work-report-routes';
import { searchRoutes } from './modules/search/routes';
import { siteVisitRoutes } from './modules/site-visits/routes';
import { sourceRoutes } from './modules/sources/routes';
import { taskRoutes } from './modules/tasks/routes';
import { teamRoutes } from './modules/team/routes';
import { telephonyRoutes } from './modules/telephony/routes';
import { whatsappConversationRoutes } from './modules/whatsapp/conversation-routes';
import { whatsappRoutes } from './modules/whatsapp/routes';
import { accessPlugin } from './plugins/access';
import { errorHandlerPlugin } from './plugins/error-handler';
import { refuseNulPlugin } from './plugins/refuse-nul';
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
  /** The job kinds and schedules; the registry's by default (process-level tests add theirs). */
  jobs?: JobKinds;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context the modules received; main.ts hands it to the job worker. */
    appContext: AppContext;
  }
}

/** Every module and the prefix it serves; each receives the one AppContext as its options. */
const modules: [FastifyPluginAsyncZod<AppContext>, string][] = [
  [healthRoutes, '/api'],
  [authRoutes, '/api/auth'],
  [teamRoutes, '/api/team'],
  [branchRoutes, '/api/branch'],
  [projectRoutes, '/api'],
  [unitRoutes, '/api'],
  [fileRoutes, '/api'],
  [companyRoutes, '/api'],
  [bankRoutes, '/api/bank'],
  [sourceRoutes, '/api/source'],
  [leadRoutes, '/api/lead'],
  [leadProjectRoutes, '/api/projects'],
  [leadImportRoutes, '/api/lead'],
  [followUpRoutes, '/api/lead'],
  [leadCountRoutes, '/api/lead'],
  [siteVisitRoutes, '/api/siteVisit'],
  [phoneRoutes, '/api/phone'],
  [assignmentRuleRoutes, '/api/assignment-rules'],
  [taskRoutes, '/api/task'],
  [contactRoutes, '/api/contact'],
  [importantContactRoutes, '/api'],
  [customerPropertyRoutes, '/api'],
  [documentRoutes, '/api/document'],
  [quotationRoutes, '/api/quotations'],
  [invoiceRoutes, '/api/invoiceQuotation'],
  [draftRoutes, '/api/drafts'],
  [geoRoutes, '/api/geo'],
  [letterRoutes, '/api'],
  [entityRoutes, '/api'],
  [receiptRoutes, '/api'],
  [purchaseRoutes, '/api'],
  [jobRoutes, '/api/jobs'],
  [backupRoutes, '/api/backups'],
  [mailRoutes, '/api/settings'],
  [messagingRoutes, '/api'],
  [whatsappRoutes, '/api'],
  [callRoutes, '/api'],
  [leadReportRoutes, '/api/report'],
  [workReportRoutes, '/api/report'],
  [bookingReportRoutes, '/api/report'],
  [telephonyRoutes, '/api'],
  [dashboardRoutes, '/api/dashboard'],
  [integrationRoutes, '/api/integrations'],
  [inboundPushRoutes, '/api/inbound'],
  [searchRoutes, '/api'],
  [personDataRoutes, '/api'],
  [availabilityRoutes, '/api'],
  [auditLogRoutes, '/api'],
  [bookingRoutes, '/api/bookings'],
  [collectionRoutes, '/api/collections'],
  [bookingScheduleRoutes, '/api/bookings'],
  [paymentPlanRoutes, '/api/payment-plans'],
  [demandRoutes, '/api'],
  [whatsappConversationRoutes, '/api'],
];

/** Builds the whole app from its parts, so tests build exactly what production runs. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const uploadLimits = uploadLimitsOf(config);
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, serializers: requestLogSerializers },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  const ctx = createContext({ ...deps, jobs: deps.jobs ?? jobKinds, logger: app.log });
  app.decorate('appContext', ctx);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(refuseNulPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Call recordings play from an object URL of the fetched bytes (decision 105).
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  // JSON above 1 KB goes out brotli/gzip (brotli at quality 4: fast enough per request); the built
  // web assets are compressed once at build time and served as they are (plugins/web-app.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
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
  await app.register(accessPlugin, { db: ctx.db, clock: ctx.clock, sessionTtlHours: ctx.config.sessionTtlHours });

  for (const [plugin, prefix] of modules) await app.register(plugin, { ...ctx, prefix });

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
