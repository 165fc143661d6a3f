import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationHarness } from '../test/migration-harness';
import { MIGRATIONS_FOLDER } from './open-database';

// Decision 053: the migration that made `activities` must carry every lead_history row over.
// The database is migrated up to the step before it, given history, then migrated to the end.
const TAG = '0010_activities';

const { handle: database, before, migrateFrom } = migrationHarness(TAG, 'mig');

describe('activities migration', () => {
  it('moves every lead_history row into activities, same lead, actor, time and changes', async () => {
    await migrateFrom(before);
    const db = database().db;
    const lead = (await db.execute<{ id: string }>(
      sql`insert into leads (name, mobile) values ('Ravi Kulkarni', '9822000001') returning id`,
    )) as unknown as { rows: { id: string }[] };
    const leadId = lead.rows[0]!.id;
    const user = (await db.execute(
      sql`insert into users (name, email, password_hash, role) values ('Asha Patil', 'asha@example.in', 'x', 1) returning id`,
    )) as unknown as { rows: { id: string }[] };
    const userId = user.rows[0]!.id;
    // Same instant for the first two: the order they were written in must survive.
    await db.execute(sql`insert into lead_history (lead_id, action, summary, changes, note, user_id, user_name, at) values
      (${leadId}, 'created', 'Lead Ravi Kulkarni added', '[]', null, ${userId}, 'Asha Patil', '2026-03-01T04:30:00Z'),
      (${leadId}, 'status_changed', 'Status changed to Interested', '[{"field":"Status","from":"New","to":"Interested"}]', 'Wants a 2 BHK', ${userId}, 'Asha Patil', '2026-03-01T04:30:00Z'),
      (${leadId}, 'moved_to_bin', 'Moved to the recycle bin', '[]', null, null, 'Former Member', '2026-03-02T10:00:00Z')`);

    await migrateFrom(MIGRATIONS_FOLDER);

    const rows = (await db.execute(
      sql`select lead_id, kind, actor_id, actor_name, at, payload from activities order by at desc, seq desc`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows.rows.map((r) => ({ ...r, at: new Date(r.at as string).toISOString() }))).toEqual([
      {
        lead_id: leadId,
        kind: 'binned',
        actor_id: null,
        actor_name: 'Former Member',
        at: '2026-03-02T10:00:00.000Z',
        payload: { summary: 'Moved to the recycle bin', changes: [], note: null },
      },
      {
        lead_id: leadId,
        kind: 'status_changed',
        actor_id: userId,
        actor_name: 'Asha Patil',
        at: '2026-03-01T04:30:00.000Z',
        payload: {
          summary: 'Status changed to Interested',
          changes: [{ field: 'Status', from: 'New', to: 'Interested' }],
          note: 'Wants a 2 BHK',
        },
      },
      {
        lead_id: leadId,
        kind: 'created',
        actor_id: userId,
        actor_name: 'Asha Patil',
        at: '2026-03-01T04:30:00.000Z',
        payload: { summary: 'Lead Ravi Kulkarni added', changes: [], note: null },
      },
    ]);
    const left = (await db.execute(sql`select to_regclass('lead_history') as t`)) as unknown as {
      rows: { t: string | null }[];
    };
    expect(left.rows[0]!.t).toBeNull();
  });
});
