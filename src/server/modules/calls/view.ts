import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { indiaDayRange } from '../../../domain/india-date';
import {
  type Call,
  type CallDirection,
  type CallSource,
  callDialNumber,
  type callQuerySchema,
} from '../../../domain/schemas/call';
import type { FollowUpOutcome } from '../../../domain/schemas/follow-up';
import type { DbOrTx } from '../../db/database';
import { calls } from '../../db/schema/calls';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { likePattern } from '../../lib/like-pattern';

export type CallFilters = z.output<typeof callQuerySchema>;

const member = alias(users, 'call_member');

/** The columns a Call is made of: the call, its member's name and its lead's name. */
export function selectCalls(db: DbOrTx) {
  return db
    .select({ call: calls, memberName: member.name, leadName: leads.name })
    .from(calls)
    .innerJoin(member, eq(member.id, calls.memberId))
    .leftJoin(leads, eq(leads.id, calls.leadId));
}

type CallRow = Awaited<ReturnType<ReturnType<typeof selectCalls>['where']>>[number];

export const recordingPath = (id: string) => `/api/callhistory/${id}/recording`;

export function toCall(row: CallRow): Call {
  const c = row.call;
  return {
    id: c.id,
    memberId: c.memberId,
    memberName: row.memberName,
    leadId: c.leadId,
    leadName: row.leadName ?? null,
    contactId: c.contactId,
    number: c.number,
    dialNumber: callDialNumber(c.rawNumber, c.number),
    direction: c.direction as CallDirection,
    startedAt: c.startedAt.toISOString(),
    durationSeconds: c.durationSeconds,
    answered: c.answered,
    outcome: (c.outcome as FollowUpOutcome | null) ?? null,
    note: c.note,
    line: c.line,
    source: c.source as CallSource,
    hasRecording: c.recordingFileId !== null,
    recordingUrl: c.recordingFileId ? recordingPath(c.id) : null,
    providerStatus: c.providerStatus,
  };
}

/** WHERE of one member's history and its export. Days are India days, both inclusive. */
export function callWhere(memberId: string, f: Omit<CallFilters, 'page' | 'pageSize' | 'sort' | 'format'>) {
  const { start, end } = indiaDayRange(f.from, f.to);
  const parts: (SQL | undefined)[] = [eq(calls.memberId, memberId)];
  if (start) parts.push(sql`${calls.startedAt} >= ${start.toISOString()}`);
  if (end) parts.push(sql`${calls.startedAt} < ${end.toISOString()}`);
  if (f.direction) parts.push(eq(calls.direction, f.direction));
  if (f.answered !== undefined) parts.push(eq(calls.answered, f.answered));
  if (f.matched === true) parts.push(sql`(${calls.leadId} is not null or ${calls.contactId} is not null)`);
  if (f.matched === false) parts.push(and(isNull(calls.leadId), isNull(calls.contactId)));
  if (f.q) {
    const digits = f.q.replace(/[\s\-.()+]/g, '');
    parts.push(
      /^\d+$/.test(digits)
        ? sql`${calls.number} like ${likePattern(digits.slice(-10))}`
        : and(isNotNull(calls.leadId), sql`${leads.name} ilike ${likePattern(f.q)}`),
    );
  }
  return and(...parts);
}

/** The order of each sort, with seq last so the order is total (the export pages by it). */
export function callOrder(sort: CallFilters['sort']) {
  if (sort === 'oldest') return [asc(calls.startedAt), asc(calls.seq)];
  if (sort === 'longest') return [desc(calls.durationSeconds), desc(calls.seq)];
  return [desc(calls.startedAt), desc(calls.seq)];
}

/** Rows after the last one of the previous page, in the sort's order (keyset paging). */
export function afterRow(sort: CallFilters['sort'], last: CallRow['call']): SQL {
  if (sort === 'oldest') {
    return sql`(${calls.startedAt}, ${calls.seq}) > (${last.startedAt.toISOString()}::timestamptz, ${last.seq})`;
  }
  if (sort === 'longest') {
    return sql`(${calls.durationSeconds}, ${calls.seq}) < (${last.durationSeconds}, ${last.seq})`;
  }
  return sql`(${calls.startedAt}, ${calls.seq}) < (${last.startedAt.toISOString()}::timestamptz, ${last.seq})`;
}
