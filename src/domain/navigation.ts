import { type Capability, can } from './permissions';
import type { Role } from './roles';

/**
 * The sidebar (spec §2.2), in the spec's order. Each item names the capability it needs, so the
 * menu a role sees is derived from the permission table. Items whose screens are not built yet
 * are absent rather than placeholders; a module adds its entry when its screen exists.
 */
export interface NavLink {
  label: string;
  to: string;
  /** When a link of a group needs more than the group's capability. */
  capability?: Capability;
  /** Other pages (and their sub-paths) that belong to this item, so it stays highlighted there. */
  also?: string[];
  /** Which of the follow-up counts (getFollowupCounts) the item shows as a badge. */
  count?: NavCount;
}
export type NavCount = 'today' | 'tomorrow' | 'pending' | 'total' | 'fresh';
export interface NavGroup {
  key: string;
  label: string;
  capability: Capability;
  /** A group with one link and no children is drawn as a plain item. */
  to?: string;
  /** As NavLink.also, for a plain item. */
  also?: string[];
  children?: NavLink[];
}

export const NAVIGATION: NavGroup[] = [
  { key: 'dashboard', label: 'Dashboard', capability: 'dashboard.view', to: '/dashboard' },
  {
    key: 'team',
    label: 'Team Structure',
    capability: 'team.view',
    children: [
      { label: 'All Members', to: '/team' },
      { label: 'Administrators', to: '/team/admin' },
      { label: 'ABM', to: '/team/abm' },
      { label: 'ABE', to: '/team/abe' },
    ],
  },
  {
    key: 'pullApis',
    label: 'Pull APIs',
    capability: 'integrations.manage',
    children: [
      { label: 'Pull APIs', to: '/automation/pull-api' },
      { label: 'Push APIs', to: '/automation/push-api' },
      { label: 'Inbound Log', to: '/automation/inbound-log' },
    ],
  },
  {
    key: 'report',
    label: 'Report',
    capability: 'reports.view',
    children: [
      { label: 'Task Report', to: '/report/TaskReport' },
      { label: 'Lead Report', to: '/report/LeadReport' },
      { label: 'Activity Report', to: '/report/ActivityReport' },
      { label: 'Schedules', to: '/report/meetings' },
      { label: 'Performance Report', to: '/report/PerformanceReport' },
      { label: 'Status-wise Report', to: '/report/StatusWiseReport' },
      { label: 'Pending Follow-up Report', to: '/report/PendingFollowUpReport' },
      { label: 'Follow-up Report', to: '/FollowupReport' },
      { label: 'Charts', to: '/chart', capability: 'dashboard.view' },
    ],
  },
  {
    key: 'lead',
    label: 'Lead',
    capability: 'leads.view',
    children: [
      { label: 'Leads', to: '/lead/leads', also: ['/LeadDetails'] },
      { label: 'Import Leads', to: '/lead/import-leads', capability: 'leads.manage' },
      { label: 'Recycle Bin', to: '/lead/lead-recycle-bin', capability: 'leads.manage' },
      { label: 'Assignment Rules', to: '/lead/assignment-rules', capability: 'leadRules.manage' },
    ],
  },
  {
    key: 'followUps',
    label: 'Follow-ups',
    capability: 'leads.view',
    children: [
      { label: 'Today', to: '/TodayMeeting', count: 'today' },
      { label: 'Tomorrow', to: '/TomorrowsFollowup', count: 'tomorrow' },
      { label: 'Pending', to: '/PendingFollowup', count: 'pending' },
      { label: 'Total Leads', to: '/TotalLeads', count: 'total' },
      { label: 'Fresh Leads', to: '/TotalFreshLeads', count: 'fresh' },
    ],
  },
  {
    key: 'emailSms',
    label: 'Email & SMS',
    capability: 'messages.send',
    children: [
      { label: 'Create Email / Sms', to: '/smsEmail' },
      { label: 'Create Email', to: '/CreateEmail' },
      { label: 'Email History', to: '/EmailHistory' },
      { label: 'Bulk Templates', to: '/BulkSmsTemplate' },
      { label: 'Bulk SMS & Email List', to: '/BulkSmsView', also: ['/BulkSmsView'] },
    ],
  },
  {
    key: 'calls',
    label: 'Calls',
    capability: 'calls.view',
    children: [
      { label: 'Call Queue', to: '/dialup' },
      { label: 'Call History', to: '/call-history', also: ['/call-history'] },
    ],
  },
  { key: 'branches', label: 'Branches', capability: 'masters.view', to: '/branches' },
  { key: 'banks', label: 'Banks', capability: 'masters.view', to: '/banks' },
  { key: 'sources', label: 'Sources', capability: 'masters.view', to: '/sources' },
  { key: 'task', label: 'Task', capability: 'tasks.view', to: '/MainTaskIndex' },
  { key: 'contact', label: 'Contact', capability: 'contacts.manage', to: '/contact' },
  {
    key: 'documents',
    label: 'Documents',
    capability: 'letters.use',
    children: [
      { label: 'Documents', to: '/documents', capability: 'documents.manage' },
      {
        label: 'Document Generator',
        to: '/document-generator',
        capability: 'letters.use',
        also: ['/demand-letter', '/payment-receipt', '/anoc-letter', '/costbreakupletter', '/possessionletter'],
      },
      { label: 'KYC Access Log', to: '/kyc-access-log', capability: 'kyc.audit' },
    ],
  },
  {
    key: 'billing',
    label: 'Billing',
    capability: 'billing.manage',
    children: [
      { label: 'Quotations', to: '/quotation', also: ['/quotation'] },
      { label: 'Tax Invoices', to: '/InvoiceQuotation', also: ['/InvoiceQuotation'] },
      { label: 'Company Profile', to: '/company', capability: 'company.manage' },
    ],
  },
  { key: 'draft', label: 'Draft', capability: 'billing.manage', to: '/draft' },
  {
    key: 'purchase',
    label: 'Purchase',
    capability: 'purchase.manage',
    children: [
      { label: 'Purchases', to: '/purchase' },
      { label: 'Materials', to: '/add-material' },
      { label: 'Supplier Dashboard', to: '/supplier-dashboard' },
    ],
  },
  {
    key: 'importantContacts',
    label: 'Important Contacts',
    capability: 'importantContacts.manage',
    to: '/contactProperty',
  },
  { key: 'customers', label: 'Customer Management', capability: 'customers.manage', to: '/customer-property' },
  {
    key: 'entities',
    label: 'Entity Manager',
    capability: 'entities.manage',
    to: '/EntityManager',
    also: ['/Entity', '/customer'],
  },
  // Not in the spec's sidebar: the administrators' settings and the work the server does for them.
  {
    key: 'administration',
    label: 'Administration',
    capability: 'settings.manage',
    children: [
      { label: 'Background Jobs', to: '/jobs', capability: 'jobs.manage' },
      { label: 'SMTP', to: '/smtp', capability: 'settings.manage' },
      { label: 'Telephony', to: '/telephony', capability: 'settings.manage' },
      { label: 'SMS Gateway', to: '/sms-settings', capability: 'settings.manage' },
      { label: 'Personal Data Requests', to: '/personal-data', capability: 'people.data_requests' },
      { label: 'Audit Log', to: '/audit-log', capability: 'audit.view' },
    ],
  },
];

export function navigationFor(role: Role | null | undefined): NavGroup[] {
  return NAVIGATION.filter((group) => can(role, group.capability))
    .map((group) =>
      group.children
        ? { ...group, children: group.children.filter((link) => !link.capability || can(role, link.capability)) }
        : group,
    )
    .filter((group) => !group.children || group.children.length > 0);
}
