import type { FastifyReply } from 'fastify';
import { indiaDateTime } from '../../../domain/india-date';
import { CSV_BOM, csvRow } from '../../../domain/leads/csv';
import { periodText } from '../../../domain/reports/period';
import type { ExportFormat, ReportMeta } from '../../../domain/schemas/report';
import { loadExcelJs } from '../../lib/load-on-use';

export type Cell = string | number | null;

/** A report as a table: what its CSV and Excel files hold. */
export interface ReportTable {
  /** "Lead report": the sheet's title and the file's name (with the period's days). */
  title: string;
  meta: ReportMeta;
  columns: string[];
  rows: Cell[][];
  /** Optional last row (totals), bold in Excel. */
  totals?: Cell[];
}

const fileStem = (table: ReportTable) =>
  `${table.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${table.meta.from}-to-${table.meta.to}`;

/** CSV: the header row first (a file another program reads), totals last; UTF-8 with a BOM for Excel. */
export function reportCsv(table: ReportTable): string {
  const lines = [csvRow(table.columns), ...table.rows.map(csvRow)];
  if (table.totals) lines.push(csvRow(table.totals));
  return CSV_BOM + lines.join('');
}

/** Excel: a title block (report, period, when computed), a bold frozen header, numbers as numbers. */
export async function reportXlsx(table: ReportTable): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  book.created = new Date(table.meta.computedAt);
  const sheet = book.addWorksheet(table.title.slice(0, 31));
  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  sheet.addRow([`Period: ${periodText(table.meta)} (India time)`]);
  sheet.addRow([`Computed: ${indiaDateTime(table.meta.computedAt)}`]);
  sheet.addRow([]);
  sheet.addRow(table.columns).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  if (table.totals) sheet.addRow(table.totals).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 5 }];
  table.columns.forEach((header, i) => {
    const width = Math.max(header.length, ...table.rows.slice(0, 500).map((r) => String(r[i] ?? '').length));
    sheet.getColumn(i + 1).width = Math.min(Math.max(width + 2, 8), 50);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Sends a report table as a download in the asked format. */
export async function sendReportTable(reply: FastifyReply, table: ReportTable, format: ExportFormat) {
  const name = `${fileStem(table)}.${format}`;
  reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(reportCsv(table));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await reportXlsx(table));
}
