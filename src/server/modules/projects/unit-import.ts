import { createReadStream } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import {
  matchUnitImportHeaders,
  parseUnitImportRow,
  UNIT_IMPORT_COLUMNS,
  UNIT_IMPORT_SAMPLE,
} from '../../../domain/inventory/unit-import';
import { CSV_BOM, csvRow } from '../../../domain/leads/csv';
import {
  UNIT_IMPORT_MAX_BYTES,
  UNIT_IMPORT_MAX_ROWS,
  type UnitImportResult,
} from '../../../domain/schemas/unit-import';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { towers, units } from '../../db/schema/inventory';
import { badRequest } from '../../lib/app-error';
import type { ReceivedUpload, StagedFile } from '../../storage/receive-upload';
import { openImportFile } from '../lead-import/public';
import { insertUnits, type NewUnit } from './bulk-units';
import { projectExists, towerName, widenTower } from './unit-service';

/**
 * Units from a CSV or Excel file, read by the lead import's one file reader: a preview that says
 * which rows are wrong and why, then the valid rows inserted set-based in one transaction.
 */

export const unitImportLimits = {
  maxFileBytes: UNIT_IMPORT_MAX_BYTES,
  maxRequestBytes: UNIT_IMPORT_MAX_BYTES + 100_000,
  maxFiles: 1,
};

const SAMPLE_ROWS = 20;

interface Analysis {
  result: UnitImportResult;
  valid: (NewUnit & { row: number })[];
}

function stagedFile(upload: ReceivedUpload): StagedFile {
  const file = upload.files.find((f) => f.field === 'file');
  if (!file) throw badRequest('Choose a CSV or Excel (.xlsx) file of units.', { file: 'Choose a file.' });
  return file;
}

async function analyse(db: DbOrTx, projectId: string, file: StagedFile): Promise<Analysis> {
  const opened = await openImportFile(
    (range) => createReadStream(file.scratch, range),
    file.mimeType === 'text/csv' ? 'csv' : 'xlsx',
    file.sizeBytes,
  );
  const { columns, missing } = matchUnitImportHeaders(opened.headers);
  if (missing.length > 0) {
    await opened.rows.return(undefined);
    throw badRequest(
      `The file has no ${missing.join(', ')} column; its first row must name the columns ${UNIT_IMPORT_COLUMNS.join(', ')} (see the sample file).`,
    );
  }
  const [towerRows, unitRows] = await Promise.all([
    db.select({ id: towers.id, name: towers.name }).from(towers).where(eq(towers.projectId, projectId)),
    db
      .select({ towerId: units.towerId, number: sql<string>`lower(${units.number})` })
      .from(units)
      .where(eq(units.projectId, projectId)),
  ]);
  const towerByName = new Map(towerRows.map((t) => [t.name.toLowerCase(), t]));
  const existing = new Set(unitRows.map((u) => `${u.towerId}|${u.number}`));
  const seenOnRow = new Map<string, number>();
  const errors: UnitImportResult['errors'] = [];
  const valid: Analysis['valid'] = [];
  const sample: UnitImportResult['sample'] = [];
  let total = 0;
  for await (const { rowNo, cells } of opened.rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    total++;
    if (total > UNIT_IMPORT_MAX_ROWS) {
      await opened.rows.return(undefined);
      throw badRequest(`The file has more than ${UNIT_IMPORT_MAX_ROWS} units; split it into smaller files.`);
    }
    const parsed = parseUnitImportRow(cells, columns);
    if ('error' in parsed) {
      errors.push({ row: rowNo, message: parsed.error });
      continue;
    }
    const u = parsed.unit;
    const tower = towerByName.get(u.towerName.toLowerCase());
    if (!tower) {
      errors.push({
        row: rowNo,
        message: `${towerName(u.towerName)} is not in this project; add the tower on the setup page first.`,
      });
      continue;
    }
    const key = `${tower.id}|${u.number.toLowerCase()}`;
    if (existing.has(key)) {
      errors.push({ row: rowNo, message: `Unit ${u.number} already exists in ${towerName(tower.name)}.` });
      continue;
    }
    const earlier = seenOnRow.get(key);
    if (earlier !== undefined) {
      errors.push({ row: rowNo, message: `Unit ${u.number} of ${towerName(tower.name)} is also on row ${earlier}.` });
      continue;
    }
    seenOnRow.set(key, rowNo);
    const { towerName: _t, number, floor, ...spec } = u;
    valid.push({ row: rowNo, towerId: tower.id, number, floor, spec });
    if (sample.length < SAMPLE_ROWS) {
      sample.push({
        row: rowNo,
        tower: tower.name,
        number,
        floor,
        type: spec.type,
        carpetSqm: spec.carpetSqm,
        saleableSqm: spec.saleableSqm,
      });
    }
  }
  if (total === 0) throw badRequest('The file has column names but no rows of units.');
  return {
    result: { fileName: file.originalName, total, valid: valid.length, errors, sample, created: 0 },
    valid,
  };
}

export async function previewUnitImport(ctx: AppContext, projectId: string, upload: ReceivedUpload) {
  await projectExists(ctx.db, projectId);
  return (await analyse(ctx.db, projectId, stagedFile(upload))).result;
}

export async function applyUnitImport(ctx: AppContext, projectId: string, upload: ReceivedUpload) {
  await projectExists(ctx.db, projectId);
  const file = stagedFile(upload);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // One import of a project at a time: the check for existing numbers and the insert see the same units.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-import:${projectId}`}))`);
    const { result, valid } = await analyse(tx, projectId, file);
    if (valid.length === 0)
      throw badRequest('No row of the file can be imported; correct the rows listed and try again.');
    await insertUnits(tx, projectId, valid, now);
    const spans = new Map<string, { low: number; high: number }>();
    for (const u of valid) {
      const span = spans.get(u.towerId);
      spans.set(u.towerId, {
        low: Math.min(span?.low ?? u.floor, u.floor),
        high: Math.max(span?.high ?? u.floor, u.floor),
      });
    }
    for (const [towerId, span] of spans) await widenTower(tx, towerId, span.low, span.high, now);
    return { ...result, created: valid.length };
  });
}

/** The sample file to download: our columns and three rows. */
export function unitImportSampleCsv(): string {
  return CSV_BOM + UNIT_IMPORT_SAMPLE.map((row) => csvRow(row)).join('');
}
