import { Transform } from 'node:stream';
import type ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../lib/app-error';
import { loadCsvParse, loadExcelJs } from '../../lib/load-on-use';
import { checkCellLength, checkRowWidth, IMPORT_FILE_LIMITS } from './import-file-limits';
import { checkXlsx, type OpenRange } from './xlsx-guard';

export type ImportFileKind = 'csv' | 'xlsx';
export type ImportEncoding = 'utf-8' | 'windows-1252';

/** One row of the file: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface FileRow {
  rowNo: number;
  cells: string[];
  /** Bytes of the file read so far (compressed bytes for .xlsx): the basis of the rows-left estimate. */
  bytes: number;
}

export interface OpenedFile {
  sheets: string[];
  sheet: string | null;
  delimiter: string | null;
  encoding: ImportEncoding | null;
  headers: string[];
  headerRowNo: number;
  /** The rows after the header, read as they are asked for; `return()` stops reading. */
  rows: AsyncGenerator<FileRow>;
}

/** A fresh stream of the stored file from its first byte, or of a range of it; called more than once. */
export type OpenStream = OpenRange;

const SNIFF_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'] as const;

async function readHead(open: OpenStream, bytes: number): Promise<Buffer> {
  const stream = open();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/**
 * UTF-8 when the first chunk decodes as UTF-8; otherwise Windows-1252, which is what Excel on an Indian Windows PC writes as "CSV".
 */
export function detectEncoding(head: Buffer): ImportEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  try {
    // stream: true lets a character cut by the chunk's end wait for bytes that never come, instead of failing.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * The delimiter that splits the first lines into the same number of columns, more than one: the
 * comma of most exports, the semicolon of European Excel, the tab of copied tables, the pipe.
 */
export function detectDelimiter(text: string): string {
  const lines: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if ((ch === '\n' || ch === '\r') && !quoted) {
      if (current.trim()) lines.push(current);
      current = '';
      if (lines.length >= 20) break;
      continue;
    }
    current += ch;
  }
  if (current.trim() && lines.length < 20) lines.push(current);
  let best: { delimiter: string; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => {
      let n = 0;
      let inQuotes = false;
      for (const ch of line) {
        if (ch === '"') inQuotes = !inQuotes;
        else if (ch === delimiter && !inQuotes) n++;
      }
      return n;
    });
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const consistent = counts.filter((n) => n === first).length;
    const score = consistent * 1000 + first;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

function byteMeter(onBytes: (n: number) => void) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
}

function decoder(encoding: ImportEncoding) {
  const text = new TextDecoder(encoding === 'utf-8' ? 'utf-8' : 'windows-1252');
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      done(null, text.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, text.decode());
    },
  });
}

const isBlankRow = (cells: readonly string[]) => cells.every((c) => !c?.trim());

/**
 * The first row is the column names. One that reads like data (a mobile number, or numbers and
 * dates only) means the file has no header row, which the user must add: guessing columns would
 * import names as notes.
 */
function checkHeader(headers: string[]): void {
  const named = headers.map((h) => h.trim()).filter(Boolean);
  if (named.length === 0) throw badRequest('The first row of the file is empty; it must hold the column names.');
  const looksLikeData = (h: string) =>
    /^[+\d\s\-().]{8,}$/.test(h) || /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$/.test(h) || /^\d+(\.\d+)?$/.test(h);
  const dataLike = named.filter(looksLikeData);
  if (
    dataLike.length > 0 &&
    (dataLike.length === named.length || dataLike.some((h) => /\d{10}/.test(h.replace(/\D/g, ''))))
  ) {
    throw badRequest(
      `The first row looks like a lead ("${dataLike[0]}"), not column names. Add a row of column names (Name, Mobile, …) at the top and upload it again.`,
    );
  }
}

async function openCsv(open: OpenStream): Promise<OpenedFile> {
  const head = await readHead(open, SNIFF_BYTES);
  const encoding = detectEncoding(head);
  const headText = new TextDecoder(encoding === 'utf-8' ? 'utf-8' : 'windows-1252').decode(head).replace(/^\uFEFF/, '');
  if (!headText.trim()) throw badRequest('The file has no rows.');
  const delimiter = detectDelimiter(headText);

  let bytes = 0;
  const source = open();
  const parse = await loadCsvParse();
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: IMPORT_FILE_LIMITS.lineChars,
  });
  source
    .pipe(byteMeter((n) => (bytes += n)))
    .pipe(decoder(encoding))
    .pipe(parser);
  source.on('error', (error) => parser.destroy(error));
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;

  let recordNo = 0;
  let headers: string[] | null = null;
  let headerRowNo = 0;
  try {
    for (;;) {
      const next = await records.next();
      if (next.done) break;
      recordNo++;
      if (isBlankRow(next.value)) continue;
      checkRowWidth(recordNo, next.value);
      checkCellLength(recordNo, next.value);
      headers = next.value.map((h) => h.trim());
      headerRowNo = recordNo;
      break;
    }
  } catch (error) {
    source.destroy();
    throw csvError(error);
  }
  if (!headers) {
    source.destroy();
    throw badRequest('The file has no rows.');
  }
  checkHeader(headers);

  async function* rows(): AsyncGenerator<FileRow> {
    try {
      for (;;) {
        let next: IteratorResult<string[]>;
        try {
          next = await records.next();
        } catch (error) {
          throw csvError(error);
        }
        if (next.done) return;
        recordNo++;
        if (isBlankRow(next.value)) continue;
        checkRowWidth(recordNo, next.value);
        checkCellLength(recordNo, next.value);
        yield { rowNo: recordNo, cells: next.value, bytes };
      }
    } finally {
      source.destroy();
      parser.destroy();
    }
  }
  return { sheets: [], sheet: null, delimiter, encoding, headers, headerRowNo, rows: rows() };
}

function csvError(error: unknown) {
  if (error instanceof AppError) return error;
  if ((error as { code?: string } | null)?.code === 'CSV_MAX_RECORD_SIZE') {
    const line = (error as { lines?: number }).lines;
    return badRequest(
      `${line ? `Line ${line.toLocaleString('en-IN')}` : 'A line'} of the CSV file is longer than 1 MB; a row of a lead is never that long. Check that the file is a CSV of leads, one lead a line, and upload it again.`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return badRequest(`The CSV file could not be read: ${message.replace(/^Invalid Record Length: /, '')}`);
}

/** A cell of an .xlsx row as the text a person sees; dates as India wall-clock yyyy-mm-dd[ hh:mm]. */
export function xlsxCellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    // exceljs gives a cell's wall-clock time as if it were UTC.
    const iso = value.toISOString();
    return iso.slice(11, 16) === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return xlsxCellText(value.result as ExcelJS.CellValue);
    if ('text' in value)
      return typeof value.text === 'string' ? value.text : xlsxCellText(value.text as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

function rowCells(values: ExcelJS.CellValue[] | { [key: string]: ExcelJS.CellValue }): string[] {
  const list = Array.isArray(values) ? values : [];
  const cells: string[] = [];
  // row.values is 1-based: index 0 is always empty.
  for (let i = 1; i < list.length; i++) cells.push(xlsxCellText(list[i]));
  return cells;
}

const XLSX_UNREADABLE =
  'The Excel file could not be read; it may be damaged. Open it in Excel, save it again as .xlsx and upload it.';
const xlsxError = () => badRequest(XLSX_UNREADABLE);

async function openXlsx(open: OpenStream, size: number, wantedSheet: string | undefined): Promise<OpenedFile> {
  await checkXlsx(open, size);
  // exceljs's streaming reader now and then loses the workbook part of a sound file while it opens
  // (its model is undefined when the sheet arrives: 1–2 opens in 300 of one small file here, in
  // the preview or the import job alike). A fresh read of the same stored file succeeds, so an
  // open that fails is tried again before the file is called damaged; nothing was read from it yet.
  for (let attempt = 1; ; attempt++) {
    try {
      return await readXlsx(open, wantedSheet);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || error.message !== XLSX_UNREADABLE) throw error;
    }
  }
}

async function readXlsx(open: OpenStream, wantedSheet: string | undefined): Promise<OpenedFile> {
  let bytes = 0;
  const source = open();
  const metered = source.pipe(byteMeter((n) => (bytes += n)));
  source.on('error', (error) => metered.destroy(error));
  const { stream } = await loadExcelJs();
  const reader = new stream.xlsx.WorkbookReader(metered, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheetsIterator = reader[Symbol.asyncIterator]();
  const allSheets = () =>
    ((reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets ?? []).map((s) => s.name);
  let sheetName: string | null = null;
  let rowIterator: AsyncIterator<ExcelJS.Row> | null = null;
  try {
    for (;;) {
      const next = await sheetsIterator.next();
      if (next.done) break;
      const ws = next.value as unknown as { name?: string; [Symbol.asyncIterator](): AsyncIterator<ExcelJS.Row> };
      const name = ws.name ?? '';
      if (wantedSheet === undefined || name === wantedSheet) {
        sheetName = name;
        rowIterator = ws[Symbol.asyncIterator]();
        break;
      }
    }
  } catch {
    source.destroy();
    throw xlsxError();
  }
  const sheets = allSheets();
  if (!rowIterator) {
    source.destroy();
    if (wantedSheet !== undefined) {
      throw badRequest(
        `The file has no sheet called "${wantedSheet}". Its sheets are: ${sheets.join(', ') || 'none'}.`,
      );
    }
    throw badRequest('The Excel file has no sheets with rows.');
  }
  const iterator = rowIterator;
  let headers: string[] | null = null;
  let headerRowNo = 0;
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const cells = rowCells(next.value.values);
      if (isBlankRow(cells)) continue;
      headers = cells.map((h) => h.trim());
      headerRowNo = next.value.number;
      break;
    }
  } catch {
    source.destroy();
    throw xlsxError();
  }
  if (!headers) {
    source.destroy();
    throw badRequest(`The sheet "${sheetName}" has no rows.`);
  }
  checkHeader(headers);

  async function* rows(): AsyncGenerator<FileRow> {
    try {
      for (;;) {
        let next: IteratorResult<ExcelJS.Row>;
        try {
          next = await iterator.next();
        } catch {
          throw xlsxError();
        }
        if (next.done) return;
        const cells = rowCells(next.value.values);
        if (isBlankRow(cells)) continue;
        checkCellLength(next.value.number, cells);
        yield { rowNo: next.value.number, cells, bytes };
      }
    } finally {
      source.destroy();
    }
  }
  return { sheets, sheet: sheetName, delimiter: null, encoding: null, headers, headerRowNo, rows: rows() };
}

/** `size` is the stored file's length in bytes: an .xlsx is checked from its end (the zip's directory). */
export function openImportFile(
  open: OpenStream,
  kind: ImportFileKind,
  size: number,
  sheet?: string,
): Promise<OpenedFile> {
  return kind === 'csv' ? openCsv(open) : openXlsx(open, size, sheet);
}
