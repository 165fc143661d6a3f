import { z } from 'zod';

/**
 * Leads that arrive by themselves (decision 120): portals we pull from, and
 * senders that push to us. Keys, never display labels.
 */
export const CONNECTOR_KINDS = ['acres99', 'magicbricks', 'housing', 'generic'] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];
export const CONNECTOR_LABELS: Record<ConnectorKind, string> = {
  acres99: '99acres',
  magicbricks: 'MagicBricks',
  housing: 'Housing.com',
  generic: 'JSON over HTTPS',
};

export const PUSH_KINDS = ['webhook', 'meta', 'google', 'website'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const PUSH_LABELS: Record<PushKind, string> = {
  webhook: 'Generic webhook',
  meta: 'Meta Lead Ads',
  google: 'Google Ads lead form',
  website: 'Website form',
};

/** What became of one enquiry. `pending` = logged, not yet turned into a lead (a crash, a replay). */
export const INBOUND_RESULTS = ['pending', 'created', 're_enquiry', 'duplicate', 'failed', 'test'] as const;
export type InboundResult = (typeof INBOUND_RESULTS)[number];

/** The secret fields of each connector: written, never read back (the API answers `{ set }`). */
export const CONNECTOR_SECRET_FIELDS: Record<ConnectorKind, readonly string[]> = {
  acres99: ['password'],
  magicbricks: ['apiKey'],
  housing: ['encryptionKey'],
  generic: ['authHeaderValue'],
};

export const POLL_MINUTES_MIN = 5;
export const POLL_MINUTES_MAX = 60;
/** After this many failed runs in a row the card warns the administrator. */
export const FAILURE_WARNING_AFTER = 3;

const optionalId = z
  .union([z.uuid({ error: 'Choose from the list.' }), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);
const shortText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional()
    .nullable()
    .transform((v) => v || null);
const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, { error: `${label} must be at most 500 characters.` })
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
      error: `${label} must start with https:// (or http:// for a test server).`,
    })
    .optional()
    .nullable()
    .transform((v) => v || null);

/** Where a lead lands: a member, or null = the assignment rules decide. */
export const routingSchema = z.object({
  assignedTo: optionalId,
  sourceId: optionalId,
  branchId: optionalId,
  project: shortText('Project', 150),
});

/** The plain (non-secret) settings of a pull connector; which apply depends on the kind. */
export const connectorSettingsSchema = routingSchema.extend({
  baseUrl: httpsUrl('Address'),
  username: shortText('Username', 200),
  profileId: shortText('Profile id', 100),
  authHeaderName: shortText('Auth header name', 100),
  /** Generic connector: JSON field → lead field (name, mobile, email, project, message, id, time). */
  fieldMap: z.record(z.string().max(50), z.string().max(200)).optional().nullable(),
  /** Generic connector: the JSON path of the array of enquiries, e.g. `data.leads`. */
  itemsPath: shortText('Items path', 200),
});
export type ConnectorSettings = z.output<typeof connectorSettingsSchema>;

/** The same settings as answers carry them (no transforms: responses are encoded, not parsed). */
const routingViewSchema = z.object({
  assignedTo: z.string().nullable(),
  sourceId: z.string().nullable(),
  branchId: z.string().nullable(),
  project: z.string().nullable(),
});
export const connectorSettingsViewSchema = routingViewSchema.extend({
  baseUrl: z.string().nullable(),
  username: z.string().nullable(),
  profileId: z.string().nullable(),
  authHeaderName: z.string().nullable(),
  fieldMap: z.record(z.string(), z.string()).nullable().optional(),
  itemsPath: z.string().nullable(),
});

export const connectorSecretsSchema = z.object({
  password: z.string().max(500).optional(),
  apiKey: z.string().max(500).optional(),
  encryptionKey: z.string().max(500).optional(),
  authHeaderValue: z.string().max(2000).optional(),
});

/** PUT a connector: settings, new secrets (a secret left out keeps the stored one; '' removes it). */
export const connectorSaveSchema = z.object({
  enabled: z.boolean().default(false),
  pollMinutes: z.coerce
    .number({ error: 'Poll interval must be a number of minutes.' })
    .int({ error: 'Poll interval must be whole minutes.' })
    .min(POLL_MINUTES_MIN, { error: `Poll every ${POLL_MINUTES_MIN} to ${POLL_MINUTES_MAX} minutes.` })
    .max(POLL_MINUTES_MAX, { error: `Poll every ${POLL_MINUTES_MIN} to ${POLL_MINUTES_MAX} minutes.` })
    .default(15),
  settings: connectorSettingsSchema,
  secrets: connectorSecretsSchema.default({}),
});
export type ConnectorSave = z.input<typeof connectorSaveSchema>;

export const connectorKindParamSchema = z.object({
  kind: z.enum(CONNECTOR_KINDS, { error: `The connector must be one of: ${CONNECTOR_KINDS.join(', ')}.` }),
});
export const pushKindParamSchema = z.object({
  kind: z.enum(PUSH_KINDS, { error: `The source must be one of: ${PUSH_KINDS.join(', ')}.` }),
});

const secretStatusSchema = z.object({ set: z.boolean(), changedAt: z.string().nullable() });

export const connectorViewSchema = z.object({
  kind: z.enum(CONNECTOR_KINDS),
  label: z.string(),
  enabled: z.boolean(),
  pollMinutes: z.number(),
  settings: connectorSettingsViewSchema,
  secrets: z.record(z.string(), secretStatusSchema),
  saved: z.boolean(),
  highWaterMark: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastResult: z.string().nullable(),
  lastError: z.string().nullable(),
  lastFound: z.number().nullable(),
  failuresInRow: z.number(),
  warning: z.string().nullable(),
  nextRunAt: z.string().nullable(),
});
export type ConnectorView = z.infer<typeof connectorViewSchema>;
export const connectorListSchema = z.object({ connectors: z.array(connectorViewSchema) });

export const connectorTestResultSchema = z.object({
  ok: z.boolean(),
  found: z.number().nullable(),
  message: z.string(),
});
export type ConnectorTestResult = z.infer<typeof connectorTestResultSchema>;

export const runNowResultSchema = z.object({ jobId: z.string(), message: z.string() });

export const pushSettingsSchema = routingSchema.extend({
  enabled: z.boolean().default(true),
  /** Meta: where the lead is fetched from (Graph API base, e.g. https://graph.facebook.com/v23.0). */
  graphBaseUrl: httpsUrl('Graph API address'),
  /** Website: the sites whose pages may post the form. */
  allowedOrigins: z
    .array(
      z
        .string()
        .trim()
        .max(200)
        .regex(/^https?:\/\/[^\s/]+$/, { error: 'An origin is like https://example.in.' }),
    )
    .max(20)
    .default([]),
  ratePerMinute: z.coerce.number().int().min(1).max(100_000).default(600),
});
export type PushSettings = z.output<typeof pushSettingsSchema>;
const pushSettingsViewSchema = routingViewSchema.extend({
  enabled: z.boolean(),
  graphBaseUrl: z.string().nullable(),
  allowedOrigins: z.array(z.string()),
  ratePerMinute: z.number(),
});

export const pushSaveSchema = z.object({
  settings: pushSettingsSchema,
  /** Meta only: the app secret (signs events) and the page token (fetches leads). Write-only. */
  appSecret: z.string().max(500).optional(),
  pageToken: z.string().max(2000).optional(),
});

export const pushSourceViewSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  label: z.string(),
  sourceKey: z.string(),
  /** Path under the site root: POST (and for Meta, GET) here. */
  path: z.string(),
  /** Ours, to paste into the sender: the API key / HMAC secret, Meta's verify token, Google's key. */
  secret: z.string().nullable(),
  settings: pushSettingsViewSchema,
  appSecret: secretStatusSchema,
  pageToken: secretStatusSchema,
  rejectedCount: z.number(),
  lastReceivedAt: z.string().nullable(),
});
export type PushSourceView = z.infer<typeof pushSourceViewSchema>;
export const pushSourceListSchema = z.object({ sources: z.array(pushSourceViewSchema) });

export const inboundEventQuerySchema = z.object({
  origin: z.string().max(40).optional(),
  result: z.enum(INBOUND_RESULTS).optional(),
  from: z.iso.date({ error: 'From must be a date like 2026-11-23.' }).optional(),
  to: z.iso.date({ error: 'To must be a date like 2026-11-23.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const inboundEventSchema = z.object({
  _id: z.string(),
  origin: z.string(),
  originLabel: z.string(),
  externalId: z.string(),
  receivedAt: z.string(),
  result: z.enum(INBOUND_RESULTS),
  leadId: z.string().nullable(),
  leadName: z.string().nullable(),
  error: z.string().nullable(),
  payload: z.unknown(),
});
export type InboundEvent = z.infer<typeof inboundEventSchema>;
export const inboundEventListSchema = z.object({
  events: z.array(inboundEventSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
