import type { ComponentType } from 'react';
import type { PublicScreenKey, ScreenKey } from '../../domain/screens';

// A module that holds several screens is imported in one place: each import() carries the list of
// chunks to preload with it (decision 070). This file loads with the first signed-in screen; the
// screens of someone not signed in are in public-screen-loaders.ts, in the first page (decision 175).
const teamPages = () => import('../features/team/routes/team-page');
const bucketPages = () => import('../features/follow-ups/routes/bucket-pages');
const leadListPages = () => import('../features/follow-ups/routes/lead-list-pages');
const letterPages = () => import('../features/letters/routes/letter-routes');
const sendPages = () => import('../features/messaging/routes/send-pages');

/**
 * Each signed-in screen's lazy loader, under its key in the table of screens (`src/domain/screens.ts`,
 * which says how to add one). Keyed by the table, so a screen without a loader, or a loader without a
 * screen, does not type-check. `bench/bundle.ts` reads the module of each line from this file's
 * text: keep one `key: () => import('…').then((m) => m.Page)` (or `key: () => alias().then(…)`
 * over a `const alias = () => import('…')`) per screen.
 */
export const screenLoaders = {
  executiveAccessDenied: () =>
    import('../features/auth/routes/executive-access-denied-page').then((m) => m.ExecutiveAccessDeniedPage),
  dashboard: () => import('../features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage),
  chart: () => import('../features/dashboard/routes/chart-page').then((m) => m.ChartPage),
  team: () => teamPages().then((m) => m.AllMembersPage),
  teamAdministrators: () => teamPages().then((m) => m.AdministratorsPage),
  teamManagers: () => teamPages().then((m) => m.ManagersPage),
  teamExecutives: () => teamPages().then((m) => m.ExecutivesPage),
  leads: () => import('../features/leads/routes/leads-page').then((m) => m.LeadsPage),
  leadRecycleBin: () => import('../features/leads/routes/recycle-bin-page').then((m) => m.RecycleBinPage),
  leadProjectMapping: () => import('../features/leads/routes/project-mapping-page').then((m) => m.ProjectMappingPage),
  leadImport: () => import('../features/lead-import/routes/lead-import-page').then((m) => m.LeadImportPage),
  assignmentRules: () =>
    import('../features/assignment-rules/routes/assignment-rules-page').then((m) => m.AssignmentRulesPage),
  leadDetails: () => import('../features/leads/routes/lead-details-page').then((m) => m.LeadDetailsPage),
  todayFollowUps: () => bucketPages().then((m) => m.TodayPage),
  tomorrowFollowUps: () => bucketPages().then((m) => m.TomorrowPage),
  pendingFollowUps: () => bucketPages().then((m) => m.PendingPage),
  totalLeads: () => leadListPages().then((m) => m.TotalLeadsPage),
  freshLeads: () => leadListPages().then((m) => m.FreshLeadsPage),
  followUpReport: () => import('../features/follow-ups/routes/followup-report-page').then((m) => m.FollowupReportPage),
  schedules: () => import('../features/site-visits/routes/schedules-page').then((m) => m.SchedulesPage),
  bookingReport: () => import('../features/reports/routes/booking-report-page').then((m) => m.BookingReportPage),
  leadReport: () => import('../features/reports/routes/lead-report-page').then((m) => m.LeadReportPage),
  statusWiseReport: () =>
    import('../features/reports/routes/status-wise-report-page').then((m) => m.StatusWiseReportPage),
  pendingFollowUpReport: () =>
    import('../features/reports/routes/pending-follow-up-report-page').then((m) => m.PendingFollowUpReportPage),
  activityReport: () => import('../features/reports/routes/activity-report-page').then((m) => m.ActivityReportPage),
  taskReport: () => import('../features/reports/routes/task-report-page').then((m) => m.TaskReportPage),
  performanceReport: () =>
    import('../features/reports/routes/performance-report-page').then((m) => m.PerformanceReportPage),
  tasks: () => import('../features/tasks/routes/main-task-index-page').then((m) => m.MainTaskIndexPage),
  projects: () => import('../features/projects/routes/projects-page').then((m) => m.ProjectsPage),
  projectNew: () => import('../features/projects/routes/project-new-page').then((m) => m.ProjectNewPage),
  projectSetup: () => import('../features/projects/routes/project-setup-page').then((m) => m.ProjectSetupPage),
  paymentPlans: () => import('../features/payment-plans/routes/payment-plans-page').then((m) => m.PaymentPlansPage),
  stampDutyRates: () => import('../features/projects/routes/stamp-duty-rates-page').then((m) => m.StampDutyRatesPage),
  branches: () => import('../features/branches/routes/branches-page').then((m) => m.BranchesPage),
  banks: () => import('../features/banks/routes/banks-page').then((m) => m.BanksPage),
  sources: () => import('../features/sources/routes/sources-page').then((m) => m.SourcesPage),
  documents: () => import('../features/documents/routes/documents-page').then((m) => m.DocumentsPage),
  kycAccessLog: () => import('../features/kyc-log/routes/kyc-access-log-page').then((m) => m.KycAccessLogPage),
  documentGenerator: () => import('../features/letters/routes/letters-hub-page').then((m) => m.LettersHubPage),
  demandLetter: () => letterPages().then((m) => m.DemandLetterPage),
  paymentReceipt: () => letterPages().then((m) => m.PaymentReceiptPage),
  nocLetter: () => letterPages().then((m) => m.NocLetterPage),
  costBreakupLetter: () => letterPages().then((m) => m.CostBreakupPage),
  possessionLetter: () => letterPages().then((m) => m.PossessionLetterPage),
  contacts: () => import('../features/contacts/routes/contacts-page').then((m) => m.ContactsPage),
  importantContacts: () =>
    import('../features/important-contacts/routes/important-contacts-page').then((m) => m.ImportantContactsPage),
  customers: () => import('../features/customers/routes/customers-page').then((m) => m.CustomersPage),
  customerProfile: () =>
    import('../features/customers/routes/customer-profile-page').then((m) => m.CustomerProfilePage),
  quotations: () => import('../features/billing/routes/quotations-page').then((m) => m.QuotationsPage),
  quotationCreate: () => import('../features/billing/routes/quotation-create-page').then((m) => m.QuotationCreatePage),
  quotationEdit: () => import('../features/billing/routes/quotation-edit-page').then((m) => m.QuotationEditPage),
  quotationPrint: () => import('../features/billing/routes/quotation-print-page').then((m) => m.QuotationPrintPage),
  invoices: () => import('../features/billing/routes/invoices-page').then((m) => m.InvoicesPage),
  invoicePrint: () => import('../features/billing/routes/invoice-print-page').then((m) => m.InvoicePrintPage),
  drafts: () => import('../features/billing/routes/drafts-page').then((m) => m.DraftsPage),
  jobs: () => import('../features/jobs/routes/jobs-page').then((m) => m.JobsPage),
  backups: () => import('../features/backups/routes/backups-page').then((m) => m.BackupsPage),
  personalData: () => import('../features/personal-data/routes/personal-data-page').then((m) => m.PersonalDataPage),
  auditLog: () => import('../features/audit-log/routes/audit-log-page').then((m) => m.AuditLogPage),
  callQueue: () => import('../features/calls/routes/dialup-page').then((m) => m.DialupPage),
  callHistory: () => import('../features/calls/routes/call-history-page').then((m) => m.CallHistoryPage),
  memberCalls: () => import('../features/calls/routes/member-calls-page').then((m) => m.MemberCallsPage),
  telephony: () => import('../features/calls/routes/telephony-page').then((m) => m.TelephonyPage),
  pullApi: () => import('../features/integrations/routes/pull-api-page').then((m) => m.PullApiPage),
  pushApi: () => import('../features/integrations/routes/push-api-page').then((m) => m.PushApiPage),
  inboundLog: () => import('../features/integrations/routes/inbound-log-page').then((m) => m.InboundLogPage),
  smtp: () => import('../features/smtp/routes/smtp-page').then((m) => m.SmtpPage),
  smsSettings: () => import('../features/messaging/routes/sms-settings-page').then((m) => m.SmsSettingsPage),
  whatsappSettings: () =>
    import('../features/whatsapp/settings/whatsapp-settings-page').then((m) => m.WhatsAppSettingsPage),
  whatsappTemplates: () =>
    import('../features/whatsapp/templates/whatsapp-templates-page').then((m) => m.WhatsAppTemplatesPage),
  phoneApp: () => import('../features/phone-app/routes/phone-app-page').then((m) => m.PhoneAppPage),
  sendSmsOrEmail: () => sendPages().then((m) => m.SendSmsOrEmailPage),
  createEmail: () => sendPages().then((m) => m.CreateEmailPage),
  emailHistory: () => import('../features/messaging/routes/email-history-page').then((m) => m.EmailHistoryPage),
  templates: () => import('../features/messaging/routes/templates-page').then((m) => m.TemplatesPage),
  campaigns: () => import('../features/messaging/routes/campaigns-page').then((m) => m.CampaignsPage),
  campaign: () => import('../features/messaging/routes/campaign-page').then((m) => m.CampaignPage),
  company: () => import('../features/company/routes/company-page').then((m) => m.CompanyPage),
  entityManager: () => import('../features/entities/routes/entity-manager-page').then((m) => m.EntityManagerPage),
  entity: () => import('../features/entities/routes/entity-page').then((m) => m.EntityPage),
  entityPayments: () => import('../features/entities/routes/entity-payments-page').then((m) => m.EntityPaymentsPage),
  entityCustomer: () => import('../features/entities/routes/customer-page').then((m) => m.CustomerPage),
  bookings: () => import('../features/bookings/routes/bookings-page').then((m) => m.BookingsPage),
  bookingNew: () => import('../features/bookings/routes/booking-new-page').then((m) => m.BookingNewPage),
  bookingDetails: () => import('../features/bookings/routes/booking-page').then((m) => m.BookingPage),
  bookingStatement: () => import('../features/collections/routes/statement-page').then((m) => m.StatementPage),
  collections: () => import('../features/collections/routes/collections-page').then((m) => m.CollectionsPage),
  collectionSettings: () =>
    import('../features/collections/routes/collection-settings-page').then((m) => m.CollectionSettingsPage),
  cheques: () => import('../features/receipts/routes/cheques-page').then((m) => m.ChequesPage),
  purchases: () => import('../features/purchase/routes/purchases-page').then((m) => m.PurchasesPage),
  materials: () => import('../features/purchase/routes/materials-page').then((m) => m.MaterialsPage),
  projectAvailability: () =>
    import('../features/availability/routes/availability-page').then((m) => m.AvailabilityPage),
  priceSheet: () => import('../features/availability/routes/price-sheet-page').then((m) => m.PriceSheetPage),
  towerProgress: () => import('../features/demands/routes/tower-progress-page').then((m) => m.TowerProgressPage),
  supplierDashboard: () =>
    import('../features/purchase/routes/supplier-dashboard-page').then((m) => m.SupplierDashboardPage),
} satisfies Record<Exclude<ScreenKey, PublicScreenKey>, () => Promise<ComponentType>>;

/**
 * The layouts that load with the screens inside them (decision 070): the query cache and modals
 * host with every signed-in screen, the sidebar with every screen that needs a capability; and the
 * page for an unknown address. Read by the router and, as text, by `bench/bundle.ts`.
 */
export const layoutLoaders = {
  signedIn: () => import('./signed-in-layout').then((m) => m.SignedInLayout),
  shell: () => import('./guards/require-shell-role').then((m) => m.RequireShellRole),
  notFound: () => import('../features/errors/routes/not-found-page').then((m) => m.NotFoundPage),
};
