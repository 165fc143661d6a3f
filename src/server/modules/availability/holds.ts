import { and, eq, isNull } from 'drizzle-orm';
import { indiaDateTime } from '../../../domain/india-date';
import { UNIT_STATUS_LABELS, type UnitStatus } from '../../../domain/inventory/statuses';
import { can } from '../../../domain/permissions';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/database';
import { towers, unitHolds, units } from '../../db/schema/inventory';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { conflict, forbidden, type Holder, unitTaken } from '../../lib/app-error';
import { type ActivityActor, getLead, type LeadActor, leadInBin, recordActivity } from '../lead-records/public';
import { readHoldHours } from './hold-hours';
import { unitMissing } from './unit-card';

/**
 * Holds (decision 180). Every write locks the unit's row first (`select … for update`), so holds,
 * releases, extensions, bookings and the lapse job on one unit run one after another on both
 * databases: of 50 requests at once exactly one finds the unit free. The partial unique index on
 * open holds backs this up. A hold past its time counts as lapsed at once: a new hold ends it.
 */

const HOUR = 3_600_000;

interface LockedUnit {
  id: string;
  status: UnitStatus;
  label: string;
  project: string;
}

interface OpenHold {
  id: string;
  leadId: string;
  heldUntil: Date;
  heldById: string | null;
  heldByName: string | null;
  extendedAt: Date | null;
}

/** The unit, locked for the rest of the transaction, and its open hold if any. */
async function lockUnit(tx: Tx, unitId: string): Promise<{ unit: LockedUnit; open: OpenHold | null }> {
  const [unit] = await tx
    .select({ id: units.id, status: units.status, number: units.number, tower: towers.name, project: projects.name })
    .from(units)
    .innerJoin(towers, eq(towers.id, units.towerId))
    .innerJoin(projects, eq(projects.id, units.projectId))
    .where(eq(units.id, unitId))
    .for('update', { of: units });
  if (!unit) throw unitMissing();
  const [open] = await tx
    .select({
      id: unitHolds.id,
      leadId: unitHolds.leadId,
      heldUntil: unitHolds.heldUntil,
      heldById: unitHolds.heldBy,
      heldByName: users.name,
      extendedAt: unitHolds.extendedAt,
    })
    .from(unitHolds)
    .leftJoin(users, eq(users.id, unitHolds.heldBy))
    .where(and(eq(unitHolds.unitId, unitId), isNull(unitHolds.endedAt)));
  return {
    unit: {
      id: unit.id,
      status: unit.status as UnitStatus,
      label: `${unit.tower}-${unit.number}`,
      project: unit.project,
    },
    open: open ?? null,
  };
}

const holderOf = (open: OpenHold): Holder => ({
  heldBy: open.heldById && open.heldByName ? { _id: open.heldById, name: open.heldByName } : null,
  heldUntil: open.heldUntil.toISOString(),
});

const payload = (unit: LockedUnit, heldUntil: Date, summary: string, reason?: 'released' | 'lapsed') => ({
  summary,
  unitId: unit.id,
  unit: unit.label,
  project: unit.project,
  heldUntil: heldUntil.toISOString(),
  ...(reason ? { reason } : {}),
});

/** Ends an open hold in the caller's transaction (the unit is locked) and puts it on the lead's timeline. */
async function endHold(
  tx: Tx,
  unit: LockedUnit,
  open: OpenHold,
  reason: 'released' | 'lapsed',
  actor: ActivityActor,
  now: Date,
) {
  await tx.update(unitHolds).set({ endedAt: now, endReason: reason }).where(eq(unitHolds.id, open.id));
  await tx.update(units).set({ status: 'available', updatedAt: now }).where(eq(units.id, unit.id));
  const summary =
    reason === 'lapsed'
      ? `The hold on ${unit.label} (${unit.project}) lapsed at ${indiaDateTime(open.heldUntil)}`
      : `Released ${unit.label} (${unit.project})`;
  await recordActivity(tx, {
    leadId: open.leadId,
    kind: 'unit_released',
    payload: payload(unit, open.heldUntil, summary, reason),
    actor,
    at: now,
  });
}

/** A hold the viewer may not touch: only its holder, or a manager for leads they work, or an administrator. */
async function mayManage(tx: Tx, actor: LeadActor, open: OpenHold): Promise<boolean> {
  if (open.heldById === actor.id) return true;
  if (!can(actor.role, 'holds.extend')) return false;
  try {
    await getLead(tx, actor, open.leadId);
    return true;
  } catch {
    return false;
  }
}

/** POST /api/units/:id/hold: holds a free unit for a lead the viewer works, for the setting's hours. */
export async function holdUnit(ctx: AppContext, unitId: string, leadId: string, actor: LeadActor) {
  // An executive may hold only for their own lead, a manager for the leads they work (404 otherwise).
  const lead = await getLead(ctx.db, actor, leadId);
  if (lead.deletedAt) throw leadInBin();
  const hours = await readHoldHours(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const { unit, open } = await lockUnit(tx, unitId);
    if (open && open.heldUntil > now) {
      const by = open.heldByName ?? 'a former member';
      throw unitTaken(
        `${unit.label} is on hold by ${by} until ${indiaDateTime(open.heldUntil)}.`,
        holderOf(open),
        'UNIT_HELD',
      );
    }
    if (unit.status !== 'available' && unit.status !== 'held') {
      throw unitTaken(`${unit.label} is not available: ${UNIT_STATUS_LABELS[unit.status].toLowerCase()}.`, {
        heldBy: null,
        heldUntil: null,
      });
    }
    if (open) await endHold(tx, unit, open, 'lapsed', { id: null, name: 'System' }, now);
    const heldUntil = new Date(now.getTime() + hours * HOUR);
    await tx.update(units).set({ status: 'held', updatedAt: now }).where(eq(units.id, unit.id));
    await tx.insert(unitHolds).values({ unitId: unit.id, leadId: lead._id, heldBy: actor.id, heldAt: now, heldUntil });
    await recordActivity(tx, {
      leadId: lead._id,
      kind: 'unit_held',
      payload: payload(unit, heldUntil, `Held ${unit.label} (${unit.project}) until ${indiaDateTime(heldUntil)}`),
      actor,
      at: now,
    });
    return { heldUntil: heldUntil.toISOString() };
  });
}

/** DELETE /api/units/:id/hold: its holder, a manager for a lead they work, or an administrator. */
export async function releaseHold(ctx: AppContext, unitId: string, actor: LeadActor) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const { unit, open } = await lockUnit(tx, unitId);
    if (!open || open.heldUntil <= now) throw conflict(`${unit.label} is not on hold.`, 'UNIT_NOT_HELD');
    if (!(await mayManage(tx, actor, open))) {
      throw forbidden(`Only ${open.heldByName ?? 'its holder'} or a manager may release the hold on ${unit.label}.`);
    }
    await endHold(tx, unit, open, 'released', actor, now);
    return { message: `${unit.label} is available again.` };
  });
}

/** POST /api/units/:id/hold/extend: once per hold, by the setting's hours again from its end. */
export async function extendHold(ctx: AppContext, unitId: string, actor: LeadActor) {
  const hours = await readHoldHours(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const { unit, open } = await lockUnit(tx, unitId);
    if (!open || open.heldUntil <= now) throw conflict(`${unit.label} is not on hold.`, 'UNIT_NOT_HELD');
    if (open.extendedAt) {
      throw conflict(
        `The hold on ${unit.label} was extended once already; a hold is extended only once.`,
        'HOLD_EXTENDED',
      );
    }
    if (!(await mayManage(tx, actor, open))) throw forbidden('You may extend holds only for leads you work.');
    const heldUntil = new Date(open.heldUntil.getTime() + hours * HOUR);
    await tx
      .update(unitHolds)
      .set({ heldUntil, extendedBy: actor.id, extendedAt: now })
      .where(eq(unitHolds.id, open.id));
    await recordActivity(tx, {
      leadId: open.leadId,
      kind: 'unit_hold_extended',
      payload: payload(
        unit,
        heldUntil,
        `Extended the hold on ${unit.label} (${unit.project}) until ${indiaDateTime(heldUntil)}`,
      ),
      actor,
      at: now,
    });
    return { heldUntil: heldUntil.toISOString() };
  });
}
