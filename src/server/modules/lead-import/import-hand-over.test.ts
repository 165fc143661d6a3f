import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { followUps } from '../../db/schema/follow-ups';
import { siteVisits } from '../../db/schema/site-visits';
import { api, importFile, people, t, withImportApp } from './import-fixture';

withImportApp();

// Decision 155: a file that names another assignee for a lead it matches hands over the lead's work.
describe('import overwrite of the assignee', () => {
  it('moves the open follow-up and the upcoming visit to the new assignee, said on the timeline', async () => {
    const made = await api('POST', '/api/lead/create', {
      name: 'Imported Holder',
      mobile: '9833300011',
      assignedTo: people.executive.id,
      nextFollowUpAt: '2026-05-02T11:00:00+05:30',
    });
    expect(made.statusCode, made.body).toBe(201);
    const leadId = made.data.lead._id as string;
    const other = await api('POST', '/api/lead/create', {
      name: 'Same Holder',
      mobile: '9833300012',
      assignedTo: people.manager.id,
      nextFollowUpAt: '2026-05-02T12:00:00+05:30',
    });
    expect(other.statusCode, other.body).toBe(201);
    const booked = await api('POST', `/api/siteVisit/schedule/${leadId}`, {
      project: 'Sahyadri Heights',
      at: '2026-05-03T10:30',
    });
    expect(booked.statusCode, booked.body).toBe(201);

    t.clock.advanceHours(1);
    const csv = [
      'Name,Mobile,Assigned To',
      'Imported Holder,9833300011,Manoj Manager',
      'Same Holder,9833300012,Manoj Manager',
    ];
    const record = await importFile('owners.csv', csv.join('\n'), { duplicates: 'overwrite' });
    expect(record.counts).toMatchObject({ updated: 1, created: 0 });

    const db = t.database.db;
    const open = await db
      .select()
      .from(followUps)
      .where(and(eq(followUps.leadId, leadId), eq(followUps.status, 'open')));
    expect(open).toMatchObject([{ type: 'call', assignedTo: people.manager.id }]);
    const [visit] = await db.select().from(siteVisits).where(eq(siteVisits.leadId, leadId));
    expect(visit).toMatchObject({ accompaniedBy: people.manager.id, status: 'scheduled' });
    const rows = await db
      .select({ kind: activities.kind, payload: activities.payload })
      .from(activities)
      .where(eq(activities.leadId, leadId));
    expect(rows.filter((r) => r.kind === 'assigned').map((r) => (r.payload as { summary: string }).summary)).toEqual([
      'The open call of 02/05/2026, 11:00 and the site visit to Sahyadri Heights on 03/05/2026, 10:30 moved from Esha Executive to Manoj Manager.',
    ]);
    // A lead the file left with its holder gets no such row.
    const same = await db
      .select()
      .from(activities)
      .where(and(eq(activities.leadId, other.data.lead._id), eq(activities.kind, 'assigned')));
    expect(same).toEqual([]);

    // Undo puts the assignee back, and the work goes back with them.
    t.clock.advanceHours(1);
    expect((await api('POST', `/api/lead/imports/${record._id}/undo`)).statusCode).toBe(202);
    await t.app.appContext.jobs.drain();
    const back = await db
      .select()
      .from(followUps)
      .where(and(eq(followUps.leadId, leadId), eq(followUps.status, 'open')));
    expect(back).toMatchObject([{ type: 'call', assignedTo: people.executive.id }]);
    const [visitBack] = await db.select().from(siteVisits).where(eq(siteVisits.leadId, leadId));
    expect(visitBack).toMatchObject({ accompaniedBy: people.executive.id });
  });
});
