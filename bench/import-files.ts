// The files bench:import feeds to the import: what an office exports from portals and old
// spreadsheets — Indian names (some in Devanagari), mobiles written every which way, rupee budgets
// in lakh notation, dd/mm/yyyy dates, notes with commas and quotes — plus rows that must be
// refused (landlines, short numbers) and mobiles repeated later in the file. Beside each CSV, the
// rows the import should keep, in COPY text format, for the raw COPY the import is compared with.

import { once } from 'node:events';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../src/domain/leads/statuses';
import {
  BRANCHES,
  branchId,
  EXECUTIVES,
  executiveId,
  FIRST_NAMES,
  LAST_NAMES,
  PROJECTS,
  SOURCES,
  sourceId,
} from './lead-data';

export const HEADERS = [
  'Customer Name',
  'Phone',
  'Email',
  'City',
  'Project',
  'Requirement',
  'Budget',
  'Status',
  'Remarks',
  'Created Date',
  'Lead Source',
  'Branch',
  'Assigned To',
  'Next Follow Up',
];
/** The leads columns the COPY file fills, in order. */
export const COPY_COLUMNS = [
  'name',
  'mobile',
  'email',
  'city',
  'project',
  'requirement',
  'budget',
  'status',
  'notes',
  'created_at',
  'source_id',
  'branch_id',
  'assigned_to',
  'assigned_at',
  'next_follow_up_at',
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CITIES = ['Pune', 'Mumbai', 'Nashik', 'Nagpur', 'Thane', 'Kolhapur', 'पुणे'];
const REQS = ['1 BHK', '2 BHK', '3 BHK', 'Shop', 'Plot'];
const NOTES = [
  'Call after 6 pm',
  'Wants east facing, near school',
  'Asked for "early bird" offer',
  'साइट विजिट रविवार को',
  '',
];

export interface GeneratedRow {
  cells: string[];
  /** The row as the leads table keeps it, or null when the import must refuse it. */
  copy: string[] | null;
}

/** Row g (1-based), deterministic, so every run and both databases see the same file. */
export function makeRow(g: number): GeneratedRow {
  const first = FIRST_NAMES[(g * 7) % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(g * 13) % LAST_NAMES.length]!;
  const name = `${first} ${last}`;
  // 1 in 300 repeats the mobile of the row 150 earlier: "duplicate in file"; 1 in 499 is a landline.
  // (When that earlier row is a landline, this one is the first good occurrence and is kept.)
  const dup = g % 300 === 0 && g > 150 && (g - 150) % 499 !== 0;
  const landline = g % 499 === 0;
  const ten = String(6_000_000_000 + (dup ? g - 150 : g) * 3);
  const forms = [
    ten,
    `+91 ${ten.slice(0, 5)} ${ten.slice(5)}`,
    `0${ten.slice(0, 5)}-${ten.slice(5)}`,
    `91${ten}`,
    `(${ten.slice(0, 5)}) ${ten.slice(5)}`,
  ];
  const phone = landline
    ? `020 ${String(25_000_000 + g).slice(0, 4)} ${String(g % 10_000).padStart(4, '0')}`
    : forms[g % forms.length]!;
  const email = g % 3 === 0 ? `${first.toLowerCase().replace(/[^a-z]/g, '') || 'lead'}.${g}@mail.example.in` : '';
  const city = CITIES[g % CITIES.length]!;
  const project = g % 4 === 0 ? '' : PROJECTS[((g / 11) % PROJECTS.length) | 0]!;
  const req = REQS[g % REQS.length]!;
  const lakh = 25 + (g % 120);
  const budget = g % 2 === 0 ? `${lakh},00,000` : g % 5 === 0 ? `${lakh} lakh` : '';
  const status = LEAD_STATUSES[(g * 31) % LEAD_STATUSES.length]!;
  const note = NOTES[g % NOTES.length]!;
  const day = new Date(Date.UTC(2023, 0, 1) + (g % 1000) * 86_400_000);
  const dd = String(day.getUTCDate()).padStart(2, '0');
  const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
  const yyyy = day.getUTCFullYear();
  const source = g % 10 === 0 ? 0 : 1 + (g % SOURCES);
  const branch = 1 + (((g / 3) % BRANCHES) | 0);
  const assignee = g % 20 === 0 ? 0 : 1 + (((g / 7) % EXECUTIVES) | 0);
  const follow = g % 5 < 2 ? new Date(Date.UTC(2026, 10, 1) + ((g % 120) - 30) * 86_400_000) : null;
  const fd = follow ? follow.toISOString().slice(0, 10) : '';
  const created = `${yyyy}-${mm}-${dd} 10:00+05:30`;
  // Dates as portals write them: "03 Jan 2023" or ISO. (dd/mm/yyyy, the commonest, is read right
  // too — import.test.ts — but the generated files stay as they were, so runs compare.)
  const written = (iso: string) =>
    g % 2 ? `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : iso;
  const cells = [
    name,
    phone,
    email,
    city,
    project,
    req,
    budget,
    LEAD_STATUS_LABELS[status],
    note,
    written(`${yyyy}-${mm}-${dd}`),
    source ? `Source ${source}` : '',
    `Branch ${branch}`,
    assignee ? `Executive ${assignee}` : '',
    fd ? written(fd) : '',
  ];
  const copy =
    dup || landline
      ? null
      : [
          name,
          ten,
          email,
          city,
          project,
          req,
          budget ? String(lakh * 100_000) : '',
          status,
          note,
          created,
          source ? sourceId(source) : '',
          branchId(branch),
          assignee ? executiveId(assignee) : '',
          assignee ? created : '',
          fd ? `${fd} 10:00+05:30` : '',
        ];
  return { cells, copy };
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const copyCell = (v: string) =>
  v === '' ? '\\N' : v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');

async function write(stream: NodeJS.WritableStream, text: string) {
  if (!stream.write(text)) await once(stream, 'drain');
}

/** leads-N.csv and leads-N.copy (the rows to keep); reused when already there. Returns the kept count. */
export async function writeCsv(dir: string, rows: number): Promise<{ csv: string; copy: string; kept: number }> {
  const csv = `${dir}/leads-${rows}.csv`;
  const copy = `${dir}/leads-${rows}.copy`;
  let kept = 0;
  for (let g = 1; g <= rows; g++) if (makeRow(g).copy) kept++;
  if (existsSync(csv) && existsSync(copy) && statSync(copy).size > 0) return { csv, copy, kept };
  const out = createWriteStream(csv);
  const raw = createWriteStream(copy);
  await write(out, `${HEADERS.join(',')}\r\n`);
  let chunk = '';
  let rawChunk = '';
  for (let g = 1; g <= rows; g++) {
    const row = makeRow(g);
    chunk += `${row.cells.map(csvCell).join(',')}\r\n`;
    if (row.copy) rawChunk += `${row.copy.map(copyCell).join('\t')}\n`;
    if (g % 5000 === 0 || g === rows) {
      await write(out, chunk);
      await write(raw, rawChunk);
      chunk = '';
      rawChunk = '';
    }
  }
  out.end();
  raw.end();
  await Promise.all([once(out, 'finish'), once(raw, 'finish')]);
  return { csv, copy, kept };
}

/** leads-N.xlsx through exceljs's streaming writer (row by row, committed as written). */
export async function writeXlsx(dir: string, rows: number): Promise<string> {
  const file = `${dir}/leads-${rows}.xlsx`;
  if (existsSync(file)) return file;
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Leads');
  sheet.addRow(HEADERS).commit();
  for (let g = 1; g <= rows; g++) sheet.addRow(makeRow(g).cells).commit();
  sheet.commit();
  await book.commit();
  return file;
}
