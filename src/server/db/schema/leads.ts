import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEAD_KIND_KEYWORDS, LEAD_KINDS, UNKNOWN_KIND } from '../../../domain/leads/lead-kinds';
import { LEAD_STATUSES } from '../../../domain/leads/statuses';
import { oneOf, sqlList } from '../sql-list';
import { branches } from './branches';
import { leadImports } from './lead-imports';
import { projectTextKey } from './project-aliases';
import { projects } from './projects';
import { sources } from './sources';
import { users } from './users';

/**
 * A status's place in the pipeline (new = 1 … junk = 9), so a sort by status follows the sales
 * stages rather than the alphabet. The list's ORDER BY and the index below use this same
 * expression, which is what lets PostgreSQL use the index.
 */
export const leadStatusRank = (status: AnyColumn | SQL): SQL<number> =>
  sql<number>`array_position(array[${sqlList(LEAD_STATUSES)}]::text[], ${status})`;

const live = (t: { deletedAt: AnyColumn }) => sql`${t.deletedAt} is null`;

/**
 * Enquiries for flats and materials (decision 050). `deleted_at` marks a lead in the
 * recycle bin; only an explicit purge removes the row.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    alternateMobile: text('alternate_mobile'),
    email: text('email'),
    /** RESTRICT: a source in use cannot be deleted (the sources module answers 409). */
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'restrict' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'restrict' }),
    /** When the current assignee got the lead; the idle flag counts from here (decision 054). */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    status: text('status').notNull().default('new'),
    /** The project as typed or imported; kept as it came even once matched to `project_id`. */
    project: text('project'),
    /** The project the lead is about, chosen or matched from `project` by name. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    budget: numeric('budget', { precision: 14, scale: 2 }),
    requirement: text('requirement'),
    /** Residential, commercial, plot or materials when chosen; null is classified from the text (decision 130). */
    kind: text('kind'),
    city: text('city'),
    notes: text('notes'),
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    /** The last time an outcome was logged; null = never contacted, a "fresh" lead (decision 055). */
    lastContactedAt: timestamp('last_contacted_at', { withTimezone: true }),
    /**
     * The earliest contact (decision 140's rule) by `first_contact_by` at or after `assigned_at`;
     * it holds for the current holding only while `first_contact_by = assigned_to` and it is not
     * before `assigned_at`. Kept by triggers on calls and activities (decision 147), never by the app.
     */
    firstContactAt: timestamp('first_contact_at', { withTimezone: true }),
    firstContactBy: uuid('first_contact_by'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The import that created the lead: the list's import filter and the import's undo. */
    importId: uuid('import_id').references(() => leadImports.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('leads_deleted_created_idx').on(t.deletedAt, t.createdAt.desc()),
    index('leads_assigned_to_idx').on(t.assignedTo),
    // One per equality filter of the lead list, in the default order (newest first), so a filtered
    // first page and an executive's own list read 20 index entries instead of sorting every match
    // (decision 096).
    index('leads_status_created_idx').on(t.status, t.createdAt, t.id).where(live(t)),
    index('leads_live_assignee_created_idx').on(t.assignedTo, t.createdAt, t.id).where(live(t)),
    // The per-member status counts: an index-only scan grouped in index order (decision 058).
    index('leads_live_assignee_status_idx').on(t.assignedTo, t.status).where(live(t)),
    // The performance report's "leads assigned in the period" and "contacted within SLA", per
    // member, read from the index alone (decisions 140, 147).
    index('leads_live_assignee_assigned_idx')
      .on(t.assignedTo, t.assignedAt, t.firstContactAt, t.firstContactBy)
      .where(live(t)),
    // A live lead's holder by its id without visiting the table: the bookings of the performance
    // report join every booked activity of the period to it (decision 147).
    index('leads_live_id_assignee_idx').on(t.id, t.assignedTo).where(live(t)),
    index('leads_live_source_created_idx').on(t.sourceId, t.createdAt, t.id).where(live(t)),
    index('leads_live_branch_created_idx').on(t.branchId, t.createdAt, t.id).where(live(t)),
    index('leads_live_project_created_idx').on(t.project, t.createdAt, t.id).where(live(t)),
    index('leads_live_project_id_created_idx').on(t.projectId, t.createdAt, t.id).where(live(t)),
    // Leads whose project text matched no project, by the text's key: the list to map and the
    // re-match when a project is created or renamed or an alias added read it (decision 184).
    index('leads_unmatched_project_key_idx')
      .on(projectTextKey(t.project))
      .where(sql`${t.projectId} is null and ${t.project} is not null`),
    // One per sort of the lead list (lead-view.ts leadOrder), live leads only; each is read either way.
    index('leads_live_created_idx').on(t.createdAt, t.id).where(live(t)),
    // The column under the expression rides last (Drizzle has no INCLUDE): without it PostgreSQL
    // cannot answer from the index alone, and a deep page (OFFSET 100,000) would visit 100,000
    // rows (decision 096).
    index('leads_live_name_idx').on(sql`lower(${t.name})`, t.id, t.name).where(live(t)),
    index('leads_live_follow_up_idx').on(t.nextFollowUpAt.asc().nullsLast(), t.id).where(live(t)),
    index('leads_live_follow_up_desc_idx')
      .on(t.nextFollowUpAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(live(t)),
    index('leads_live_status_idx').on(leadStatusRank(t.status), t.createdAt, t.id, t.status).where(live(t)),
    // The follow-up buckets (decision 055): a range of due times, everyone's or one member's.
    index('leads_live_assignee_follow_up_idx')
      .on(t.assignedTo, t.nextFollowUpAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.nextFollowUpAt} is not null`),
    // Fresh leads (never contacted), newest first, everyone's or one member's.
    index('leads_fresh_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.lastContactedAt} is null`),
    index('leads_fresh_assignee_created_idx')
      .on(t.assignedTo, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.lastContactedAt} is null`),
    index('leads_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('leads_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
    index('leads_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // One live lead per mobile; the service answers 409 first, this closes the race.
    // Finds a binned lead by mobile when an import restores it (the live ones have the unique index).
    index('leads_binned_mobile_idx').on(t.mobile).where(sql`${t.deletedAt} is not null`),
    // Calls are matched to a live lead by mobile or alternate mobile in one query.
    index('leads_live_alternate_mobile_idx')
      .on(t.alternateMobile)
      .where(sql`${t.deletedAt} is null and ${t.alternateMobile} is not null`),
    index('leads_import_idx').on(t.importId, t.createdAt, t.id).where(sql`${t.importId} is not null`),
    uniqueIndex('leads_live_mobile_unique').on(t.mobile).where(sql`${t.deletedAt} is null`),
    check('leads_status_check', oneOf(t.status, LEAD_STATUSES)),
    check('leads_kind_check', sql`${t.kind} is null or ${oneOf(t.kind, LEAD_KINDS)}`),
    check('leads_budget_check', sql`${t.budget} is null or ${t.budget} >= 0`),
  ],
);

const kindText = sql`(' ' || lower(coalesce(${leads.requirement}, '')) || ' ' || lower(coalesce(${leads.project}, '')) || ' ')`;
const literal = (value: string) => sql.raw(`'${value}'`);
const kindWhens = LEAD_KIND_KEYWORDS.map(
  ([kind, words]) =>
    sql`when ${sql.join(
      words.map((w) => sql`position(${literal(w)} in ${kindText}) > 0`),
      sql` or `,
    )} then ${literal(kind)}`,
);

/**
 * A lead's kind in SQL: the one chosen on the form, else the first kind whose keyword the
 * requirement and project hold — classifyLeadKind's rule, built from the same keyword lists
 * (decision 130); the dashboard's count by kind and the lead list's kind filter both read it.
 * Keywords are letters and spaces only, so they are safe as literals — and literals, not bound
 * parameters, make the same expression in SELECT and GROUP BY one expression to PostgreSQL.
 */
export const leadKindSql = sql<string>`coalesce(${leads.kind}, case ${sql.join(kindWhens, sql` `)} else ${literal(UNKNOWN_KIND)} end)`;
