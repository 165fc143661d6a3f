import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { sources } from './sources';
import { users } from './users';

/**
 * Who gets a new lead that arrives without an assignee (decision 054). A rule with no
 * conditions is the default. Deleting a source or branch deletes the rules that name it: a
 * rule silently widened to "any source" would hand out leads nobody meant it to.
 */
export const assignmentRules = pgTable(
  'assignment_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    /** Compared without case or surrounding spaces. */
    project: text('project'),
    /** Leads a member may get from this rule per India day; null = no cap. */
    dailyCap: integer('daily_cap'),
    /** Where the round-robin starts next; the row is locked FOR UPDATE while a lead takes a slot. */
    cursor: integer('cursor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('assignment_rules_cap_check', sql`${t.dailyCap} is null or ${t.dailyCap} > 0`)],
);

export const assignmentRuleMembers = pgTable(
  'assignment_rule_members',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => assignmentRules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.userId] }), index('assignment_rule_members_user_idx').on(t.userId)],
);

/** Leads a member got from a rule on one India day, for the daily cap. */
export const assignmentDailyCounts = pgTable(
  'assignment_daily_counts',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => assignmentRules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.userId, t.day] })],
);
