import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * How a project's name is matched to text from imports, portals and forms (decision 184): lower
 * case, white space trimmed and runs of it made one space. The same expression serves the lookup,
 * the alias key and the index on unmatched leads, so PostgreSQL can use the index.
 */
export const projectTextKey = (text: AnyColumn | SQL): SQL<string> =>
  sql<string>`lower(btrim(regexp_replace(${text}, '\\s+', ' ', 'g')))`;

/**
 * Other texts that name a project ("Sahyadri Hts", a portal's label), mapped by a person from the
 * list of unmatched project texts. A lead's text that has the alias's key is matched to its project.
 */
export const projectAliases = pgTable(
  'project_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The text as it was mapped, for the screen. */
    text: text('text').notNull(),
    /** projectTextKey of the text. */
    key: text('key').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_aliases_key_key').on(t.key), index('project_aliases_project_idx').on(t.projectId)],
);
