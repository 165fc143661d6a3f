import { badRequest } from '../../lib/app-error';

/**
 * What no real lead file needs, and a hostile one uses to take the server's memory or time
 * (decision 154). A lead file has a few dozen columns; Excel itself holds at most 16,384 columns
 * and 32,767 characters in a cell. An .xlsx of 1,00,000 leads expands to 57 MB, 4.3 MB of it
 * shared strings, so the bounds leave room for a million. The reader keeps the shared strings in
 * memory: 62 MB of different strings took it +184 MB of RSS and 120 MB +336 MB.
 */
export const IMPORT_FILE_LIMITS = {
  /** Columns with something in them, in any row. */
  filledColumns: 1_000,
  /** Cells of a row, empty ones included: Excel's own maximum. */
  cells: 16_384,
  /** Characters in one cell: Excel's own maximum. */
  cellChars: 32_767,
  /** One CSV line (record), in characters. */
  lineChars: 1024 * 1024,
  /** All parts of an .xlsx, expanded. */
  expandedBytes: 1024 ** 3,
  /** The shared-strings part, which the reader keeps in memory whole. */
  sharedStringsBytes: 64 * 1024 ** 2,
  /** Any other part the reader keeps whole (styles, workbook, relationships). */
  otherPartBytes: 32 * 1024 ** 2,
  /** Expanded ÷ compressed, for a part past `ratioFromBytes`: XML compresses 5–30 times. */
  ratio: 200,
  ratioFromBytes: 16 * 1024 ** 2,
  /** Parts (files) in the .xlsx's zip. */
  parts: 10_000,
};

const grouped = (n: number) => n.toLocaleString('en-IN');

export const sizeText = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${Number((bytes / 1024 ** 3).toFixed(1))} GB`
    : `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;

export const tooManyCells = (rowNo: number, cells: number) =>
  badRequest(
    `Row ${grouped(rowNo)} of the file has ${grouped(cells)} cells; a lead file has at most ${grouped(IMPORT_FILE_LIMITS.cells)} columns, ${grouped(IMPORT_FILE_LIMITS.filledColumns)} of them filled. Delete the unused columns, or save the leads alone as CSV, and upload it again.`,
  );

export const tooManyFilled = (rowNo: number, filled: number) =>
  badRequest(
    `Row ${grouped(rowNo)} of the file has ${grouped(filled)} filled cells; a lead file has at most ${grouped(IMPORT_FILE_LIMITS.filledColumns)} columns. Delete the unused columns, or save the leads alone as CSV, and upload it again.`,
  );

export const cellTooLong = (rowNo: number | null) =>
  badRequest(
    `${rowNo === null ? 'A cell of the file' : `A cell in row ${grouped(rowNo)}`} holds more than ${grouped(IMPORT_FILE_LIMITS.cellChars)} characters, more than Excel itself allows; no lead needs that much. Shorten it and upload the file again.`,
  );

/** Refuses a row with more cells, or more filled cells, than a lead file has. */
export function checkRowWidth(rowNo: number, cells: readonly string[]): void {
  if (cells.length > IMPORT_FILE_LIMITS.cells) throw tooManyCells(rowNo, cells.length);
  if (cells.length <= IMPORT_FILE_LIMITS.filledColumns) return;
  let filled = 0;
  for (const cell of cells) if (cell !== '') filled++;
  if (filled > IMPORT_FILE_LIMITS.filledColumns) throw tooManyFilled(rowNo, filled);
}

/** Refuses a row with a cell longer than Excel allows. */
export function checkCellLength(rowNo: number, cells: readonly string[]): void {
  for (const cell of cells) if (cell.length > IMPORT_FILE_LIMITS.cellChars) throw cellTooLong(rowNo);
}
