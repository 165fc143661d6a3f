import { and, count, eq, inArray } from 'drizzle-orm';
import { type Role, roleTitles } from '../../domain/roles';
import { memberCreateSchema } from '../../domain/schemas/team';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { branches } from '../db/schema/branches';
import { sources } from '../db/schema/sources';
import { users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/password-hash';
import { createBranch } from '../modules/branches/service';
import { seedDemoCalls } from '../modules/calls/demo-step';
import { seedDemoContacts } from '../modules/contacts/demo-step';
import { seedDemoEntities } from '../modules/entities/demo-step';
import { seedDemoLeads } from '../modules/leads/demo-step';
import { seedDemoMessaging } from '../modules/messaging/demo-step';
import { seedDemoPurchases } from '../modules/purchases/demo-step';
import { seedDemoFollowUps, seedDemoVisits } from '../modules/site-visits/demo-step';
import { seedDemoTasks } from '../modules/tasks/demo-step';
import { seedDemoWhatsApp } from '../modules/whatsapp/demo-step';
import { CliError } from './cli-common';
import { billingStep } from './demo-billing';
import { seedDemoCollections } from './demo-collections';
import { fillHistory } from './demo-history';
import { seedDemoInventory } from './demo-inventory';
import { officeStep } from './demo-office';

/**
 * Demo data for `npm run seed:demo`: a Maharashtra developer with four branch offices and a sales
 * team. Each module adds a step to `demoSteps`; a step reads what earlier steps made from `ctx`.
 */

/** Every demo login shares this password (letters and digits, as the rules ask). */
export const DEMO_PASSWORD = 'Demo@2026';
const DOMAIN = 'sahyadrihomes.example';

export interface DemoLogin {
  name: string;
  email: string;
  password: string;
  role: string;
  branch: string;
  note: string;
}

export interface DemoContext extends AppContext {
  /** Branch ids by name. */
  branches: Map<string, string>;
  /** User ids by email. */
  users: Map<string, string>;
  logins: DemoLogin[];
}

export type DemoStep = { name: string; run(ctx: DemoContext): Promise<void> };

export const demoBranches = [
  {
    name: 'Pune – Baner',
    code: 'PUN-BNR',
    address: 'Office 402, Pride Icon, Baner Road, Baner, Pune 411045',
    city: 'Pune',
    state: 'Maharashtra',
    phone: '020 2729 4410',
  },
  {
    name: 'Pune – Wakad',
    code: 'PUN-WKD',
    address: 'Shop 12, Kalpataru Avenue, Wakad Road, Wakad, Pune 411057',
    city: 'Pune',
    state: 'Maharashtra',
    phone: '020 2735 1188',
  },
  {
    name: 'Nashik Road',
    code: 'NSK-RD',
    address: '2nd Floor, Bytco Point, Bytco Chowk, Nashik Road, Nashik 422101',
    city: 'Nashik',
    state: 'Maharashtra',
    phone: '0253 246 5520',
  },
  {
    name: 'Mumbai – Thane West',
    code: 'MUM-THN',
    address: 'Unit 7, Lodha Supremus, Road No. 22, Wagle Estate, Thane West 400604',
    city: 'Thane',
    state: 'Maharashtra',
    phone: '022 2583 7710',
  },
] as const;

type BranchName = (typeof demoBranches)[number]['name'];

interface DemoPerson {
  name: string;
  mobile: string;
  role: Role | null;
  branch?: BranchName;
  /** Email of the manager this person reports to. */
  reportsTo?: string;
  status?: 'active' | 'deactivated';
  note?: string;
}

/** A demo member's login email (the phone demo signs in with it). */
export const demoEmail = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${DOMAIN}`;
const email = demoEmail;

export const demoTeam: DemoPerson[] = [
  { name: 'Rajesh Kulkarni', mobile: '9822012345', role: 0, branch: 'Pune – Baner', note: 'Managing director' },
  { name: 'Sneha Deshpande', mobile: '9823045678', role: 0, branch: 'Pune – Baner', note: 'Back-office head' },
  { name: 'Amit Patil', mobile: '9890123456', role: 1, branch: 'Pune – Baner' },
  { name: 'Priya Joshi', mobile: '9881234567', role: 1, branch: 'Pune – Wakad' },
  { name: 'Vikram Shinde', mobile: '9920345678', role: 1, branch: 'Mumbai – Thane West' },
  { name: 'Rohit Pawar', mobile: '9765012345', role: 2, branch: 'Pune – Baner', reportsTo: email('Amit Patil') },
  { name: 'Neha Jadhav', mobile: '9766123456', role: 2, branch: 'Pune – Baner', reportsTo: email('Amit Patil') },
  { name: 'Sagar More', mobile: '8087234567', role: 2, branch: 'Nashik Road', reportsTo: email('Amit Patil') },
  { name: 'Pooja Gaikwad', mobile: '8806345678', role: 2, branch: 'Pune – Wakad', reportsTo: email('Priya Joshi') },
  { name: 'Kunal Chavan', mobile: '9067456789', role: 2, branch: 'Pune – Wakad', reportsTo: email('Priya Joshi') },
  { name: 'Anjali Bhosale', mobile: '7020567890', role: 2, branch: 'Nashik Road', reportsTo: email('Priya Joshi') },
  {
    name: 'Nikhil Wagh',
    mobile: '9930678901',
    role: 2,
    branch: 'Mumbai – Thane West',
    reportsTo: email('Vikram Shinde'),
  },
  {
    name: 'Shruti Naik',
    mobile: '9819789012',
    role: 2,
    branch: 'Mumbai – Thane West',
    reportsTo: email('Vikram Shinde'),
  },
  {
    name: 'Tushar Kale',
    mobile: '9657890123',
    role: null,
    note: 'Registered; waits for an administrator (cannot log in)',
  },
  {
    name: 'Mahesh Salunkhe',
    mobile: '9604901234',
    role: 2,
    branch: 'Nashik Road',
    reportsTo: email('Amit Patil'),
    status: 'deactivated',
    note: 'Deactivated (cannot log in)',
  },
];

const branchesStep: DemoStep = {
  name: 'branches',
  async run(ctx) {
    for (const branch of demoBranches) {
      const created = await createBranch(ctx, branch);
      ctx.branches.set(branch.name, created._id);
    }
  },
};

const teamStep: DemoStep = {
  name: 'team',
  async run(ctx) {
    const now = ctx.clock();
    // Managers first, so executives find the manager they report to.
    for (const person of demoTeam) {
      const address = email(person.name);
      // The same schema the team API validates with, so demo rows are rows the app could have made.
      const checked = memberCreateSchema.parse({
        name: person.name,
        email: address,
        mobile: person.mobile,
        role: person.role ?? 2,
        branchId: person.branch ? ctx.branches.get(person.branch) : null,
        reportsTo: person.reportsTo ? ctx.users.get(person.reportsTo) : null,
      });
      const [row] = await ctx.db
        .insert(users)
        .values({
          ...checked,
          role: person.role,
          status: person.status ?? 'active',
          passwordHash: await hashPassword(DEMO_PASSWORD),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      ctx.users.set(address, row!.id);
      ctx.logins.push({
        name: person.name,
        email: address,
        password: DEMO_PASSWORD,
        role: person.role === null ? 'Pending' : roleTitles[person.role],
        branch: person.branch ?? '',
        note: person.note ?? (person.role === 2 ? 'API only (mobile dialer); no web screens' : ''),
      });
    }
  },
};

/** In order; later modules (contacts, leads, quotations, entities…) append their steps here. */
/** The first administrator, who is shown in the history as having entered the demo records. */
function demoAdmin(ctx: DemoContext) {
  const login = ctx.logins.find((l) => l.role === roleTitles[0]);
  const id = login ? ctx.users.get(login.email) : undefined;
  if (!login || !id) throw new Error('The team step must run before the entities and purchases steps.');
  return { id, name: login.name };
}

const leadsStep: DemoStep = {
  name: 'leads',
  run: (ctx) => seedDemoLeads(ctx, demoAdmin(ctx)),
};

const contactsStep: DemoStep = {
  name: 'contacts',
  run: (ctx) => seedDemoContacts(ctx, demoAdmin(ctx)),
};

const tasksStep: DemoStep = {
  name: 'tasks',
  run: (ctx) => seedDemoTasks(ctx, demoAdmin(ctx)),
};

// Follow-ups and site visits over past and coming India days (decision 058), on the demo leads.
const followUpsStep: DemoStep = {
  name: 'follow-ups',
  run: (ctx) => seedDemoFollowUps(ctx, demoAdmin(ctx)),
};

const siteVisitsStep: DemoStep = {
  name: 'site visits',
  run: (ctx) => seedDemoVisits(ctx, demoAdmin(ctx)),
};

// A week of calls per member: history, day figures, team report and queue retries.
const callsStep: DemoStep = {
  name: 'calls',
  run: (ctx) => seedDemoCalls(ctx),
};

// Email and SMS templates and one finished SMS campaign.
const messagingStep: DemoStep = {
  name: 'messaging',
  run: (ctx) => seedDemoMessaging(ctx, demoAdmin(ctx)),
};

const entitiesStep: DemoStep = {
  name: 'entities',
  run: (ctx) => seedDemoEntities(ctx, demoAdmin(ctx)),
};

const purchasesStep: DemoStep = {
  name: 'purchases',
  run: async (ctx) => {
    await seedDemoPurchases(ctx, demoAdmin(ctx).id);
  },
};

/** How many leads the office's past adds (on top of the forty worked ones above). */
export const DEMO_HISTORY_LEADS = 1500;

// A year of the office's past, set-based: the dashboard and the reports need months of
// leads, bookings, follow-ups, visits and calls to mean something. Last, so the steps above see
// only their own forty leads.
const historyStep: DemoStep = {
  name: 'history',
  async run(ctx) {
    const { db } = ctx;
    const members = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 'active'), inArray(users.role, [1, 2])))
      .orderBy(users.email);
    const refs = {
      memberIds: members.map((m) => m.id),
      sourceIds: (await db.select({ id: sources.id }).from(sources).orderBy(sources.name)).map((r) => r.id),
      branchIds: (await db.select({ id: branches.id }).from(branches).orderBy(branches.name)).map((r) => r.id),
      projects: ['Sahyadri Heights', 'Sahyadri Greens', 'Godavari Residency', 'Thane Skyline'],
    };
    await fillHistory(db, refs, { now: ctx.clock(), first: 1, count: DEMO_HISTORY_LEADS, actor: demoAdmin(ctx) });
  },
};

// Projects, towers, units and price lists; the leads matched to them, bookings and holds (issue 27).
// After the history, so every booked lead of a project can have its booking.
const inventoryStep: DemoStep = {
  name: 'inventory',
  run: (ctx) => seedDemoInventory(ctx, demoAdmin(ctx)),
};

// The money loop on those bookings (issue 28): plans, schedules, stages and their demands, receipts.
// Last, so every booking is there to get its schedule on the day it was made.
const collectionsStep: DemoStep = {
  name: 'collections',
  run: (ctx) => seedDemoCollections(ctx, demoAdmin(ctx)),
};

// WhatsApp conversations on the newest open leads and three approved templates (issue 30).
const whatsappStep: DemoStep = {
  name: 'whatsapp',
  run: (ctx) => seedDemoWhatsApp(ctx, demoAdmin(ctx)),
};

export const demoSteps: DemoStep[] = [
  branchesStep,
  teamStep,
  officeStep,
  leadsStep,
  followUpsStep,
  siteVisitsStep,
  callsStep,
  tasksStep,
  contactsStep,
  messagingStep,
  billingStep,
  entitiesStep,
  purchasesStep,
  historyStep,
  inventoryStep,
  collectionsStep,
  whatsappStep,
];

/** Fills a fresh database; refuses one that already has users, so real data is never mixed with demo data. */
export async function seedDemo(app: AppContext): Promise<DemoLogin[]> {
  const { db } = app;
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) {
    throw new CliError(
      'The database already has users. seed:demo only fills a fresh database: point DATA_DIR (or DATABASE_URL) at an empty one.',
    );
  }
  const ctx: DemoContext = { ...app, branches: new Map(), users: new Map(), logins: [] };
  await db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx as unknown as Db };
    for (const step of demoSteps) await step.run(inTx);
  });
  return ctx.logins;
}

/** The logins as a plain-text table for the terminal. */
export function loginTable(logins: DemoLogin[]): string {
  const headers = ['Name', 'Email', 'Password', 'Role', 'Branch', 'Note'] as const;
  const rows = logins.map((l) => [l.name, l.email, l.password, l.role, l.branch, l.note]);
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
