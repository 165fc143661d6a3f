import { z } from 'zod';
import { PROJECT_STATUSES } from '../inventory/statuses';
import { numberError, optionalRefSchema, optionalText, refSchema, requiredText } from './common';
import { isoDateSchema } from './iso-date';

/** An optional India date: '' and null mean none (null after parsing, so an update clears it). */
export const optionalDateSchema = (label: string) =>
  z
    .union([z.literal(''), z.null(), isoDateSchema(label)])
    .optional()
    .transform((v) => v || null);

const coordinate = (label: string, limit: number) =>
  z
    .union([
      z.literal(''),
      z.null(),
      z
        .number({ error: numberError(label) })
        .min(-limit, { error: `${label} must be between -${limit} and ${limit}.` })
        .max(limit, { error: `${label} must be between -${limit} and ${limit}.` })
        .refine((v) => Math.abs(v * 1e6 - Math.round(v * 1e6)) < 1e-6, {
          error: `${label} can have at most 6 decimals.`,
        }),
    ])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? null : v));

/** POST /api/projects and PUT /api/projects/:id: every field of the project (a PUT replaces them). */
export const projectInputSchema = z
  .object({
    name: requiredText('Project name', 150),
    reraNumber: optionalText('RERA registration number', 60),
    address: optionalText('Address', 500),
    city: requiredText('City', 100),
    state: requiredText('State', 100),
    metro: z.boolean({ error: 'Metro must be yes or no.' }).default(false),
    branchId: optionalRefSchema('Branch'),
    launchDate: optionalDateSchema('Launch date'),
    possessionDate: optionalDateSchema('Promised possession date'),
    completionCertificateOn: optionalDateSchema('Completion certificate date'),
    status: z.enum(PROJECT_STATUSES, { error: 'Choose a status from the list.' }).default('pre_launch'),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    brochureDocumentId: optionalRefSchema('Brochure'),
    floorPlanDocumentIds: z
      .array(refSchema('Floor plan'), { error: 'Floor plans must be a list of documents.' })
      .max(30, { error: 'A project can have at most 30 floor plans.' })
      .default([]),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === null) !== (v.longitude === null)) {
      const path = v.latitude === null ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', path: [path], message: 'Enter both latitude and longitude, or neither.' });
    }
    if (v.launchDate && v.possessionDate && v.possessionDate < v.launchDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['possessionDate'],
        message: 'Promised possession cannot be before the launch date.',
      });
    }
    if (new Set(v.floorPlanDocumentIds).size !== v.floorPlanDocumentIds.length) {
      ctx.addIssue({ code: 'custom', path: ['floorPlanDocumentIds'], message: 'A floor plan is listed twice.' });
    }
  });
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectValues = z.output<typeof projectInputSchema>;

const docRef = z.object({ _id: z.string(), title: z.string() });

export const towerSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  floorFrom: z.number(),
  floorTo: z.number(),
  units: z.number(),
  available: z.number(),
});
export type TowerSummary = z.infer<typeof towerSummarySchema>;

/** GET /api/projects/:id: every column in camelCase, with the names of what it points at. */
export const projectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  reraNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  metro: z.boolean(),
  branchId: z.string().nullable(),
  branch: z.object({ _id: z.string(), name: z.string() }).nullable(),
  launchDate: z.string().nullable(),
  possessionDate: z.string().nullable(),
  completionCertificateOn: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  brochureDocumentId: z.string().nullable(),
  brochure: docRef.nullable(),
  floorPlanDocumentIds: z.array(z.string()),
  floorPlans: z.array(docRef),
  towers: z.array(towerSummarySchema),
  units: z.number(),
  bookings: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const projectListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'Search is at most 100 characters.' }).optional(),
  status: z.preprocess(
    blankToUndefined,
    z.enum(PROJECT_STATUSES, { error: 'Choose a status from the list.' }).optional(),
  ),
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1).max(100_000).default(1),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const PROJECTS_PAGE_SIZE = 20;

export const projectListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  status: z.enum(PROJECT_STATUSES),
  reraNumber: z.string().nullable(),
  towers: z.number(),
  units: z.number(),
  available: z.number(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectListSchema = z.object({
  projects: z.array(projectListItemSchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

export const projectOptionsSchema = z.object({ projects: z.array(z.object({ _id: z.string(), name: z.string() })) });

const floorNumber = (label: string) =>
  z
    .number({ error: numberError(label) })
    .int({ error: `${label} must be a whole number.` })
    .min(-10, { error: `${label} cannot be below -10 (basements).` })
    .max(200, { error: `${label} cannot be above 200.` });

export { floorNumber as floorNumberSchema };

/** POST /api/projects/:id/towers and PUT /api/towers/:id. */
export const towerInputSchema = z
  .object({
    name: requiredText('Tower name', 50),
    floorFrom: floorNumber('Lowest floor'),
    floorTo: floorNumber('Highest floor'),
  })
  .refine((v) => v.floorFrom <= v.floorTo, {
    path: ['floorTo'],
    error: 'The highest floor cannot be below the lowest.',
  });
export type TowerInput = z.input<typeof towerInputSchema>;
