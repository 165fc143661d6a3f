// npm run bench:import-xlsx-rss — the peak RSS of reading an .xlsx the way Excel writes it
// (shared strings, which the reader keeps in memory) through the import's reader, beside the
// process's RSS before reading: the figure for the goal "peak RSS ≤ 300 MB over idle for any
// size". Env: XLSX_ROWS (100000), BENCH_FILES_DIR.
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { openImportFile } from '../src/server/modules/lead-import/file-reader';
import { HEADERS, makeRow } from './import-files';

const ROWS = Number(process.env.XLSX_ROWS ?? 100_000);
const DIR = process.env.BENCH_FILES_DIR ?? join(tmpdir(), 'estatedesk-bench-import-files');
mkdirSync(DIR, { recursive: true });
const file = join(DIR, `leads-${ROWS}-shared.xlsx`);
if (!existsSync(file)) {
  // Shared strings, as Excel itself saves: every text cell is an index into one table.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet('Leads');
  sheet.addRow(HEADERS).commit();
  for (let g = 1; g <= ROWS; g++) sheet.addRow(makeRow(g).cells).commit();
  sheet.commit();
  await book.commit();
  // The writer's garbage would sit in this process's RSS and hide the reader's: measure afresh.
  console.log(`${file} written; run again to measure reading it.`);
  process.exit(0);
}
global.gc?.();
const idle = process.memoryUsage().rss;
let peak = idle;
const meter = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const t0 = performance.now();
const opened = await openImportFile((range) => createReadStream(file, range), 'xlsx', statSync(file).size);
let n = 0;
for await (const _row of opened.rows) {
  n++;
  if (n % 5000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
}
clearInterval(meter);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  `${ROWS} rows, ${(statSync(file).size / 2 ** 20).toFixed(1)} MB xlsx with shared strings: read ${n} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s; RSS idle ${(idle / 2 ** 20).toFixed(0)} MB, peak ${(peak / 2 ** 20).toFixed(0)} MB, peak − idle ${((peak - idle) / 2 ** 20).toFixed(0)} MB`,
);
