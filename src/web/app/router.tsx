import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Capability } from '../../domain/permissions';
import { RouteErrorPage } from '../features/errors/routes/route-error-page';
import { FullPageSpinner } from '../ui/loading-spinner';
import { RequireCapability } from './guards/require-capability';
import { RequireSession } from './guards/require-session';
import { SessionGate } from './guards/session-gate';

/**
 * Routes (spec §2.1, §2.3). Screens load on demand; the window shows a spinner while the first one
 * loads and the header shows one on later navigations. Only screens that exist are registered: a
 * feature adds its screen to `shellScreens` when it adds its sidebar entry in src/domain/navigation.ts.
 */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

interface ShellScreen {
  path: string;
  /** What the role must be able to do; otherwise the screen shows "You do not have access to this page". */
  capability: Capability;
  load: () => Promise<ComponentType>;
}

const team = () => import('../features/team/routes/team-page');
const followUps = () => import('../features/follow-ups/routes/bucket-pages');
const letters = () => import('../features/letters/routes/letter-routes');
const messaging = () => import('../features/messaging/routes/send-pages');
const billingPages = {
  'quotations-page': () => import('../features/billing/routes/quotations-page'),
  'quotation-create-page': () => import('../features/billing/routes/quotation-create-page'),
  'quotation-edit-page': () => import('../features/billing/routes/quotation-edit-page'),
  'quotation-print-page': () => import('../features/billing/routes/quotation-print-page'),
  'invoices-page': () => import('../features/billing/routes/invoices-page'),
  'invoice-print-page': () => import('../features/billing/routes/invoice-print-page'),
  'drafts-page': () => import('../features/billing/routes/drafts-page'),
};
const billing = <K extends keyof typeof billingPages>(name: K) =>
  billingPages[name]() as ReturnType<(typeof billingPages)[K]>;

/** Screens inside the sidebar layout (roles 0 and 1). */
const shellScreens: ShellScreen[] = [
  {
    path: '/dashboard',
    capability: 'dashboard.view',
    load: () => import('../features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    path: '/chart',
    capability: 'dashboard.view',
    load: () => import('../features/dashboard/routes/chart-page').then((m) => m.ChartPage),
  },
  { path: '/team', capability: 'team.view', load: () => team().then((m) => m.AllMembersPage) },
  { path: '/team/admin', capability: 'team.view', load: () => team().then((m) => m.AdministratorsPage) },
  { path: '/team/abm', capability: 'team.view', load: () => team().then((m) => m.ManagersPage) },
  { path: '/team/abe', capability: 'team.view', load: () => team().then((m) => m.ExecutivesPage) },
  {
    path: '/lead/leads',
    capability: 'leads.view',
    load: () => import('../features/leads/routes/leads-page').then((m) => m.LeadsPage),
  },
  {
    path: '/lead/lead-recycle-bin',
    capability: 'leads.manage',
    load: () => import('../features/leads/routes/recycle-bin-page').then((m) => m.RecycleBinPage),
  },
  {
    path: '/lead/import-leads',
    capability: 'leads.manage',
    load: () => import('../features/lead-import/routes/lead-import-page').then((m) => m.LeadImportPage),
  },
  {
    path: '/lead/assignment-rules',
    capability: 'leads.view',
    load: () => import('../features/assignment-rules/routes/assignment-rules-page').then((m) => m.AssignmentRulesPage),
  },
  {
    path: '/LeadDetails/:leadId',
    capability: 'leads.view',
    load: () => import('../features/leads/routes/lead-details-page').then((m) => m.LeadDetailsPage),
  },
  {
    path: '/TodayMeeting',
    capability: 'leads.view',
    load: () => followUps().then((m) => m.TodayPage),
  },
  {
    path: '/TomorrowsFollowup',
    capability: 'leads.view',
    load: () => followUps().then((m) => m.TomorrowPage),
  },
  {
    path: '/PendingFollowup',
    capability: 'leads.view',
    load: () => followUps().then((m) => m.PendingPage),
  },
  {
    path: '/TotalLeads',
    capability: 'leads.view',
    load: () => import('../features/follow-ups/routes/lead-list-pages').then((m) => m.TotalLeadsPage),
  },
  {
    path: '/TotalFreshLeads',
    capability: 'leads.view',
    load: () => import('../features/follow-ups/routes/lead-list-pages').then((m) => m.FreshLeadsPage),
  },
  {
    path: '/FollowupReport',
    capability: 'reports.view',
    load: () => import('../features/follow-ups/routes/followup-report-page').then((m) => m.FollowupReportPage),
  },
  {
    path: '/report/meetings',
    capability: 'reports.view',
    load: () => import('../features/site-visits/routes/schedules-page').then((m) => m.SchedulesPage),
  },
  {
    path: '/report/LeadReport',
    capability: 'reports.view',
    load: () => import('../features/reports/routes/lead-report-page').then((m) => m.LeadReportPage),
  },
  {
    path: '/report/StatusWiseReport',
    capability: 'reports.view',
    load: () => import('../features/reports/routes/status-wise-report-page').then((m) => m.StatusWiseReportPage),
  },
  {
    path: '/report/PendingFollowUpReport',
    capability: 'reports.view',
    load: () =>
      import('../features/reports/routes/pending-follow-up-report-page').then((m) => m.PendingFollowUpReportPage),
  },
  {
    path: '/report/ActivityReport',
    capability: 'reports.view',
    load: () => import('../features/reports/routes/activity-report-page').then((m) => m.ActivityReportPage),
  },
  {
    path: '/report/TaskReport',
    capability: 'reports.view',
    load: () => import('../features/reports/routes/task-report-page').then((m) => m.TaskReportPage),
  },
  {
    path: '/report/PerformanceReport',
    capability: 'reports.view',
    load: () => import('../features/reports/routes/performance-report-page').then((m) => m.PerformanceReportPage),
  },
  {
    path: '/MainTaskIndex',
    capability: 'tasks.view',
    load: () => import('../features/tasks/routes/main-task-index-page').then((m) => m.MainTaskIndexPage),
  },
  {
    path: '/branches',
    capability: 'masters.view',
    load: () => import('../features/branches/routes/branches-page').then((m) => m.BranchesPage),
  },
  {
    path: '/banks',
    capability: 'masters.view',
    load: () => import('../features/banks/routes/banks-page').then((m) => m.BanksPage),
  },
  {
    path: '/sources',
    capability: 'masters.view',
    load: () => import('../features/sources/routes/sources-page').then((m) => m.SourcesPage),
  },
  {
    path: '/documents',
    capability: 'documents.manage',
    load: () => import('../features/documents/routes/documents-page').then((m) => m.DocumentsPage),
  },
  {
    path: '/kyc-access-log',
    capability: 'kyc.audit',
    load: () => import('../features/kyc-log/routes/kyc-access-log-page').then((m) => m.KycAccessLogPage),
  },
  {
    path: '/document-generator',
    capability: 'letters.use',
    load: () => import('../features/letters/routes/letters-hub-page').then((m) => m.LettersHubPage),
  },
  { path: '/demand-letter', capability: 'letters.use', load: () => letters().then((m) => m.DemandLetterPage) },
  { path: '/payment-receipt', capability: 'letters.use', load: () => letters().then((m) => m.PaymentReceiptPage) },
  { path: '/anoc-letter', capability: 'letters.use', load: () => letters().then((m) => m.NocLetterPage) },
  { path: '/costbreakupletter', capability: 'letters.use', load: () => letters().then((m) => m.CostBreakupPage) },
  { path: '/possessionletter', capability: 'letters.use', load: () => letters().then((m) => m.PossessionLetterPage) },
  {
    path: '/contact',
    capability: 'contacts.manage',
    load: () => import('../features/contacts/routes/contacts-page').then((m) => m.ContactsPage),
  },
  {
    path: '/contactProperty',
    capability: 'importantContacts.manage',
    load: () =>
      import('../features/important-contacts/routes/important-contacts-page').then((m) => m.ImportantContactsPage),
  },
  {
    path: '/customer-property',
    capability: 'customers.manage',
    load: () => import('../features/customers/routes/customers-page').then((m) => m.CustomersPage),
  },
  {
    path: '/customer-property/:id',
    capability: 'customers.manage',
    load: () => import('../features/customers/routes/customer-profile-page').then((m) => m.CustomerProfilePage),
  },
  {
    path: '/quotation',
    capability: 'billing.manage',
    load: () => billing('quotations-page').then((m) => m.QuotationsPage),
  },
  {
    path: '/quotation/create/:id',
    capability: 'billing.manage',
    load: () => billing('quotation-create-page').then((m) => m.QuotationCreatePage),
  },
  {
    path: '/quotation/edit/:id',
    capability: 'billing.manage',
    load: () => billing('quotation-edit-page').then((m) => m.QuotationEditPage),
  },
  {
    path: '/quotation/print/:id',
    capability: 'billing.manage',
    load: () => billing('quotation-print-page').then((m) => m.QuotationPrintPage),
  },
  {
    path: '/InvoiceQuotation',
    capability: 'billing.manage',
    load: () => billing('invoices-page').then((m) => m.InvoicesPage),
  },
  {
    path: '/InvoiceQuotation/print/:id',
    capability: 'billing.manage',
    load: () => billing('invoice-print-page').then((m) => m.InvoicePrintPage),
  },
  { path: '/draft', capability: 'billing.manage', load: () => billing('drafts-page').then((m) => m.DraftsPage) },
  {
    path: '/personal-data',
    capability: 'people.data_requests',
    load: () => import('../features/personal-data/routes/personal-data-page').then((m) => m.PersonalDataPage),
  },
  {
    path: '/audit-log',
    capability: 'audit.view',
    load: () => import('../features/audit-log/routes/audit-log-page').then((m) => m.AuditLogPage),
  },
  {
    path: '/jobs',
    capability: 'jobs.manage',
    load: () => import('../features/jobs/routes/jobs-page').then((m) => m.JobsPage),
  },
  {
    path: '/dialup',
    capability: 'calls.view',
    load: () => import('../features/calls/routes/dialup-page').then((m) => m.DialupPage),
  },
  {
    path: '/call-history',
    capability: 'calls.view',
    load: () => import('../features/calls/routes/call-history-page').then((m) => m.CallHistoryPage),
  },
  {
    path: '/call-history/:memberId',
    capability: 'calls.view',
    load: () => import('../features/calls/routes/member-calls-page').then((m) => m.MemberCallsPage),
  },
  {
    path: '/telephony',
    capability: 'settings.manage',
    load: () => import('../features/calls/routes/telephony-page').then((m) => m.TelephonyPage),
  },
  {
    path: '/automation/pull-api',
    capability: 'integrations.manage',
    load: () => import('../features/integrations/routes/pull-api-page').then((m) => m.PullApiPage),
  },
  {
    path: '/automation/push-api',
    capability: 'integrations.manage',
    load: () => import('../features/integrations/routes/push-api-page').then((m) => m.PushApiPage),
  },
  {
    path: '/automation/inbound-log',
    capability: 'integrations.manage',
    load: () => import('../features/integrations/routes/inbound-log-page').then((m) => m.InboundLogPage),
  },
  {
    path: '/smtp',
    capability: 'settings.manage',
    load: () => import('../features/smtp/routes/smtp-page').then((m) => m.SmtpPage),
  },
  {
    path: '/sms-settings',
    capability: 'settings.manage',
    load: () => import('../features/messaging/routes/sms-settings-page').then((m) => m.SmsSettingsPage),
  },
  { path: '/smsEmail', capability: 'messages.send', load: () => messaging().then((m) => m.SendSmsOrEmailPage) },
  { path: '/CreateEmail', capability: 'messages.send', load: () => messaging().then((m) => m.CreateEmailPage) },
  {
    path: '/EmailHistory',
    capability: 'messages.send',
    load: () => import('../features/messaging/routes/email-history-page').then((m) => m.EmailHistoryPage),
  },
  {
    path: '/BulkSmsTemplate',
    capability: 'messages.send',
    load: () => import('../features/messaging/routes/templates-page').then((m) => m.TemplatesPage),
  },
  {
    path: '/BulkSmsView',
    capability: 'messages.send',
    load: () => import('../features/messaging/routes/campaigns-page').then((m) => m.CampaignsPage),
  },
  {
    path: '/BulkSmsView/:id',
    capability: 'messages.send',
    load: () => import('../features/messaging/routes/campaign-page').then((m) => m.CampaignPage),
  },
  {
    path: '/company',
    capability: 'company.manage',
    load: () => import('../features/company/routes/company-page').then((m) => m.CompanyPage),
  },
  {
    path: '/EntityManager',
    capability: 'entities.manage',
    load: () => import('../features/entities/routes/entity-manager-page').then((m) => m.EntityManagerPage),
  },
  {
    path: '/Entity/:id',
    capability: 'entities.manage',
    load: () => import('../features/entities/routes/entity-page').then((m) => m.EntityPage),
  },
  {
    path: '/Entity/:id/payments',
    capability: 'entities.manage',
    load: () => import('../features/entities/routes/entity-payments-page').then((m) => m.EntityPaymentsPage),
  },
  {
    path: '/customer/:id',
    capability: 'entities.manage',
    load: () => import('../features/entities/routes/customer-page').then((m) => m.CustomerPage),
  },
  {
    path: '/purchase',
    capability: 'purchase.manage',
    load: () => import('../features/purchase/routes/purchases-page').then((m) => m.PurchasesPage),
  },
  {
    path: '/add-material',
    capability: 'purchase.manage',
    load: () => import('../features/purchase/routes/materials-page').then((m) => m.MaterialsPage),
  },
  {
    path: '/supplier-dashboard',
    capability: 'purchase.manage',
    load: () => import('../features/purchase/routes/supplier-dashboard-page').then((m) => m.SupplierDashboardPage),
  },
];

const registeredPaths: ReadonlySet<string> = new Set([
  ...shellScreens.map((screen) => screen.path),
  '/executive-access-denied',
]);

const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: 'login', lazy: page(() => import('../features/auth/routes/login-page').then((m) => m.LoginPage)) },
      {
        path: 'register',
        lazy: page(() => import('../features/auth/routes/register-page').then((m) => m.RegisterPage)),
      },
      {
        path: 'create-password',
        lazy: page(() => import('../features/auth/routes/create-password-page').then((m) => m.CreatePasswordPage)),
      },
      {
        path: 'forgot-password',
        lazy: page(() => import('../features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage)),
      },
      {
        element: <RequireSession />,
        children: [
          {
            // The query cache and the modals host load with the first signed-in screen (decision 070).
            lazy: page(() => import('./signed-in-layout').then((m) => m.SignedInLayout)),
            children: [
              {
                index: true,
                // With the navigation table it needs, only for signed-in visitors.
                lazy: async () => {
                  const { HomeRedirect } = await import('./guards/home-redirect');
                  return { element: <HomeRedirect registeredPaths={registeredPaths} /> };
                },
              },
              {
                path: 'executive-access-denied',
                lazy: page(() =>
                  import('../features/auth/routes/executive-access-denied-page').then(
                    (m) => m.ExecutiveAccessDeniedPage,
                  ),
                ),
              },
              {
                // The sidebar layout loads with the first screen inside it, so /login does not carry it.
                lazy: page(() => import('./guards/require-shell-role').then((m) => m.RequireShellRole)),
                children: [
                  ...shellScreens.map(
                    (screen): RouteObject => ({
                      element: <RequireCapability capability={screen.capability} />,
                      children: [{ path: screen.path, lazy: page(screen.load) }],
                    }),
                  ),
                  {
                    path: '*',
                    lazy: page(() => import('../features/errors/routes/not-found-page').then((m) => m.NotFoundPage)),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
