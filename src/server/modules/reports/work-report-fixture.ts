import type { ActivityKind } from '../../../domain/schemas/activity';
import { activities } from '../../db/schema/activities';
import { calls } from '../../db/schema/calls';
import { followUps } from '../../db/schema/follow-ups';
import { leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { tasks } from '../../db/schema/tasks';
import type { TestApp } from '../../test/test-app';

/**
 * Rows for the report tests, written straight into the real tables at exact instants (the
 * services that normally write them take "now" from the clock; a report test needs many moments).
 */
export function reportWorld(t: TestApp) {
  const db = t.database.db;
  let mobile = 9000000000;
  let device = 0;
  return {
    async lead(input: { name: string; assignedTo?: string; assignedAt?: string; status?: string }) {
      const [row] = await db
        .insert(leads)
        .values({
          name: input.name,
          mobile: String(++mobile),
          assignedTo: input.assignedTo ?? null,
          assignedAt: input.assignedAt ? new Date(input.assignedAt) : null,
          status: input.status ?? 'new',
          createdAt: new Date('2026-11-01T04:00:00Z'),
        })
        .returning({ id: leads.id });
      return row!.id;
    },
    async activity(input: {
      leadId: string;
      kind: ActivityKind;
      at: string;
      actor: { id: string; name: string } | null;
      payload?: Record<string, unknown>;
    }) {
      await db.insert(activities).values({
        leadId: input.leadId,
        kind: input.kind,
        actorId: input.actor?.id ?? null,
        actorName: input.actor?.name ?? 'Portal',
        at: new Date(input.at),
        payload: input.payload ?? { summary: `${input.kind} at ${input.at}` },
      });
    },
    async call(input: {
      memberId: string;
      leadId?: string;
      direction: 'incoming' | 'outgoing' | 'missed' | 'rejected';
      at: string;
      seconds: number;
    }) {
      await db.insert(calls).values({
        memberId: input.memberId,
        deviceCallId: `dev-${++device}`,
        number: '9123456789',
        rawNumber: '+91 91234 56789',
        direction: input.direction,
        startedAt: new Date(input.at),
        durationSeconds: input.seconds,
        answered: input.seconds > 0 && (input.direction === 'incoming' || input.direction === 'outgoing'),
        leadId: input.leadId ?? null,
      });
    },
    async followUp(input: {
      leadId: string;
      dueAt: string;
      status: 'open' | 'done';
      doneAt?: string;
      doneBy?: string;
    }) {
      await db.insert(followUps).values({
        leadId: input.leadId,
        type: 'call',
        dueAt: new Date(input.dueAt),
        status: input.status,
        doneAt: input.doneAt ? new Date(input.doneAt) : null,
        doneBy: input.doneBy ?? null,
      });
    },
    async visit(input: {
      leadId: string;
      at: string;
      status: 'scheduled' | 'done' | 'no_show' | 'cancelled';
      accompaniedBy?: string;
      closedBy?: string;
    }) {
      await db.insert(siteVisits).values({
        leadId: input.leadId,
        project: 'Green Meadows',
        at: new Date(input.at),
        status: input.status,
        accompaniedBy: input.accompaniedBy ?? null,
        closedBy: input.closedBy ?? null,
        closedAt: input.status === 'scheduled' ? null : new Date(input.at),
      });
    },
    async task(input: { title: string; assigneeId: string; dueAt: string; status: string }) {
      await db.insert(tasks).values({
        title: input.title,
        assigneeId: input.assigneeId,
        dueAt: new Date(input.dueAt),
        status: input.status,
        completedAt: input.status === 'done' ? new Date(input.dueAt) : null,
      });
    },
  };
}
