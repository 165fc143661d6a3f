import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FollowUp } from '../../../domain/schemas/follow-up';
import type { DbOrTx } from '../../db/database';
import { followUps } from '../../db/schema/follow-ups';
import { users } from '../../db/schema/users';

const fuAssignee = alias(users, 'fu_assignee');
const fuDoneBy = alias(users, 'fu_done_by');
const fuCreator = alias(users, 'fu_creator');

/** The columns of a follow-up with the names of its people, to add to any select over follow_ups. */
export const followUpColumns = {
  followUp: followUps,
  fuAssigneeName: fuAssignee.name,
  fuDoneByName: fuDoneBy.name,
  fuCreatorName: fuCreator.name,
};

export function selectFollowUps(db: DbOrTx) {
  return db
    .select(followUpColumns)
    .from(followUps)
    .leftJoin(fuAssignee, eq(fuAssignee.id, followUps.assignedTo))
    .leftJoin(fuDoneBy, eq(fuDoneBy.id, followUps.doneBy))
    .leftJoin(fuCreator, eq(fuCreator.id, followUps.createdBy));
}

const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);

export function toFollowUp(row: {
  followUp: typeof followUps.$inferSelect;
  fuAssigneeName: string | null;
  fuDoneByName: string | null;
  fuCreatorName: string | null;
}): FollowUp {
  const f = row.followUp;
  return {
    _id: f.id,
    leadId: f.leadId,
    type: f.type,
    dueAt: f.dueAt.toISOString(),
    assignedTo: ref(f.assignedTo, row.fuAssigneeName),
    status: f.status,
    outcome: f.outcome,
    reason: f.reason,
    note: f.note,
    siteVisitId: f.siteVisitId,
    doneAt: f.doneAt?.toISOString() ?? null,
    doneBy: ref(f.doneBy, row.fuDoneByName),
    createdBy: ref(f.createdBy, row.fuCreatorName),
    createdAt: f.createdAt.toISOString(),
  };
}
