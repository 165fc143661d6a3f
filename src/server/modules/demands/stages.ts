import { sql } from 'drizzle-orm';
import { stageKey as keyOfStage } from '../../../domain/collections/payment-plan';
import { indiaDisplayDate, istDate } from '../../../domain/india-date';
import { fromPaise } from '../../../domain/money/paise';
import { type TowerProgress, type TowerStage, towerStageInputSchema } from '../../../domain/schemas/demands';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { towerStageFiles, towerStages } from '../../db/schema/collections';
import { towerStageRaises } from '../../db/schema/demand-runs';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { loadFileRefs } from '../../storage/file-refs';
import { type FileField, type ReceivedUpload, withUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { raiseDemandsJob } from './raise-job';

/** The engineer's certificate and photos of a stage, readable by whoever sees the demands. */
export const stageFileFields: Record<string, FileField> = {
  files: { policy: policies.pdfOrImage('demands.view'), multiple: true },
};

const towerMissing = () => notFound('That tower does not exist.');
const stageMissing = () => notFound('That stage record does not exist.');

async function loadTower(db: DbOrTx, id: string) {
  const [tower] = rowsOf<{ id: string; name: string; project_id: string; project_name: string }>(
    await db.execute(sql`select t.id, t.name, t.project_id, p.name as project_name
      from towers t join projects p on p.id = t.project_id where t.id = ${id}`),
  );
  return tower;
}

export async function assertTower(db: DbOrTx, id: string) {
  if (!(await loadTower(db, id))) throw towerMissing();
}

/** A stage reached: the record, its files, and ONE job raising its demands — all in one transaction. */
export async function recordStage(ctx: AppContext, towerId: string, upload: ReceivedUpload, userId: string) {
  return withUpload(upload, async () => {
    const parsed = towerStageInputSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
      throw badRequest(parsed.error.issues[0]?.message ?? 'The stage is not valid.', fields, 'VALIDATION_FAILED');
    }
    const input = parsed.data;
    const today = istDate(ctx.clock());
    if (input.reachedOn > today) {
      const message = `Date reached cannot be after today (${indiaDisplayDate(today)}).`;
      throw badRequest(message, { reachedOn: message }, 'DATE_AHEAD');
    }
    const stageKey = keyOfStage(input.name);
    const id = await ctx.db.transaction(async (tx) => {
      const tower = await loadTower(tx, towerId);
      if (!tower) throw towerMissing();
      const [existing] = rowsOf<{ reached_on: string }>(
        await tx.execute(
          sql`select reached_on::text from tower_stages where tower_id = ${towerId} and stage_key = ${stageKey}`,
        ),
      );
      if (existing) {
        throw conflict(
          `${tower.name} already reached ${input.name} on ${indiaDisplayDate(existing.reached_on)}. Raise its demands again from that stage if bookings were added since.`,
          'STAGE_ALREADY_REACHED',
        );
      }
      const saved = await upload.commit(tx, userId);
      const now = ctx.clock();
      const [row] = await tx
        .insert(towerStages)
        .values({
          towerId,
          stageKey,
          name: input.name,
          reachedOn: input.reachedOn,
          note: input.note ?? null,
          recordedBy: userId,
          recordedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: towerStages.id });
      if (!row) throw conflict(`${tower.name} already reached ${input.name}.`, 'STAGE_ALREADY_REACHED');
      const files = saved.files ?? [];
      if (files.length) {
        await tx.insert(towerStageFiles).values(files.map((f) => ({ towerStageId: row.id, fileId: f.id })));
      }
      await enqueueRaise(ctx, tx, row.id, userId, `demands.raise:${row.id}`);
      return row.id;
    });
    return getStage(ctx.db, id);
  });
}

export async function enqueueRaise(
  ctx: AppContext,
  tx: DbOrTx,
  stageId: string,
  userId: string,
  key: string,
  batchSize?: number,
) {
  const job = await ctx.jobs.enqueue(
    tx,
    raiseDemandsJob,
    batchSize ? { towerStageId: stageId, batchSize } : { towerStageId: stageId },
    { idempotencyKey: key, createdBy: userId },
  );
  await tx
    .insert(towerStageRaises)
    .values({ towerStageId: stageId, jobId: job.id, queuedAt: ctx.clock() })
    .onConflictDoUpdate({ target: towerStageRaises.towerStageId, set: { jobId: job.id, queuedAt: ctx.clock() } });
}

/**
 * Raise a reached stage's demands again: bookings made since, or demands whose email was not
 * queued. A running raise of the stage is reused; a new run makes no second demand (decision 196).
 */
export async function raiseAgain(ctx: AppContext, stageId: string, userId: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string; status: string | null }>(
      await tx.execute(sql`select s.id, j.status from tower_stages s
        left join tower_stage_raises r on r.tower_stage_id = s.id left join jobs j on j.id = r.job_id
        where s.id = ${stageId} for update of s`),
    );
    if (!row) throw stageMissing();
    if (row.status === 'queued' || row.status === 'running') return;
    await enqueueRaise(ctx, tx, stageId, userId, `demands.raise:${stageId}:${ctx.clock().toISOString()}`);
  });
  return getStage(ctx.db, stageId);
}

interface StageRow {
  id: string;
  tower_id: string;
  stage_key: string;
  name: string;
  reached_on: string;
  note: string | null;
  recorded_by: string | null;
  recorder: string | null;
  recorded_at: Date | string;
  job_id: string | null;
  job_status: string | null;
  demands: number;
  refusals: number;
  file_ids: string[] | null;
}

const stageSelect = sql`
  select s.id, s.tower_id, s.stage_key, s.name, s.reached_on::text, s.note, s.recorded_by, u.name as recorder,
         s.recorded_at, r.job_id, j.status as job_status,
         (select count(*)::int from demands d where d.tower_stage_id = s.id) as demands,
         (select count(*)::int from demand_refusals f where f.tower_stage_id = s.id and f.demand_id is null) as refusals,
         (select array_agg(sf.file_id::text) from tower_stage_files sf where sf.tower_stage_id = s.id) as file_ids
  from tower_stages s left join users u on u.id = s.recorded_by
  left join tower_stage_raises r on r.tower_stage_id = s.id left join jobs j on j.id = r.job_id`;

async function toStages(db: DbOrTx, rows: StageRow[]): Promise<TowerStage[]> {
  const refs = await loadFileRefs(
    db,
    rows.flatMap((r) => r.file_ids ?? []),
  );
  return rows.map((r) => ({
    _id: r.id,
    towerId: r.tower_id,
    stageKey: r.stage_key,
    name: r.name,
    reachedOn: r.reached_on,
    note: r.note,
    recordedBy: { _id: r.recorded_by, name: r.recorder ?? 'A former member' },
    recordedAt: new Date(r.recorded_at).toISOString(),
    files: (r.file_ids ?? []).map((id) => refs.get(id)).filter((f) => f !== undefined),
    raise: { jobId: r.job_id, status: r.job_status ?? 'none', demands: r.demands, refusals: r.refusals },
  }));
}

export async function getStage(db: DbOrTx, id: string): Promise<TowerStage> {
  const rows = rowsOf<StageRow>(await db.execute(sql`${stageSelect} where s.id = ${id}`));
  if (!rows.length) throw stageMissing();
  const [stage] = await toStages(db, rows);
  return stage!;
}

/** A tower's progress: the stages its project's plans name, those reached, and RERA refusals waiting. */
export async function towerProgress(db: DbOrTx, towerId: string): Promise<TowerProgress> {
  const tower = await loadTower(db, towerId);
  if (!tower) throw towerMissing();
  const reached = await toStages(
    db,
    rowsOf<StageRow>(
      await db.execute(
        sql`${stageSelect} where s.tower_id = ${towerId} order by s.reached_on desc, s.recorded_at desc`,
      ),
    ),
  );
  const options = rowsOf<{ key: string; name: string }>(
    await db.execute(sql`
      select distinct on (m.stage_key) m.stage_key as key, m.name
      from payment_plan_milestones m join payment_plans p on p.id = m.plan_id
      where p.project_id = ${tower.project_id} and m.trigger = 'stage' and m.stage_key is not null
        and not exists (select 1 from tower_stages s where s.tower_id = ${towerId} and s.stage_key = m.stage_key)
      order by m.stage_key, m.position`),
  );
  const refusals = rowsOf<{
    id: string;
    booking_id: string;
    booking_no: string;
    buyer: string | null;
    stage: string;
    reason: string;
    demanded_paise: string | number;
    limit_paise: string | number;
    refused_at: Date | string;
  }>(
    await db.execute(sql`
      select f.id, f.booking_id, b.booking_no, a.name as buyer, i.name as stage, f.reason, f.demanded_paise,
             f.limit_paise, f.refused_at
      from demand_refusals f join bookings b on b.id = f.booking_id join units u on u.id = b.unit_id
      join booking_instalments i on i.id = f.instalment_id
      left join booking_applicants a on a.booking_id = b.id and a.position = 1
      where u.tower_id = ${towerId} and f.demand_id is null
      order by f.refused_at desc, b.booking_no limit 500`),
  );
  return {
    tower: { _id: tower.id, name: tower.name, projectId: tower.project_id, projectName: tower.project_name },
    stageOptions: options,
    reached,
    refusals: refusals.map((f) => ({
      _id: f.id,
      bookingId: f.booking_id,
      bookingNo: f.booking_no,
      buyer: f.buyer ?? '',
      stage: f.stage,
      reason: f.reason,
      demanded: fromPaise(Number(f.demanded_paise)),
      limit: fromPaise(Number(f.limit_paise)),
      refusedAt: new Date(f.refused_at).toISOString(),
    })),
  };
}
