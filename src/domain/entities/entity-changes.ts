import { formatInr } from '../billing/indian-format';
import { ENTITY_TYPE_LABELS, type EntityType } from '../schemas/entity';
import { PAYMENT_MODE_LABELS, type PaymentMode } from '../schemas/entity-payment';
import type { HistoryChange } from '../schemas/history';

/**
 * The "what changed" of an entity history row: one { field, from, to } per field whose value
 * differs, written as a person reads it (labels, ₹ amounts, dd/mm/yyyy dates), so the history
 * stays readable after the code that wrote it changes.
 */
type Kind = 'text' | 'money' | 'date' | 'area' | 'type' | 'mode' | 'direction';

export const ENTITY_FIELDS: Record<string, { label: string; kind: Kind }> = {
  type: { label: 'Type', kind: 'type' },
  name: { label: 'Name', kind: 'text' },
  mobile: { label: 'Mobile', kind: 'text' },
  email: { label: 'Email', kind: 'text' },
  pan: { label: 'PAN', kind: 'text' },
  gstin: { label: 'GSTIN', kind: 'text' },
  address: { label: 'Address', kind: 'text' },
  project: { label: 'Project', kind: 'text' },
  wing: { label: 'Wing', kind: 'text' },
  flatNo: { label: 'Flat number', kind: 'text' },
  floor: { label: 'Floor', kind: 'text' },
  carpetArea: { label: 'Carpet area', kind: 'area' },
  agreementValue: { label: 'Agreement value', kind: 'money' },
};

export const PAYMENT_FIELDS: Record<string, { label: string; kind: Kind }> = {
  amount: { label: 'Amount', kind: 'money' },
  date: { label: 'Date', kind: 'date' },
  mode: { label: 'Mode', kind: 'mode' },
  reference: { label: 'Reference', kind: 'text' },
  bank: { label: 'Bank', kind: 'text' },
  note: { label: 'Note', kind: 'text' },
  direction: { label: 'Direction', kind: 'direction' },
};

export const CONTACT_FIELDS: Record<string, { label: string; kind: Kind }> = {
  kind: { label: 'Kind', kind: 'text' },
  name: { label: 'Name', kind: 'text' },
  relation: { label: 'Relation', kind: 'text' },
  mobile: { label: 'Mobile', kind: 'text' },
  email: { label: 'Email', kind: 'text' },
  pan: { label: 'PAN', kind: 'text' },
  address: { label: 'Address', kind: 'text' },
};

/** yyyy-mm-dd → dd/mm/yyyy */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}

function show(value: unknown, kind: Kind): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'money':
      return formatInr(Number(value));
    case 'area':
      return `${Number(value)} sq ft`;
    case 'date':
      return displayDate(String(value));
    case 'type':
      return ENTITY_TYPE_LABELS[value as EntityType] ?? String(value);
    case 'mode':
      return PAYMENT_MODE_LABELS[value as PaymentMode] ?? String(value);
    case 'direction':
      return value === 'paid' ? 'Paid' : 'Received';
    default:
      return String(value);
  }
}

function same(a: unknown, b: unknown, kind: Kind): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) && empty(b)) return true;
  if (empty(a) || empty(b)) return false;
  if (kind === 'money' || kind === 'area') return Number(a) === Number(b);
  return String(a) === String(b);
}

/** Differences between two versions; `before` null means the record is new, `after` null deleted. */
export function describeChanges(
  fields: Record<string, { label: string; kind: Kind }>,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const [key, { label, kind }] of Object.entries(fields)) {
    const from = before ? before[key] : null;
    const to = after ? after[key] : null;
    if (same(from, to, kind)) continue;
    changes.push({ field: label, from: show(from, kind), to: show(to, kind) });
  }
  return changes;
}

/** "₹25,000.00 received on 01/04/2026 by Cheque" */
export function describePayment(p: { amount: number; date: string; mode: PaymentMode; direction: string }): string {
  return `${formatInr(p.amount)} ${p.direction === 'paid' ? 'paid' : 'received'} on ${displayDate(p.date)} by ${PAYMENT_MODE_LABELS[p.mode]}`;
}
