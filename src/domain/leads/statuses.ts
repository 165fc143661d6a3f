/** The stages a lead moves through (decision 050). Stored as snake_case keys; shown by label. */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'interested',
  'site_visit_scheduled',
  'site_visit_done',
  'negotiation',
  'booked',
  'not_interested',
  'junk',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  site_visit_scheduled: 'Site Visit Scheduled',
  site_visit_done: 'Site Visit Done',
  negotiation: 'Negotiation',
  booked: 'Booked',
  not_interested: 'Not Interested',
  junk: 'Junk',
};

/** Badge colours: cool while the lead is open, green when booked, grey when it is closed without a sale. */
export const LEAD_STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  interested: 'indigo',
  site_visit_scheduled: 'violet',
  site_visit_done: 'grape',
  negotiation: 'orange',
  booked: 'green',
  not_interested: 'gray',
  junk: 'dark',
};

export const leadStatusLabel = (status: string): string => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;
