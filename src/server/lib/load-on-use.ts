/**
 * Packages only some requests or jobs need, loaded the first time one does rather than when the
 * server starts: exceljs alone took a second of a restart (decision 175, docs/performance/start.md).
 * Node keeps a module once it is loaded, so each later call is a lookup. Their types are imported
 * as types where they are used (`import type ExcelJS from 'exceljs'`), which loads nothing.
 */

/** Excel reading (lead import) and writing (report and lead exports). */
export async function loadExcelJs() {
  return (await import('exceljs')).default;
}

/** Zip archives (a person's data export). */
export async function loadArchiver() {
  return (await import('archiver')).default;
}

/** A file's type from its first bytes (uploads, call recordings). */
export async function loadFileType() {
  return await import('file-type');
}

/** XML (a property portal's replies). */
export async function loadXmlParser() {
  return (await import('fast-xml-parser')).XMLParser;
}

/** SMTP (the mailer, on the first email). */
export async function loadNodemailer() {
  return (await import('nodemailer')).default;
}

/** CSV reading (lead import). */
export async function loadCsvParse() {
  return (await import('csv-parse')).parse;
}

/** PDF making (letters, receipts, statements; decision 194): pdfmake on pdfkit, about 1 MB of code. */
export async function loadPdfMake() {
  const pdfmake = await import('pdfmake');
  // The package is one CommonJS object; its in-memory file system is not in its types.
  return ((pdfmake as { default?: unknown }).default ?? pdfmake) as typeof import('pdfmake') & {
    virtualfs: { writeFileSync(name: string, data: Buffer): void };
  };
}
