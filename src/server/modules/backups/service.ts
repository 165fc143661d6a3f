import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { backupStatusOf } from '../../../domain/backups/status';
import type { BackupOverview, BackupSettings, BackupStatus } from '../../../domain/schemas/backups';
import { type AuditActor, recordAudit } from '../../audit/record-audit';
import { backupPolicySetting, readBackupPolicy } from '../../backup/backup-policy';
import { listFinishedArchives, secretsKeyFingerprint } from '../../backup/write-backup';
import type { AppContext } from '../../context';
import { jobs } from '../../db/schema/jobs';
import { BACKUP_JOB_KIND, backupJob, backupSchedule } from '../../jobs/backup-job';
import { readDailyTime, setDailyTime } from '../../jobs/schedules';
import { AppError, notFound } from '../../lib/app-error';
import { keyIdOf } from '../../settings/secret-box';
import { parseKey, secretsKeyPath } from '../../settings/secrets-key';
import { backupRows } from './backup-list';
import type { DownloadLinks } from './download-links';

/** Where the secrets key lives, for the notice on /backups: never the key, only its fingerprint. */
function secretsKeyNotice(ctx: AppContext): BackupOverview['secretsKey'] {
  const fingerprint = secretsKeyFingerprint(ctx.config);
  if (!fingerprint) return { fingerprint: null, source: 'none', path: null };
  // The embedded start reads DATA_DIR/secrets.key into the config; SECRETS_KEY is another key.
  const path = secretsKeyPath(ctx.config.dataDir);
  let fromFile = false;
  try {
    fromFile = existsSync(path) && keyIdOf(parseKey(readFileSync(path, 'utf8'), path)) === fingerprint;
  } catch {
    fromFile = false;
  }
  return { fingerprint, source: fromFile ? 'file' : 'env', path: fromFile ? path : null };
}

async function settingsView(ctx: AppContext) {
  const [policy, time] = await Promise.all([readBackupPolicy(ctx), readDailyTime(ctx.db, backupSchedule, ctx.clock())]);
  return {
    settings: {
      dailyAt: time.dailyAt,
      keepLast: policy.keepLast,
      keepMonthly: policy.keepMonthly,
      copyDir: policy.copyDir,
    },
    nextRunAt: time.nextRunAt.toISOString(),
  };
}

export async function backupStatus(ctx: AppContext): Promise<BackupStatus> {
  return backupStatusOf((await backupRows(ctx)).rows, ctx.clock());
}

export async function backupOverview(ctx: AppContext): Promise<BackupOverview> {
  const [{ rows, folderProblem }, view] = await Promise.all([backupRows(ctx), settingsView(ctx)]);
  const running = rows.find((r) => r.result === 'running' || r.result === 'queued');
  return {
    status: backupStatusOf(rows, ctx.clock()),
    ...view,
    folder: ctx.config.backupDir,
    folderProblem,
    copyDirFromServer: ctx.config.backupCopyDir,
    runningJobId: running?.jobId ?? null,
    secretsKey: secretsKeyNotice(ctx),
    backups: rows,
  };
}

/**
 * Run now: a backup job, unless one is already queued or running, which is given back instead.
 * The check and the enqueue share a transaction-scoped lock, so two clicks at once make one job.
 */
export async function runBackupNow(ctx: AppContext, actor: AuditActor, ip: string | null) {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${BACKUP_JOB_KIND}))`);
    const [current] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, BACKUP_JOB_KIND), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (current) return { jobId: current.id, started: false };
    const { id } = await ctx.jobs.enqueue(tx, backupJob, { trigger: 'manual' }, { createdBy: actor.id });
    await recordAudit(tx, ctx.clock, actor, {
      action: 'backup.run',
      subjectKind: 'backup',
      subjectId: id,
      summary: 'Started a backup (Run now)',
      details: { jobId: id },
      ip,
    });
    return { jobId: id, started: true };
  });
}

/** Retention and the second folder in the settings; the time moves the daily schedule, in one transaction. */
export async function saveBackupSettings(ctx: AppContext, input: BackupSettings, by: string) {
  await ctx.db.transaction(async (tx) => {
    await ctx.settings.set(
      backupPolicySetting,
      { keepLast: input.keepLast, keepMonthly: input.keepMonthly, copyDir: input.copyDir },
      { by, db: tx },
    );
    await setDailyTime(tx, backupSchedule, input.dailyAt, ctx.clock());
  });
  return settingsView(ctx);
}

/**
 * A finished archive of the backup folder, to stream, with its download in the audit log. The
 * name was checked against the product's pattern by the route, and is looked up among the
 * folder's finished archives, so no other file can be reached.
 */
async function findArchive(ctx: AppContext, fileName: string) {
  const archives = await listFinishedArchives(ctx.config.backupDir).catch(() => []);
  const archive = archives.find((a) => a.fileName === fileName);
  if (!archive) throw notFound('There is no backup with that name in the backup folder.');
  return archive;
}

/** A one-time link to the archive for a plain browser download (download-links.ts says why). */
export async function issueBackupDownloadLink(
  ctx: AppContext,
  links: DownloadLinks,
  fileName: string,
  actor: AuditActor,
): Promise<{ url: string; expiresAt: string }> {
  await findArchive(ctx, fileName);
  const link = links.issue(fileName, actor);
  return { url: `/api/backups/download/${link.token}`, expiresAt: link.expiresAt.toISOString() };
}

/** The archive behind a one-time link, downloaded in the name of whoever asked for the link. */
export async function openLinkedBackupDownload(
  ctx: AppContext,
  links: DownloadLinks,
  token: string,
  ip: string | null,
) {
  const link = links.take(token);
  if (!link) {
    throw new AppError(
      410,
      'LINK_EXPIRED',
      'This download link has expired or was already used. Download the backup again from the Backups screen.',
    );
  }
  return openBackupDownload(ctx, link.fileName, link.actor, ip);
}

export async function openBackupDownload(ctx: AppContext, fileName: string, actor: AuditActor, ip: string | null) {
  const archive = await findArchive(ctx, fileName);
  await recordAudit(ctx.db, ctx.clock, actor, {
    action: 'backup.download',
    subjectKind: 'backup',
    subjectId: fileName,
    summary: `Downloaded backup ${fileName}`,
    details: { bytes: archive.bytes },
    ip,
  });
  return { fileName, bytes: archive.bytes, stream: createReadStream(archive.path) };
}
