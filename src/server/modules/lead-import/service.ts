import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CSV_BOM, csvRow } from '../../../domain/leads/csv';
import { suggestMapping } from '../../../domain/leads/import/header-match';
import {
  type ImportPreview,
  LEAD_IMPORT_MAX_BYTES,
  LEAD_IMPORT_UNDO_DAYS,
  type LeadImport,
  type LeadImportOptions,
  leadImportMappingSchema,
  leadImportOptionsSchema,
  type SavedLeadImportMapping,
} from '../../../domain/schemas/lead-import';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { leadImportMappings, leadImportRejects, leadImports, leadImportUploads } from '../../db/schema/lead-imports';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { LONG_WORK_BATCH_ROWS } from '../../lib/yield-to-loop';
import type { ReceivedUpload, StagedFile } from '../../storage/receive-upload';
import { type ImportFileKind, openImportFile } from './file-reader';
import { activeMembers, leadImportJob } from './import-job';
import { getImport } from './import-view';
import { leadImportUndoJob } from './undo-job';

export interface Actor {
  id: string;
  name: string;
}

const PREVIEW_ROWS = 20;
const PENDING_UPLOAD_MS = 86_400_000;

export const importUploadLimits = {
  maxFileBytes: LEAD_IMPORT_MAX_BYTES,
  maxRequestBytes: LEAD_IMPORT_MAX_BYTES + 1_000_000,
  maxFiles: 1,
};

const kindOf = (file: StagedFile): ImportFileKind => (file.mimeType === 'text/csv' ? 'csv' : 'xlsx');

/** Reads the header and the first rows of a stored file: the preview, and the check that the file can be read at all. */
async function readPreview(
  ctx: AppContext,
  upload: { id: string; fileKind: ImportFileKind; fileSize: number },
  sheet: string | undefined,
) {
  const file = await openImportFile(
    (range) => ctx.storage.read(upload.id, range),
    upload.fileKind,
    upload.fileSize,
    sheet,
  );
  const sample: string[][] = [];
  try {
    for await (const row of file.rows) {
      sample.push(row.cells);
      if (sample.length >= PREVIEW_ROWS) break;
    }
  } finally {
    await file.rows.return(undefined);
  }
  return { file, sample };
}

async function savedMappings(db: Db): Promise<SavedLeadImportMapping[]> {
  const rows = await db.select().from(leadImportMappings).orderBy(leadImportMappings.name);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    mapping: leadImportMappingSchema.parse(r.mapping),
    createdAt: r.createdAt.toISOString(),
  }));
}

async function toPreview(
  ctx: AppContext,
  upload: { id: string; fileName: string; fileSize: number; fileKind: ImportFileKind },
  sheet: string | undefined,
): Promise<ImportPreview> {
  const { file, sample } = await readPreview(ctx, upload, sheet);
  // An .xlsx file may hold its leads on another sheet, which the person can pick from the preview.
  if (sample.length === 0 && (upload.fileKind === 'csv' || file.sheets.length <= 1)) {
    throw badRequest(
      upload.fileKind === 'xlsx'
        ? `The sheet "${file.sheet}" has column names but no rows of leads.`
        : 'The file has column names but no rows of leads.',
    );
  }
  const width = Math.max(file.headers.length, ...sample.map((r) => r.length));
  const headers = Array.from({ length: width }, (_, i) => file.headers[i] ?? '');
  return {
    uploadId: upload.id,
    fileName: upload.fileName,
    fileSize: upload.fileSize,
    fileKind: upload.fileKind,
    sheets: file.sheets,
    sheet: file.sheet,
    delimiter: file.delimiter,
    encoding: file.encoding,
    headers,
    sample: sample.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')),
    suggested: suggestMapping(headers),
    savedMappings: (await savedMappings(ctx.db)).map(({ _id, name, mapping }) => ({ _id, name, mapping })),
  };
}

/** Uploads older than a day that were never imported: their rows and files go. */
async function clearStaleUploads(ctx: AppContext) {
  const cutoff = new Date(ctx.clock().getTime() - PENDING_UPLOAD_MS);
  const stale = await ctx.db.delete(leadImportUploads).where(lt(leadImportUploads.createdAt, cutoff)).returning();
  await Promise.all(stale.map((u) => ctx.storage.remove(u.id)));
}

/** Keeps a received file in storage under a new key; the caller records it. */
async function keepFile(ctx: AppContext, upload: ReceivedUpload): Promise<{ id: string; file: StagedFile }> {
  const file = upload.files.find((f) => f.field === 'file');
  if (!file) throw badRequest('Choose a CSV or Excel (.xlsx) file to import.', { file: 'Choose a file.' });
  const id = randomUUID();
  await ctx.storage.adopt(file.scratch, id);
  return { id, file };
}

/** POST /imports/upload: keeps the file as a pending upload and answers its preview. */
export async function uploadForPreview(ctx: AppContext, upload: ReceivedUpload, actor: Actor): Promise<ImportPreview> {
  await clearStaleUploads(ctx);
  const { id, file } = await keepFile(ctx, upload);
  const pending = { id, fileName: file.originalName, fileSize: file.sizeBytes, fileKind: kindOf(file) };
  try {
    const preview = await toPreview(ctx, pending, undefined);
    await ctx.db.insert(leadImportUploads).values({ ...pending, createdBy: actor.id, createdAt: ctx.clock() });
    return preview;
  } catch (error) {
    await ctx.storage.remove(id);
    throw error;
  }
}

async function findUpload(ctx: AppContext, uploadId: string) {
  const [pending] = await ctx.db.select().from(leadImportUploads).where(eq(leadImportUploads.id, uploadId));
  if (!pending) throw notFound('That upload was not found; it may be over a day old. Upload the file again.');
  return pending;
}

export async function previewUpload(ctx: AppContext, uploadId: string, sheet: string | undefined) {
  const pending = await findUpload(ctx, uploadId);
  return toPreview(ctx, pending, sheet);
}

function parseJsonField<T>(text: string | undefined, label: string, schema: z.ZodType<T>): T {
  if (!text) throw badRequest(`Send the ${label}.`, { [label]: `The ${label} is required.` });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`The ${label} is not valid JSON.`, { [label]: 'Not valid JSON.' });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message ?? `The ${label} is not valid.`, {
      [`${label}.${issue?.path.join('.') ?? ''}`]: issue?.message ?? 'Not valid.',
    });
  }
  return parsed.data;
}

/** The options' references must name things that exist (and members who are active). */
async function checkOptions(ctx: AppContext, options: LeadImportOptions) {
  const d = options.defaults;
  const exists = async (table: string, id: string | undefined) => {
    if (!id) return true;
    const rows = rowsOf(await ctx.db.execute(sql`select 1 from ${sql.raw(table)} where id = ${id}`));
    return rows.length > 0;
  };
  if (!(await exists('sources', d.sourceId))) throw badRequest('The default source was not found.');
  if (!(await exists('branches', d.branchId))) throw badRequest('The default branch was not found.');
  if (d.assignedTo && (await activeMembers(ctx.db, [d.assignedTo])).length === 0) {
    throw badRequest('The default assignee is not an active member of the team.');
  }
  if (options.assignment === 'round_robin') {
    const active = await activeMembers(ctx.db, options.roundRobinMemberIds ?? []);
    if (active.length === 0) throw badRequest('Choose at least one active member to share the leads among.');
  }
}

/** POST /importLeads: a new file or a pending upload, its mapping and options → a queued import job. */
export async function startImport(ctx: AppContext, upload: ReceivedUpload, actor: Actor) {
  const mapping = parseJsonField(upload.fields.mapping, 'mapping', leadImportMappingSchema);
  const options = parseJsonField(upload.fields.options, 'options', leadImportOptionsSchema);
  await checkOptions(ctx, options);

  let source: { id: string; fileName: string; fileSize: number; fileKind: ImportFileKind; fresh: boolean };
  if (upload.has('file')) {
    const { id, file } = await keepFile(ctx, upload);
    source = { id, fileName: file.originalName, fileSize: file.sizeBytes, fileKind: kindOf(file), fresh: true };
  } else if (upload.fields.uploadId) {
    if (!/^[0-9a-f-]{36}$/i.test(upload.fields.uploadId)) throw badRequest('That upload id is not valid.');
    const pending = await findUpload(ctx, upload.fields.uploadId);
    source = { ...pending, fresh: false };
  } else {
    throw badRequest('Send the file, or the uploadId of a file already uploaded.', { file: 'Choose a file.' });
  }

  try {
    // The sheet and the columns are checked against the file before anything is queued.
    const { file } = await readPreview(ctx, source, mapping.sheet);
    return await ctx.db.transaction(async (tx) => {
      if (!source.fresh) await tx.delete(leadImportUploads).where(eq(leadImportUploads.id, source.id));
      if (options.saveMappingAs) {
        await tx
          .insert(leadImportMappings)
          .values({ name: options.saveMappingAs, mapping, createdBy: actor.id, createdAt: ctx.clock() })
          .onConflictDoUpdate({ target: leadImportMappings.name, set: { mapping } });
      }
      const [created] = await tx
        .insert(leadImports)
        .values({
          fileKey: source.id,
          fileName: source.fileName,
          fileSize: source.fileSize,
          fileKind: source.fileKind,
          sheet: file.sheet,
          createdBy: actor.id,
          createdAt: ctx.clock(),
          mapping,
          options,
        })
        .returning({ id: leadImports.id });
      const importId = created!.id;
      const job = await ctx.jobs.enqueue(tx, leadImportJob, { importId }, { createdBy: actor.id });
      await tx.update(leadImports).set({ jobId: job.id }).where(eq(leadImports.id, importId));
      return { importId, jobId: job.id };
    });
  } catch (error) {
    if (source.fresh) await ctx.storage.remove(source.id);
    throw error;
  }
}

/** Stops a queued or running import; what it committed stays (and can be undone). */
export async function cancelImport(ctx: AppContext, id: string): Promise<LeadImport> {
  const current = await getImport(ctx, id);
  if (current.status !== 'queued' && current.status !== 'running') {
    throw conflict(
      `This import has already ${current.status === 'done' ? 'finished' : current.status === 'failed' ? 'failed' : 'been cancelled'}.`,
    );
  }
  const [row] = await ctx.db
    .update(leadImports)
    .set({ status: 'cancelled', finishedAt: ctx.clock() })
    .where(and(eq(leadImports.id, id), sql`${leadImports.status} in ('queued', 'running')`))
    .returning();
  if (row?.jobId) await ctx.jobs.cancel(row.jobId);
  if (row) await ctx.storage.remove(row.fileKey).catch(() => {});
  return getImport(ctx, id);
}

export async function undoImport(ctx: AppContext, id: string, actor: Actor) {
  const current = await getImport(ctx, id);
  const refuse: Record<LeadImport['undo']['state'], string | null> = {
    available: null,
    running: 'This import is already being undone.',
    done: 'This import has already been undone.',
    expired: `An import can be undone for ${LEAD_IMPORT_UNDO_DAYS} days after it finished; that time is over.`,
    none:
      current.status === 'queued' || current.status === 'running'
        ? 'This import is still running. Cancel it first, then undo it.'
        : 'This import changed no leads, so there is nothing to undo.',
  };
  const reason = refuse[current.undo.state];
  if (reason) throw conflict(reason);
  return ctx.db.transaction(async (tx) => {
    const job = await ctx.jobs.enqueue(
      tx,
      leadImportUndoJob,
      { importId: id, userId: actor.id },
      {
        createdBy: actor.id,
        idempotencyKey: `undo:${id}`,
      },
    );
    await tx.update(leadImports).set({ undoJobId: job.id }).where(eq(leadImports.id, id));
    return { jobId: job.id };
  });
}

/** rejected.csv: the file's header, then each refused row as it was, with its row number and reason. */
export async function rejectedCsv(ctx: AppContext, id: string): Promise<Readable> {
  const [record] = await ctx.db.select().from(leadImports).where(eq(leadImports.id, id));
  if (!record) throw notFound('That import was not found.');
  const headers = [...record.mapping.columns].sort((a, b) => a.index - b.index);
  const width = headers.length ? Math.max(...headers.map((c) => c.index)) + 1 : 0;
  const headerCells = Array.from({ length: width }, (_, i) => headers.find((c) => c.index === i)?.header ?? '');
  const db = ctx.db;
  async function* lines() {
    yield CSV_BOM + csvRow([...headerCells, 'Row', 'Reason']);
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(leadImportRejects)
        .where(and(eq(leadImportRejects.importId, id), sql`${leadImportRejects.rowNo} > ${after}`))
        .orderBy(leadImportRejects.rowNo)
        .limit(LONG_WORK_BATCH_ROWS);
      if (rows.length === 0) return;
      let chunk = '';
      for (const r of rows) {
        const cells = Array.from({ length: Math.max(width, r.cells.length) }, (_, i) => r.cells[i] ?? '');
        chunk += csvRow([...cells, r.rowNo, r.reason]);
      }
      yield chunk;
      after = rows[rows.length - 1]!.rowNo;
      if (rows.length < LONG_WORK_BATCH_ROWS) return;
    }
  }
  return Readable.from(lines());
}

export async function listMappings(ctx: AppContext) {
  return { mappings: await savedMappings(ctx.db) };
}

export async function deleteMapping(ctx: AppContext, id: string) {
  const gone = await ctx.db.delete(leadImportMappings).where(eq(leadImportMappings.id, id)).returning();
  if (gone.length === 0) throw notFound('That saved mapping was not found.');
  return { message: 'The mapping was deleted.' };
}
