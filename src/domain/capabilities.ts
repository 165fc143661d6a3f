/**
 * Every capability with the sentence that says what it lets a person do (decision 004, 175): the
 * one list of capabilities, which `Capability` is read from. The table of who holds which is in
 * permissions.ts; it needs only this file's type, so the sentences ship to no screen and the
 * first page's bundle stays small. The server checks every route's capability against this list
 * when it registers the route.
 *
 * A capability names a thing a person does, not a screen. Modules add their own capabilities
 * here; a route that needs none must say so explicitly (public or session-only).
 */
export const CAPABILITIES = {
  'dashboard.view': 'See the dashboard',
  'team.view': 'See the team',
  'team.manage': 'Add, edit, deactivate and delete team members',
  'reports.view': 'See reports',
  'leads.view': 'See the leads of your branches and team, the recycle bin and the CSV export',
  'leads.all': 'See and work every lead of the company, not only your branches and team',
  'leads.manage': 'Add, edit, assign, bin, restore and purge leads',
  'leads.own': 'See leads and change their status (only the ones assigned to you without leads.view)',
  'leads.purgeAll': 'Empty the recycle bin of leads for good (delete all)',
  'leadRules.manage': 'Assignment rules for new leads, the idle-lead window and reassigning idle leads',
  'contacts.manage': 'Sales contacts (brokers, channel partners…): add, edit, assign, convert to a lead',
  'tasks.all': "See and manage everyone's tasks (otherwise a manager's own and their team's)",
  'tasks.view': 'See team tasks and the counts per member',
  'tasks.manage': 'Create, edit, reassign and delete tasks',
  'tasks.own': 'See your tasks and change their status (only the ones assigned to you without tasks.view)',
  'importantContacts.manage': 'Manage important contacts',
  'masters.view': 'See branches, banks and sources',
  'masters.manage': 'Add, edit and delete branches, banks and sources',
  'company.view': 'See the company profile (letterhead)',
  'company.manage': 'Edit the company profile',
  'billing.manage': 'Quotations, tax invoices and drafts',
  'customers.manage': 'Customer Management records',
  'kyc.view': 'Open KYC documents (Aadhar, PAN, light bill)',
  'kyc.audit': 'Read the KYC access log',
  'documents.manage': 'Document library',
  'entities.manage': 'Entity Manager, payments and history',
  'purchase.manage': 'Suppliers, materials and purchases',
  'letters.use': 'Print letters for flat buyers',
  'integrations.manage': 'Pull and push API integrations',
  'settings.manage': 'SMTP settings, stored secrets and the list of sent emails',
  'jobs.manage': 'See every background job, retry failed ones and cancel any',
  'backups.manage': 'See and download backups, run one now, and set their schedule and retention',
  'people.data_requests': "A person's data on request: find what is held about them, export it, erase it",
  'audit.view': 'Read the audit log (backups downloaded, personal data exported or erased)',
  'geo.view': 'Country, state and city lists',
  'self.use': 'Own profile and session',
  'calls.own': 'Sync your own call log; your own call queue and call figures',
  'calls.view': "Any member's call history, call queue and call figures; the team call report",
  'messages.send': 'Email and SMS templates, bulk campaigns and their history',
  'messages.own': 'Send a single template SMS or email to your own lead',
  'search.use': 'Search the records you may see from the header (each kind only where its list is yours to see)',
  'projects.view':
    'See projects, their towers, units, price lists and stamp-duty rates, the availability grid, the price sheet and the cost sheet of a unit',
  'projects.manage': 'Add and edit projects, towers and units, block units, price lists and stamp-duty rates',
  'projects.mapLeads': 'Map the project names typed on leads that match no project to a project',
  'units.hold': 'Hold a unit for a lead you may work, and release your hold',
  'holds.extend': "Extend a unit's hold once, and release anyone's hold",
  'bookings.view': 'See bookings, their frozen cost sheets and history (a manager: of the leads in their scope)',
  'bookings.manage': 'Book a unit for a lead; register the agreement, give possession, cancel or transfer a booking',
  'bookings.approveDiscount': 'Approve or reject a booking discount above the threshold, and set the threshold',
  'collections.view':
    "See what is due and overdue, a booking's statement of account, and export them (a manager: of the leads in their scope)",
  'receipts.view':
    'See the payments received against bookings, the cheque register and the TDS tracker (a manager: of the leads in their scope)',
  'receipts.manage':
    'Record a payment against a booking, mark a cheque cleared or bounced, and mark a Form 16B received',
  'paymentPlans.view': "See a project's payment plans and their milestones (to choose one at booking)",
  'paymentPlans.manage': 'Add, edit, archive and delete payment plans',
  'bookings.editSchedule': "Edit a booking's payment schedule (each change on its history)",
  'demands.view': "See a tower's construction progress, the demands of bookings and the demands RERA refused",
  'stages.record':
    "Mark a construction stage reached for a tower (raising its demands), raise them again, record a buyer's home loan",
  'demands.overrideRera': "Override RERA section 13's 10% limit for a refused demand, with a written reason",
} as const;

export type Capability = keyof typeof CAPABILITIES;

/** True for a name of this list (a string from outside, such as a route's configuration). */
export function isCapability(name: string): name is Capability {
  return Object.hasOwn(CAPABILITIES, name);
}
