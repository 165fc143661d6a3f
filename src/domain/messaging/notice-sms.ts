/**
 * Transactional SMS about a buyer's money (decision 199): the notice sent when a demand is raised and
 * the reminder of an overdue one. Each has its own DLT template, registered by the company, whose
 * `{#var#}` placeholders are filled from the demand, in the order the administrator chose.
 */

export const NOTICE_PURPOSES = ['demand_raised', 'payment_reminder'] as const;
export type NoticePurpose = (typeof NOTICE_PURPOSES)[number];

export const NOTICE_PURPOSE_LABELS: Record<NoticePurpose, string> = {
  demand_raised: 'Demand raised',
  payment_reminder: 'Payment reminder',
};

/**
 * Only these categories: a demand or reminder goes to an existing buyer about their purchase, which
 * TRAI's categories treat as a service message (research lead-domain-notes.md §2); promotional or
 * explicit-consent templates would be held for DND and the 09:00–21:00 window.
 */
export const NOTICE_CATEGORIES = ['service_implicit', 'transactional'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const NOTICE_VARIABLES = [
  'buyerName',
  'buyerFirstName',
  'demandNo',
  'bookingNo',
  'instalment',
  'amount',
  'dueDate',
  'project',
  'unit',
  'company',
] as const;
export type NoticeVariable = (typeof NOTICE_VARIABLES)[number];

export const NOTICE_VARIABLE_LABELS: Record<NoticeVariable, string> = {
  buyerName: "Buyer's name",
  buyerFirstName: "Buyer's first name",
  demandNo: 'Demand number',
  bookingNo: 'Booking number',
  instalment: 'Instalment (stage)',
  amount: 'Amount due (digits, Indian grouping, no ₹)',
  dueDate: 'Due date (dd/mm/yyyy)',
  project: 'Project',
  unit: 'Unit',
  company: 'Company name',
};

/** What the settings screen and its check fill a draft with. */
export const NOTICE_SAMPLE_VALUES: Record<NoticeVariable, string> = {
  buyerName: 'Ravi Kumar',
  buyerFirstName: 'Ravi',
  demandNo: 'DM-2026-000123',
  bookingNo: 'BK-2026-0042',
  instalment: 'Plinth',
  amount: '7,87,500.00',
  dueDate: '13/12/2026',
  project: 'Sunrise Towers',
  unit: 'A-1203',
  company: 'Sunrise Developers',
};

export const isNoticeVariable = (v: string): v is NoticeVariable => (NOTICE_VARIABLES as readonly string[]).includes(v);

export const noticeVariableLabel = (v: string): string => (isNoticeVariable(v) ? NOTICE_VARIABLE_LABELS[v] : v);

/**
 * The amount as the SMS carries it: Indian grouping with paise and no rupee sign. "₹" is outside
 * GSM-7, so one in the text would make every message Unicode (70 characters a part, about twice the
 * price); the registered text writes "Rs." before the placeholder instead.
 */
export function smsAmount(rupees: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees);
}
