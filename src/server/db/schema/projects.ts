import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES } from '../../../domain/inventory/statuses';
import { oneOf } from '../sql-list';
import { branches } from './branches';
import { documents } from './documents';
import { users } from './users';

/** A project the developer sells in: the centre the towers, units, price lists and bookings hang on. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    reraNumber: text('rera_number'),
    address: text('address'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** The city is a metro: the affordable-housing carpet limit is 60 m² instead of 90 m². */
    metro: boolean('metro').notNull().default(false),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    launchDate: date('launch_date'),
    possessionDate: date('possession_date'),
    /** Once recorded, sales on or after it carry no GST. */
    completionCertificateOn: date('completion_certificate_on'),
    status: text('status').notNull().default('pre_launch'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    brochureDocumentId: uuid('brochure_document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_name_key').on(sql`lower(${t.name})`),
    index('projects_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('projects_status_check', oneOf(t.status, PROJECT_STATUSES)),
    check('projects_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('projects_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);

/** Floor plans and other documents of a project, from the document library. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** 'floor_plan' or 'other'. */
    kind: text('kind').notNull().default('floor_plan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_documents_key').on(t.projectId, t.documentId),
    check('project_documents_kind_check', oneOf(t.kind, ['floor_plan', 'other'])),
  ],
);

/** Stamp duty and registration by state and city: editable, seeded for Maharashtra (decision 173). */
export const stampDutyRates = pgTable(
  'stamp_duty_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state').notNull(),
    area: text('area').notNull(),
    stampDutyPercent: numeric('stamp_duty_percent', { precision: 5, scale: 2 }).notNull(),
    womanConcessionPoints: numeric('woman_concession_points', { precision: 5, scale: 2 }).notNull().default('0'),
    registrationPercent: numeric('registration_percent', { precision: 5, scale: 2 }).notNull(),
    registrationCapRupees: numeric('registration_cap_rupees', { precision: 14, scale: 2 }),
    source: text('source').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stamp_duty_rates_area_key').on(sql`lower(${t.state})`, sql`lower(${t.area})`),
    check(
      'stamp_duty_rates_percent_check',
      sql`${t.stampDutyPercent} between 0 and 20 and ${t.registrationPercent} between 0 and 10 and ${t.womanConcessionPoints} between 0 and ${t.stampDutyPercent}`,
    ),
  ],
);
