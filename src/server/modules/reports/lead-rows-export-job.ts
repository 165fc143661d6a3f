import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { z } from 'zod';
import { CSV_BOM, csvRow } from '../../../domain/leads/csv';
import { LEAD_STATUSES } from '../../../domain/leads/statuses';
import { EXPORT_FORMATS, type ExportFormat } from '../../../domain/schemas/report';
import { defineJob } from '../../jobs/job-definition';
import { loadExcelJs } from '../../lib/load-on-use';
import { countLeads, leadWhere } from '../lead-records/public';
import { LEAD_EXPORT_HEADER, leadExportBatches } from '../leads/public';

/** Excel's last row is 1,048,576: past this many leads a sheet is full and the next one starts. */
const ROWS_PER_SHEET = 1_000_000;

export const leadRowsExportPayload = z.object({
  /** Who asked: the rows are the leads they may see, and only they download the file. */
  viewer: z.object({
    id: z.uuid(),
    name: z.string(),
    role: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  }),
  /** The lead list's filters, the period already resolved to its India days when the job was asked for. */
  filters: z.object({
    sourceId: z.uuid().optional(),
    branchId: z.uuid().optional(),
    project: z.string().optional(),
    assignedTo: z.string().optional(),
    status: z.enum(LEAD_STATUSES).optional(),
    from: z.string(),
    to: z.string(),
  }),
  format: z.enum(EXPORT_FORMATS),
  /** The storage key the finished file is kept under. */
  fileKey: z.uuid(),
  fileName: z.string(),
});
export type LeadRowsExportPayload = z.infer<typeof leadRowsExportPayload>;

/** What the finished job holds: where its file is, and how many leads it has. */
export const leadRowsExportResult = z.object({
  fileKey: z.uuid(),
  fileName: z.string(),
  format: z.enum(EXPORT_FORMATS),
  rows: z.number(),
});

type Cells = (string | null | undefined)[];
interface RowWriter {
  write(rows: Cells[]): Promise<void>;
  close(): Promise<void>;
}

function csvWriter(path: string): RowWriter {
  const out = createWriteStream(path);
  const put = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  let started = false;
  return {
    async write(rows) {
      if (!started) await put(CSV_BOM + csvRow([...LEAD_EXPORT_HEADER]));
      started = true;
      await put(rows.map((r) => csvRow(r)).join(''));
    },
    async close() {
      if (!started) await put(CSV_BOM + csvRow([...LEAD_EXPORT_HEADER]));
      out.end();
      await once(out, 'finish');
    },
  };
}

/** exceljs's streaming writer: each row is committed to the file as it comes, never held whole. */
async function xlsxWriter(path: string): Promise<RowWriter> {
  const { stream } = await loadExcelJs();
  const book = new stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
  let sheet: ExcelJS.Worksheet | null = null;
  let inSheet = 0;
  const newSheet = (n: number) => {
    sheet?.commit();
    sheet = book.addWorksheet(n === 1 ? 'Leads' : `Leads ${n}`, { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = sheet.addRow([...LEAD_EXPORT_HEADER]);
    header.font = { bold: true };
    header.commit();
    inSheet = 0;
  };
  let sheets = 0;
  return {
    async write(rows) {
      for (const row of rows) {
        if (!sheet || inSheet === ROWS_PER_SHEET) newSheet(++sheets);
        sheet!.addRow(row.map((c) => c ?? null)).commit();
        inSheet++;
      }
    },
    async close() {
      if (!sheet) newSheet(++sheets);
      sheet!.commit();
      await book.commit();
    },
  };
}

/**
 * The lead report's rows as a file (decision 136): a million leads take minutes, so the
 * file is written by a job, in the lead export's keyset batches, with its progress (done of the
 * list's count) for the screen's bar, and kept in storage for the asker to download. A retry writes
 * the file again from the start (no checkpoint: a half-written Excel file cannot be resumed).
 */
export const leadRowsExportJob = defineJob<LeadRowsExportPayload>({
  kind: 'report.lead-rows-export',
  payload: leadRowsExportPayload,
  maxAttempts: 3,
  lockSeconds: 120,
  async run(ctx, job) {
    const { viewer, filters, format, fileKey, fileName } = job.payload;
    const { total } = await countLeads(ctx.db, leadWhere(viewer, filters));
    await job.progress({ done: 0, total });
    const scratch = await ctx.storage.scratchPath(`${fileKey}.${format}`);
    const writer = format === 'csv' ? csvWriter(scratch) : await xlsxWriter(scratch);
    let done = 0;
    try {
      for await (const rows of leadExportBatches(ctx, viewer, filters)) {
        job.signal.throwIfAborted();
        await writer.write(rows);
        done += rows.length;
        // The count may be an estimate past 10,000 leads (decision 096): never show more done than total.
        await job.progress({ done, total: Math.max(total, done) });
      }
      await writer.close();
      await ctx.storage.adopt(scratch, fileKey);
    } catch (error) {
      await rm(scratch, { force: true });
      throw error;
    }
    await job.progress({ done, total: done });
    return { fileKey, fileName, format, rows: done } satisfies z.infer<typeof leadRowsExportResult>;
  },
});

export const exportFileName = (from: string, to: string, format: ExportFormat) =>
  `lead-report-rows-${from}-to-${to}.${format}`;
