import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LEAD_IMPORT_UNDO_DAYS,
  type LeadImport,
  type leadImportListQuerySchema,
} from '../../../domain/schemas/lead-import';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { leadImports } from '../../db/schema/lead-imports';
import { notFound } from '../../lib/app-error';

/** How long an import can be undone after it finished. */
const UNDO_MS = LEAD_IMPORT_UNDO_DAYS * 86_400_000;

type ImportRow = typeof leadImports.$inferSelect;
type Joined = {
  row: ImportRow;
  createdByName: string | null;
  undoneByName: string | null;
  jobStatus: string | null;
  jobError: string | null;
  undoJobStatus: string | null;
};

const seconds = (from: Date, to: Date) => Math.max((to.getTime() - from.getTime()) / 1000, 0.001);

/** One import as the API shows it; a job that died for good shows the import failed even if the row says running. */
export function toLeadImport(j: Joined, now: Date): LeadImport {
  const r = j.row;
  let status = r.status;
  let error = r.error;
  if ((status === 'queued' || status === 'running') && (j.jobStatus === 'failed' || j.jobStatus === 'cancelled')) {
    status = j.jobStatus;
    error = error ?? j.jobError;
  }
  const counts = {
    read: r.created + r.updated + r.restored + r.skipped + r.rejected,
    created: r.created,
    updated: r.updated,
    restored: r.restored,
    skipped: r.skipped,
    rejected: r.rejected,
  };
  const running = status === 'queued' || status === 'running';
  const end = running ? now : (r.finishedAt ?? now);
  const elapsed = r.startedAt ? seconds(r.startedAt, end) : null;
  const totalRows =
    r.totalRows ??
    (r.bytesDone > 0 ? Math.max(counts.read, Math.round((counts.read * r.fileSize) / r.bytesDone)) : null);
  const rowsPerSecond = elapsed && counts.read > 0 ? Math.round(counts.read / elapsed) : null;
  const etaSeconds =
    running && rowsPerSecond && totalRows !== null
      ? Math.max(0, Math.round((totalRows - counts.read) / rowsPerSecond))
      : null;
  const until = r.finishedAt ? new Date(r.finishedAt.getTime() + UNDO_MS) : null;
  const committed = r.created + r.updated + r.restored > 0;
  let undoState: LeadImport['undo']['state'] = 'none';
  if (r.undoneAt) undoState = 'done';
  else if (r.undoJobId && (j.undoJobStatus === 'queued' || j.undoJobStatus === 'running')) undoState = 'running';
  else if (running || !committed) undoState = 'none';
  else if (until && until.getTime() < now.getTime()) undoState = 'expired';
  else undoState = 'available';
  return {
    _id: r.id,
    fileName: r.fileName,
    fileSize: r.fileSize,
    fileKind: r.fileKind,
    sheet: r.sheet,
    createdBy: r.createdBy ? { _id: r.createdBy, name: j.createdByName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    status,
    mapping: {
      columns: r.mapping.columns,
      unmapped: r.mapping.unmapped,
      ...(r.mapping.sheet ? { sheet: r.mapping.sheet } : {}),
    },
    options: r.options,
    counts,
    totalRows,
    rowsPerSecond,
    etaSeconds,
    durationSeconds: !running && elapsed !== null ? Math.round(elapsed * 10) / 10 : null,
    jobId: r.jobId,
    error: status === 'failed' ? (error ?? 'The import stopped.') : null,
    undo: {
      state: undoState,
      until: until?.toISOString() ?? null,
      undoneAt: r.undoneAt?.toISOString() ?? null,
      undoneBy: r.undoneBy ? { _id: r.undoneBy, name: j.undoneByName ?? '' } : null,
      jobId: r.undoJobId,
    },
  };
}

function selectImports(db: Db) {
  return db
    .select({
      row: leadImports,
      createdByName: sql<string | null>`(select name from users where id = ${leadImports.createdBy})`,
      undoneByName: sql<string | null>`(select name from users where id = ${leadImports.undoneBy})`,
      jobStatus: sql<string | null>`(select status from jobs where id = ${leadImports.jobId})`,
      jobError: sql<string | null>`(select error from jobs where id = ${leadImports.jobId})`,
      undoJobStatus: sql<string | null>`(select status from jobs where id = ${leadImports.undoJobId})`,
    })
    .from(leadImports);
}

export async function listImports(ctx: AppContext, query: z.infer<typeof leadImportListQuerySchema>) {
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(leadImports);
  const rows = await selectImports(ctx.db)
    .orderBy(desc(leadImports.createdAt), desc(leadImports.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const now = ctx.clock();
  return {
    imports: rows.map((r) => toLeadImport(r, now)),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

export async function getImport(ctx: AppContext, id: string): Promise<LeadImport> {
  const [row] = await selectImports(ctx.db).where(eq(leadImports.id, id));
  if (!row) throw notFound('That import was not found.');
  return toLeadImport(row, ctx.clock());
}
