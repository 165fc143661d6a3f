import { can } from './permissions';
import { ROLE_EXECUTIVE, type Role } from './roles';
import { SCREENS, type ShellScreenKey, screenCapability } from './screens';

/**
 * The sidebar, in the product's order. An item names a screen of `screens.ts` and takes its path
 * and capability from there, so the menu and the router cannot disagree about who may open a page;
 * a group shows when the role may open at least one of its items.
 */
interface MenuItem {
  label: string;
  screen: ShellScreenKey;
  /** Other screens that belong to this item, so it stays highlighted there (and only this item). */
  also?: ShellScreenKey[];
  /** Which count the item shows as a badge: a follow-up count (getFollowupCounts), or unread WhatsApp conversations. */
  count?: NavCount;
}
interface MenuGroup {
  key: string;
  label: string;
  /** A group of one item is drawn as a plain item (its label is the group's). */
  items: [MenuItem, ...MenuItem[]];
  plain?: true;
}

export const MENU: MenuGroup[] = [
  plain('dashboard', 'Dashboard', 'dashboard'),
  group('team', 'Team Structure', [
    { label: 'All Members', screen: 'team' },
    { label: 'Administrators', screen: 'teamAdministrators' },
    { label: 'ABM', screen: 'teamManagers' },
    { label: 'ABE', screen: 'teamExecutives' },
  ]),
  group('pullApis', 'Pull APIs', [
    { label: 'Pull APIs', screen: 'pullApi' },
    { label: 'Push APIs', screen: 'pushApi' },
    { label: 'Inbound Log', screen: 'inboundLog' },
  ]),
  group('report', 'Report', [
    { label: 'Task Report', screen: 'taskReport' },
    { label: 'Lead Report', screen: 'leadReport' },
    { label: 'Booking Report', screen: 'bookingReport' },
    { label: 'Activity Report', screen: 'activityReport' },
    { label: 'Schedules', screen: 'schedules' },
    { label: 'Performance Report', screen: 'performanceReport' },
    { label: 'Status-wise Report', screen: 'statusWiseReport' },
    { label: 'Pending Follow-up Report', screen: 'pendingFollowUpReport' },
    { label: 'Follow-up Report', screen: 'followUpReport' },
    { label: 'Charts', screen: 'chart' },
  ]),
  group('lead', 'Lead', [
    { label: 'Leads', screen: 'leads', also: ['leadDetails'] },
    { label: 'Import Leads', screen: 'leadImport' },
    { label: 'Unmatched Projects', screen: 'leadProjectMapping' },
    { label: 'Recycle Bin', screen: 'leadRecycleBin' },
    { label: 'Assignment Rules', screen: 'assignmentRules' },
  ]),
  group('projects', 'Projects', [
    {
      label: 'Projects',
      screen: 'projects',
      also: ['projectNew', 'projectSetup', 'projectAvailability', 'priceSheet', 'towerProgress'],
    },
    { label: 'Stamp Duty Rates', screen: 'stampDutyRates' },
    { label: 'Payment Plans', screen: 'paymentPlans' },
  ]),
  // A booking's statement is a page of the booking: Bookings stays lit there, not Collections.
  plain('bookings', 'Bookings', 'bookings', ['bookingNew', 'bookingDetails', 'bookingStatement']),
  group('collections', 'Collections', [
    { label: 'Collections', screen: 'collections' },
    { label: 'Cheques & TDS', screen: 'cheques' },
  ]),
  group('followUps', 'Follow-ups', [
    { label: 'Today', screen: 'todayFollowUps', count: 'today' },
    { label: 'Tomorrow', screen: 'tomorrowFollowUps', count: 'tomorrow' },
    { label: 'Pending', screen: 'pendingFollowUps', count: 'pending' },
    { label: 'Total Leads', screen: 'totalLeads', count: 'total' },
    { label: 'Fresh Leads', screen: 'freshLeads', count: 'fresh' },
  ]),
  group('emailSms', 'Email & SMS', [
    { label: 'Create Email / Sms', screen: 'sendSmsOrEmail' },
    { label: 'Create Email', screen: 'createEmail' },
    { label: 'Email History', screen: 'emailHistory' },
    { label: 'Bulk Templates', screen: 'templates' },
    { label: 'Bulk SMS & Email List', screen: 'campaigns', also: ['campaign'] },
  ]),
  group('whatsapp', 'WhatsApp', [
    { label: 'WhatsApp Inbox', screen: 'whatsappInbox', count: 'whatsapp' },
    { label: 'WhatsApp Templates', screen: 'whatsappTemplates' },
  ]),
  group('calls', 'Calls', [
    { label: 'Call Queue', screen: 'callQueue' },
    { label: 'Call History', screen: 'callHistory', also: ['memberCalls'] },
  ]),
  plain('branches', 'Branches', 'branches'),
  plain('banks', 'Banks', 'banks'),
  plain('sources', 'Sources', 'sources'),
  plain('task', 'Task', 'tasks'),
  plain('contact', 'Contact', 'contacts'),
  group('documents', 'Documents', [
    { label: 'Documents', screen: 'documents' },
    {
      label: 'Document Generator',
      screen: 'documentGenerator',
      also: ['demandLetter', 'paymentReceipt', 'nocLetter', 'costBreakupLetter', 'possessionLetter'],
    },
    { label: 'KYC Access Log', screen: 'kycAccessLog' },
  ]),
  group('billing', 'Billing', [
    { label: 'Quotations', screen: 'quotations', also: ['quotationCreate', 'quotationEdit', 'quotationPrint'] },
    { label: 'Tax Invoices', screen: 'invoices', also: ['invoicePrint'] },
    { label: 'Company Profile', screen: 'company' },
  ]),
  plain('draft', 'Draft', 'drafts'),
  group('purchase', 'Purchase', [
    { label: 'Purchases', screen: 'purchases' },
    { label: 'Materials', screen: 'materials' },
    { label: 'Supplier Dashboard', screen: 'supplierDashboard' },
  ]),
  plain('importantContacts', 'Important Contacts', 'importantContacts'),
  plain('customers', 'Customer Management', 'customers', ['customerProfile']),
  plain('entities', 'Entity Manager', 'entityManager', ['entity', 'entityPayments', 'entityCustomer']),
  // The administrators' settings and the work the server does for them.
  group('administration', 'Administration', [
    { label: 'Background Jobs', screen: 'jobs' },
    { label: 'Backups', screen: 'backups' },
    { label: 'Personal Data Requests', screen: 'personalData' },
    { label: 'Audit Log', screen: 'auditLog' },
    { label: 'SMTP', screen: 'smtp' },
    { label: 'Telephony', screen: 'telephony' },
    { label: 'SMS Gateway', screen: 'smsSettings' },
    { label: 'WhatsApp Settings', screen: 'whatsappSettings' },
    { label: 'Phone App', screen: 'phoneApp' },
    { label: 'Collections Settings', screen: 'collectionSettings' },
  ]),
];

function group(key: string, label: string, items: MenuGroup['items']): MenuGroup {
  return { key, label, items };
}

function plain(key: string, label: string, screen: ShellScreenKey, also?: ShellScreenKey[]): MenuGroup {
  return { key, label, items: [{ label, screen, ...(also ? { also } : {}) }], plain: true };
}

/** What the sidebar draws: a menu entry with its path, for one role. */
export interface NavLink {
  label: string;
  to: string;
  /** Screen paths (`/bookings/:id`) of other pages that keep this item highlighted. */
  also?: string[];
  count?: NavCount;
}
/** The follow-up counts (getFollowupCounts), and conversations with unread WhatsApp messages. */
export type NavCount = 'today' | 'tomorrow' | 'pending' | 'total' | 'fresh' | 'whatsapp';
export interface NavGroup {
  key: string;
  label: string;
  /** A plain item: its one page. */
  to?: string;
  also?: string[];
  children?: NavLink[];
}

function link(item: MenuItem): NavLink {
  const also = item.also?.map((key) => SCREENS[key].path as string);
  return {
    label: item.label,
    to: SCREENS[item.screen].path,
    ...(also ? { also } : {}),
    ...(item.count ? { count: item.count } : {}),
  };
}

/** The sidebar of a role: the items whose screen it may open, in groups that keep at least one. */
export function navigationFor(role: Role | null | undefined): NavGroup[] {
  const groups: NavGroup[] = [];
  // Executives work from the phone app: the capabilities they hold (reading projects, their own
  // leads) are for the API, and the web app shows them no screens.
  if (role === ROLE_EXECUTIVE) return groups;
  for (const entry of MENU) {
    const items = entry.items.filter((item) => {
      const capability = screenCapability(item.screen);
      return capability !== null && can(role, capability);
    });
    if (items.length === 0) continue;
    if (entry.plain) {
      const { to, also } = link(items[0]!);
      groups.push({ key: entry.key, label: entry.label, to, ...(also ? { also } : {}) });
    } else {
      groups.push({ key: entry.key, label: entry.label, children: items.map(link) });
    }
  }
  return groups;
}
