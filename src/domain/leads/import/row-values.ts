import { MAX_RUPEES } from '../../money/paise';
import { checkIndianMobile, emailSchema } from '../../schemas/common';
import { isCalendarDay } from '../../schemas/iso-date';
import { LEAD_IMPORT_FIELD_LABELS, type LeadImportField, type LeadImportMapping } from '../../schemas/lead-import';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../statuses';

/** A lead's values read from one row; null where the file had nothing (defaults are the server's job). */
export type ImportedLeadValues = {
  name: string;
  mobile: string;
  alternateMobile: string | null;
  email: string | null;
  sourceId: string | null;
  branchId: string | null;
  assignedTo: string | null;
  project: string | null;
  requirement: string | null;
  /** Rupees as decimal text (what a numeric column takes). */
  budget: string | null;
  city: string | null;
  status: LeadStatus | null;
  /** ISO instants. */
  nextFollowUpAt: string | null;
  notes: string | null;
  createdAt: string | null;
};

export type RowCheck = { ok: true; values: ImportedLeadValues } | { ok: false; reason: string };

/** Names of the office's sources, branches and members, keyed by lower-cased name (members by email too). */
export type ImportLookups = {
  sources: ReadonlyMap<string, string>;
  branches: ReadonlyMap<string, string>;
  /** 'ambiguous' when two members share the name: the row must give the email instead. */
  members: ReadonlyMap<string, string | 'ambiguous'>;
};

export const lookupKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const MAX_LENGTH: Partial<Record<LeadImportField, number>> = {
  name: 150,
  project: 150,
  requirement: 100,
  city: 100,
  notes: 2000,
};

/**
 * A cell as text: NUL cannot be stored in PostgreSQL text, and our own export puts an apostrophe
 * before a value that a spreadsheet would run as a formula (csv.ts), which is taken off again so an
 * exported file imports back exactly.
 */
export function cleanCell(value: string | undefined): string {
  if (!value) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is being removed
  const text = value.replace(/\u0000/g, '').trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

const STATUS_BY_KEY = new Map<string, LeadStatus>();
for (const status of LEAD_STATUSES) {
  STATUS_BY_KEY.set(status.replace(/_/g, ' '), status);
  STATUS_BY_KEY.set(lookupKey(LEAD_STATUS_LABELS[status]), status);
}

export function parseStatus(text: string): LeadStatus | null {
  return STATUS_BY_KEY.get(lookupKey(text).replace(/[_-]/g, ' ')) ?? null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function validDate(y: number, m: number, d: number): boolean {
  return y >= 1900 && y <= 2200 && isCalendarDay(`${y}-${pad(m)}-${pad(d)}`);
}

/** Year, month, day and what follows them, from the date formats parseImportDate reads. */
function datePart(value: string): { y: number; m: number; d: number; rest: string } | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(.*)$/.exec(value);
  if (iso) return { y: Number(iso[1]), m: Number(iso[2]), d: Number(iso[3]), rest: iso[4] ?? '' };
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)(.*)$/.exec(value);
  if (indian) {
    const y = Number(indian[3]);
    return { y: y < 100 ? y + 2000 : y, m: Number(indian[2]), d: Number(indian[1]), rest: indian[4] ?? '' };
  }
  const named = /^(\d{1,2})[\s/-]([A-Za-z]{3,9})[\s/,-]+(\d{4})(.*)$/.exec(value);
  if (named) {
    const month = MONTHS.indexOf((named[2] ?? '').slice(0, 3).toLowerCase());
    if (month < 0) return null;
    return { y: Number(named[3]), m: month + 1, d: Number(named[1]), rest: named[4] ?? '' };
  }
  return null;
}

/**
 * A date or date-time as people and spreadsheets write it in India: yyyy-mm-dd (with a time, with
 * or without a zone), dd/mm/yyyy, dd-mm-yy, dd.mm.yyyy, "15 Mar 2024", each with an optional
 * "hh:mm[:ss] [am|pm]", or an Excel serial day number. A time without a zone is India time; a
 * date without a time is taken at `defaultTime` India time. Returns an ISO instant, or null.
 */
export function parseImportDate(text: string, defaultTime = '10:00'): string | null {
  const value = text.trim();
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
  }
  if (/^\d{5}(\.\d+)?$/.test(value)) {
    // Excel's serial day: days since 1899-12-30, the fraction being the time of day (India wall clock).
    const serial = Number(value);
    if (serial < 20000 || serial > 120000) return null;
    const wall = new Date(Date.UTC(1899, 11, 30) + Math.round(serial * 86_400_000));
    const withTime = serial % 1 !== 0;
    const time = withTime ? `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}` : defaultTime;
    return new Date(`${wall.toISOString().slice(0, 10)}T${time}:00+05:30`).toISOString();
  }
  const parts = datePart(value);
  if (!parts) return null;
  const { y, m, d, rest } = parts;
  if (!validDate(y, m, d)) return null;
  let time = defaultTime;
  const timeText = rest.replace(/^[T,\s]+/, '').trim();
  if (timeText) {
    const t = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(am|pm)?$/i.exec(timeText);
    if (!t) return null;
    let hour = Number(t[1]);
    const minute = Number(t[2]);
    const meridiem = t[4]?.toLowerCase();
    if (meridiem) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
    }
    if (hour > 23 || minute > 59) return null;
    time = `${pad(hour)}:${pad(minute)}`;
  }
  return new Date(`${y}-${pad(m)}-${pad(d)}T${time}:00+05:30`).toISOString();
}

/**
 * A budget in rupees: "45,00,000", "₹ 45 lakh", "1.2 Cr", "Rs. 8.5L", "50k". Returns decimal text
 * with at most two decimals, or null when it is not one amount.
 */
export function parseBudget(text: string): string | null {
  let value = text
    .trim()
    .toLowerCase()
    .replace(/^(₹|rs\.?|inr)\s*/, '')
    .replace(/\s*(₹|rs\.?|inr|\/-)$/, '')
    .replace(/,/g, '')
    .trim();
  let factor = 1;
  const unit = /^([\d.]+)\s*(k|thousand|l|lac|lacs|lakh|lakhs|cr|crore|crores)$/.exec(value);
  if (unit) {
    value = unit[1] ?? '';
    const word = unit[2] ?? '';
    factor = word === 'k' || word === 'thousand' ? 1e3 : word.startsWith('c') ? 1e7 : 1e5;
  }
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const rupees = Math.round(Number(value) * factor * 100) / 100;
  if (!Number.isFinite(rupees) || rupees > MAX_RUPEES) return null;
  return rupees.toFixed(2);
}

/**
 * One row of an imported file checked against the lead's rules: the values to store, or the first
 * reason the row cannot be imported, in a sentence the rejected-rows file can show.
 */
export function checkImportRow(
  cells: readonly (string | undefined)[],
  mapping: LeadImportMapping,
  lookups: ImportLookups,
): RowCheck {
  const text: Partial<Record<LeadImportField, string>> = {};
  const extraNotes: string[] = [];
  for (const column of mapping.columns) {
    const cell = cleanCell(cells[column.index]);
    if (column.field) text[column.field] = cell;
    else if (cell && mapping.unmapped === 'notes')
      extraNotes.push(`${column.header || `Column ${column.index + 1}`}: ${cell}`);
  }
  if (extraNotes.length) text.notes = [text.notes, ...extraNotes].filter(Boolean).join('\n');

  for (const [field, max] of Object.entries(MAX_LENGTH) as [LeadImportField, number][]) {
    const value = text[field];
    if (value && value.length > max) {
      return {
        ok: false,
        reason: `${LEAD_IMPORT_FIELD_LABELS[field]} is longer than ${max.toLocaleString('en-IN')} characters.`,
      };
    }
  }
  const mobile = checkIndianMobile(text.mobile ?? '');
  if ('reason' in mobile) return { ok: false, reason: mobile.reason };
  const name = text.name ?? '';
  if (!name) return { ok: false, reason: 'Name is missing.' };

  let alternateMobile: string | null = null;
  if (text.alternateMobile) {
    const alternate = checkIndianMobile(text.alternateMobile);
    if ('reason' in alternate)
      return { ok: false, reason: `Alternate ${alternate.reason.replace(/^Mobile/, 'mobile')}` };
    alternateMobile = alternate.mobile === mobile.mobile ? null : alternate.mobile;
  }
  let email: string | null = null;
  if (text.email) {
    const parsed = emailSchema.safeParse(text.email);
    if (!parsed.success) return { ok: false, reason: `Email "${text.email}" is not a valid email address.` };
    email = parsed.data;
  }
  const sourceId = text.source ? (lookups.sources.get(lookupKey(text.source)) ?? null) : null;
  if (text.source && !sourceId) return { ok: false, reason: `Source "${text.source}" is not one of the sources.` };
  const branchId = text.branch ? (lookups.branches.get(lookupKey(text.branch)) ?? null) : null;
  if (text.branch && !branchId) return { ok: false, reason: `Branch "${text.branch}" is not one of the branches.` };
  let assignedTo: string | null = null;
  if (text.assignedTo) {
    const member = lookups.members.get(lookupKey(text.assignedTo));
    if (!member) return { ok: false, reason: `Assigned to "${text.assignedTo}" is not an active member of the team.` };
    if (member === 'ambiguous') {
      return {
        ok: false,
        reason: `More than one member is called "${text.assignedTo}"; give the member's email instead.`,
      };
    }
    assignedTo = member;
  }
  const status = text.status ? parseStatus(text.status) : null;
  if (text.status && !status) return { ok: false, reason: `Status "${text.status}" is not one of the lead statuses.` };
  const budget = text.budget ? parseBudget(text.budget) : null;
  if (text.budget && budget === null)
    return { ok: false, reason: `Budget "${text.budget}" is not an amount in rupees.` };
  const nextFollowUpAt = text.nextFollowUpAt ? parseImportDate(text.nextFollowUpAt) : null;
  if (text.nextFollowUpAt && !nextFollowUpAt) {
    return { ok: false, reason: `Next follow-up "${text.nextFollowUpAt}" is not a date (use dd/mm/yyyy).` };
  }
  const createdAt = text.createdAt ? parseImportDate(text.createdAt) : null;
  if (text.createdAt && !createdAt)
    return { ok: false, reason: `Created date "${text.createdAt}" is not a date (use dd/mm/yyyy).` };

  return {
    ok: true,
    values: {
      name,
      mobile: mobile.mobile,
      alternateMobile,
      email,
      sourceId,
      branchId,
      assignedTo,
      project: text.project || null,
      requirement: text.requirement || null,
      budget,
      city: text.city || null,
      status,
      nextFollowUpAt,
      notes: text.notes || null,
      createdAt,
    },
  };
}
