import type { Capability } from './permissions';

/**
 * The one table of screens (decision 170): each screen's path and who may open it, by key. The
 * router, the sidebar (`navigation.ts`), the typed path helpers (`paths.ts`), `bench/bundle.ts` and
 * the tests read it; nothing else spells a screen's path or its capability.
 *
 * Adding a screen:
 *   1. one entry here: `myScreen: { path: '/my-screen', access: 'some.capability' }`;
 *   2. its loader under the same key in `src/web/app/screen-loaders.ts` (a missing or unknown key
 *      there is a type error);
 *   3. if it has a sidebar item, `{ label: 'My Screen', screen: 'myScreen' }` in `navigation.ts`
 *      (the item takes the path and the capability from here).
 * Link to it with `paths.myScreen()` (`paths.myScreen(id)` for `/my-screen/:id`).
 *
 * `access` is a capability for the screens inside the sidebar layout (roles 0 and 1; without the
 * capability the screen says "You do not have access to this page", and the API refuses too);
 * 'public' for the screens of someone not signed in; 'session' for a signed-in page outside the
 * sidebar. The URLs are the product's and e2e tests use them: change a path only with them.
 */
export type ScreenAccess = Capability | 'public' | 'session';

export interface ScreenEntry {
  path: `/${string}`;
  access: ScreenAccess;
}

export const SCREENS = {
  login: { path: '/login', access: 'public' },
  register: { path: '/register', access: 'public' },
  createPassword: { path: '/create-password', access: 'public' },
  forgotPassword: { path: '/forgot-password', access: 'public' },
  executiveAccessDenied: { path: '/executive-access-denied', access: 'session' },

  dashboard: { path: '/dashboard', access: 'dashboard.view' },
  chart: { path: '/chart', access: 'dashboard.view' },
  team: { path: '/team', access: 'team.view' },
  teamAdministrators: { path: '/team/admin', access: 'team.view' },
  teamManagers: { path: '/team/abm', access: 'team.view' },
  teamExecutives: { path: '/team/abe', access: 'team.view' },
  leads: { path: '/lead/leads', access: 'leads.view' },
  leadRecycleBin: { path: '/lead/lead-recycle-bin', access: 'leads.manage' },
  leadImport: { path: '/lead/import-leads', access: 'leads.manage' },
  leadProjectMapping: { path: '/projects/unmatched', access: 'projects.mapLeads' },
  // Managers read the rules (GET /api/assignment-rules); only `leadRules.manage` may change them.
  assignmentRules: { path: '/lead/assignment-rules', access: 'leads.view' },
  leadDetails: { path: '/LeadDetails/:leadId', access: 'leads.view' },
  todayFollowUps: { path: '/TodayMeeting', access: 'leads.view' },
  tomorrowFollowUps: { path: '/TomorrowsFollowup', access: 'leads.view' },
  pendingFollowUps: { path: '/PendingFollowup', access: 'leads.view' },
  totalLeads: { path: '/TotalLeads', access: 'leads.view' },
  freshLeads: { path: '/TotalFreshLeads', access: 'leads.view' },
  followUpReport: { path: '/FollowupReport', access: 'reports.view' },
  schedules: { path: '/report/meetings', access: 'reports.view' },
  leadReport: { path: '/report/LeadReport', access: 'reports.view' },
  bookingReport: { path: '/report/bookings', access: 'reports.view' },
  statusWiseReport: { path: '/report/StatusWiseReport', access: 'reports.view' },
  pendingFollowUpReport: { path: '/report/PendingFollowUpReport', access: 'reports.view' },
  activityReport: { path: '/report/ActivityReport', access: 'reports.view' },
  taskReport: { path: '/report/TaskReport', access: 'reports.view' },
  performanceReport: { path: '/report/PerformanceReport', access: 'reports.view' },
  tasks: { path: '/MainTaskIndex', access: 'tasks.view' },
  projects: { path: '/projects', access: 'projects.view' },
  projectNew: { path: '/projects/new', access: 'projects.manage' },
  projectSetup: { path: '/projects/:id/setup', access: 'projects.manage' },
  stampDutyRates: { path: '/stamp-duty-rates', access: 'projects.view' },
  paymentPlans: { path: '/payment-plans', access: 'paymentPlans.view' },
  branches: { path: '/branches', access: 'masters.view' },
  banks: { path: '/banks', access: 'masters.view' },
  sources: { path: '/sources', access: 'masters.view' },
  documents: { path: '/documents', access: 'documents.manage' },
  kycAccessLog: { path: '/kyc-access-log', access: 'kyc.audit' },
  documentGenerator: { path: '/document-generator', access: 'letters.use' },
  demandLetter: { path: '/demand-letter', access: 'letters.use' },
  paymentReceipt: { path: '/payment-receipt', access: 'letters.use' },
  nocLetter: { path: '/anoc-letter', access: 'letters.use' },
  bookings: { path: '/bookings', access: 'bookings.view' },
  bookingNew: { path: '/bookings/new', access: 'bookings.manage' },
  bookingDetails: { path: '/bookings/:id', access: 'bookings.view' },
  bookingStatement: { path: '/bookings/:id/statement', access: 'collections.view' },
  collections: { path: '/collections', access: 'collections.view' },
  collectionSettings: { path: '/collections/settings', access: 'settings.manage' },
  cheques: { path: '/cheques', access: 'receipts.view' },
  costBreakupLetter: { path: '/costbreakupletter', access: 'letters.use' },
  possessionLetter: { path: '/possessionletter', access: 'letters.use' },
  contacts: { path: '/contact', access: 'contacts.manage' },
  importantContacts: { path: '/contactProperty', access: 'importantContacts.manage' },
  customers: { path: '/customer-property', access: 'customers.manage' },
  customerProfile: { path: '/customer-property/:id', access: 'customers.manage' },
  quotations: { path: '/quotation', access: 'billing.manage' },
  quotationCreate: { path: '/quotation/create/:id', access: 'billing.manage' },
  quotationEdit: { path: '/quotation/edit/:id', access: 'billing.manage' },
  quotationPrint: { path: '/quotation/print/:id', access: 'billing.manage' },
  invoices: { path: '/InvoiceQuotation', access: 'billing.manage' },
  invoicePrint: { path: '/InvoiceQuotation/print/:id', access: 'billing.manage' },
  drafts: { path: '/draft', access: 'billing.manage' },
  jobs: { path: '/jobs', access: 'jobs.manage' },
  backups: { path: '/backups', access: 'backups.manage' },
  personalData: { path: '/personal-data', access: 'people.data_requests' },
  auditLog: { path: '/audit-log', access: 'audit.view' },
  callQueue: { path: '/dialup', access: 'calls.view' },
  callHistory: { path: '/call-history', access: 'calls.view' },
  memberCalls: { path: '/call-history/:memberId', access: 'calls.view' },
  telephony: { path: '/telephony', access: 'settings.manage' },
  pullApi: { path: '/automation/pull-api', access: 'integrations.manage' },
  pushApi: { path: '/automation/push-api', access: 'integrations.manage' },
  inboundLog: { path: '/automation/inbound-log', access: 'integrations.manage' },
  smtp: { path: '/smtp', access: 'settings.manage' },
  smsSettings: { path: '/sms-settings', access: 'settings.manage' },
  whatsappSettings: { path: '/whatsapp-settings', access: 'settings.manage' },
  whatsappTemplates: { path: '/whatsapp-templates', access: 'messages.send' },
  phoneApp: { path: '/phone-app', access: 'settings.manage' },
  sendSmsOrEmail: { path: '/smsEmail', access: 'messages.send' },
  createEmail: { path: '/CreateEmail', access: 'messages.send' },
  emailHistory: { path: '/EmailHistory', access: 'messages.send' },
  templates: { path: '/BulkSmsTemplate', access: 'messages.send' },
  campaigns: { path: '/BulkSmsView', access: 'messages.send' },
  campaign: { path: '/BulkSmsView/:id', access: 'messages.send' },
  company: { path: '/company', access: 'company.manage' },
  entityManager: { path: '/EntityManager', access: 'entities.manage' },
  entity: { path: '/Entity/:id', access: 'entities.manage' },
  entityPayments: { path: '/Entity/:id/payments', access: 'entities.manage' },
  entityCustomer: { path: '/customer/:id', access: 'entities.manage' },
  purchases: { path: '/purchase', access: 'purchase.manage' },
  materials: { path: '/add-material', access: 'purchase.manage' },
  projectAvailability: { path: '/projects/:id', access: 'projects.view' },
  priceSheet: { path: '/projects/:id/price-sheet', access: 'projects.view' },
  towerProgress: { path: '/towers/:id/progress', access: 'demands.view' },
  supplierDashboard: { path: '/supplier-dashboard', access: 'purchase.manage' },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenKey = keyof typeof SCREENS;

export const SCREEN_KEYS = Object.keys(SCREENS) as ScreenKey[];

/** The screens of someone not signed in. */
export type PublicScreenKey = {
  [K in ScreenKey]: (typeof SCREENS)[K]['access'] extends 'public' ? K : never;
}[ScreenKey];

/** The screens inside the sidebar layout: those that need a capability. */
export type ShellScreenKey = {
  [K in ScreenKey]: (typeof SCREENS)[K]['access'] extends 'public' | 'session' ? never : K;
}[ScreenKey];

export function screenCapability(key: ScreenKey): Capability | null {
  const access: ScreenAccess = SCREENS[key].access;
  return access === 'public' || access === 'session' ? null : access;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The screen path a URL opens (`/bookings/42/statement` → `/bookings/:id/statement`), ranked as the
 * router ranks routes: a static segment beats a parameter, so `/projects/unmatched` is its own
 * screen and not `/projects/:id`. Null when no screen has that shape.
 */
export function screenPathAt(pathname: string): string | null {
  const parts = segmentsOf(pathname).map((p) => p.toLowerCase());
  let best: { path: string; fixed: number } | null = null;
  for (const key of SCREEN_KEYS) {
    const path: string = SCREENS[key].path;
    const pattern = segmentsOf(path);
    if (pattern.length !== parts.length) continue;
    let fixed = 0;
    const fits = pattern.every((seg, i) => {
      if (seg.startsWith(':')) return true;
      fixed++;
      return seg.toLowerCase() === parts[i];
    });
    if (fits && (!best || fixed > best.fixed)) best = { path, fixed };
  }
  return best?.path ?? null;
}
