import { and, eq, sql } from 'drizzle-orm';
import { addDays, istDate } from '../../domain/india-date';
import type { LocationCharge, OtherCharge } from '../../domain/inventory/cost-sheet';
import type { UnitType } from '../../domain/inventory/unit-types';
import { leadCreateSchema } from '../../domain/schemas/lead';
import { rowsOf } from '../db/rows';
import { bookingApplicants, bookings } from '../db/schema/bookings';
import { entities } from '../db/schema/entities';
import { priceLists, towers, unitHolds, units } from '../db/schema/inventory';
import { projects } from '../db/schema/projects';
import { matchLeadsToProject } from '../modules/lead-projects/public';
import { createLead, updateLeadStatus } from '../modules/leads/service';
import { projectPricing, type UnitRow } from '../modules/projects/public';
import type { DemoContext } from './demo-data';

/**
 * The demo's inventory (issue 27): three projects with towers, units and price lists; the demo's
 * leads matched to them by their project text (the fourth text, Godavari Residency, names no
 * project and waits on Unmatched Projects); the Entity Manager's flat buyers booked into their
 * flats with a lead each; bookings for the other booked leads of these projects; a few holds and a
 * blocked show flat. Projects, holds and bookings are written as rows here, consistent with each
 * other (unit status, open hold, frozen cost sheet, applicants, lead status booked), until their
 * own services (projects, availability, bookings) exist to write them.
 */

interface TowerPlan {
  name: string;
  floors: number;
  /** Type, carpet m², saleable m², facing and preferential locations per position on a floor. */
  positions: [UnitType, number, number, string, string[]][];
}

interface ProjectPlan {
  name: string;
  city: string;
  metro: boolean;
  branch: string;
  address: string;
  rera: string;
  status: 'launched' | 'under_construction' | 'ready';
  launchedDaysAgo: number;
  possessionInDays: number;
  ratePerSqft: number;
  towers: TowerPlan[];
}

const flats: TowerPlan['positions'] = [
  ['2BHK', 62.4, 86, 'E', ['corner']],
  ['2BHK', 58.1, 80.5, 'E', []],
  ['3BHK', 84.6, 118, 'W', ['garden']],
  ['1BHK', 41.2, 57.5, 'W', []],
];

const PLANS: ProjectPlan[] = [
  {
    name: 'Sahyadri Heights',
    city: 'Pune',
    metro: false,
    branch: 'Pune – Baner',
    address: 'Survey No. 112, Baner–Balewadi Road, Baner, Pune 411045',
    rera: 'P52100034512',
    status: 'under_construction',
    launchedDaysAgo: 460,
    possessionInDays: 540,
    ratePerSqft: 9_200,
    towers: [
      { name: 'A', floors: 12, positions: flats },
      { name: 'B', floors: 12, positions: flats },
    ],
  },
  {
    name: 'Sahyadri Greens',
    city: 'Pune',
    metro: false,
    branch: 'Pune – Wakad',
    address: 'Gat No. 45, Bhumkar Chowk Road, Wakad, Pune 411057',
    rera: 'P52100029876',
    status: 'ready',
    launchedDaysAgo: 900,
    possessionInDays: -60,
    ratePerSqft: 7_400,
    towers: [
      { name: 'C', floors: 8, positions: flats },
      { name: 'D', floors: 8, positions: flats },
    ],
  },
  {
    name: 'Thane Skyline',
    city: 'Thane',
    metro: true,
    branch: 'Mumbai – Thane West',
    address: 'Pokhran Road No. 2, Thane West 400610',
    rera: 'P51700045123',
    status: 'under_construction',
    launchedDaysAgo: 450,
    possessionInDays: 1_100,
    ratePerSqft: 14_500,
    towers: [
      {
        name: 'Tower 1',
        floors: 20,
        positions: [
          ['2BHK', 55.2, 76, 'N', ['corner']],
          ['2BHK', 55.2, 76, 'N', []],
          ['3BHK', 78.9, 109, 'S', ['lake-view']],
          ['Shops', 35, 42, 'E', []],
        ],
      },
    ],
  },
];

const LOCATIONS: LocationCharge[] = [
  { key: 'corner', label: 'Corner flat', ratePerSqft: 150 },
  { key: 'garden', label: 'Garden facing', ratePerSqft: 200 },
  { key: 'lake-view', label: 'Lake view', ratePerSqft: 350 },
];
const OTHER: OtherCharge[] = [
  { key: 'club', label: 'Club membership', basis: 'lumpSum', value: 150_000, gstPercent: 18 },
  { key: 'legal', label: 'Legal charges', basis: 'lumpSum', value: 25_000, gstPercent: 0 },
  { key: 'msedcl', label: 'Electricity (MSEDCL) connection', basis: 'lumpSum', value: 45_000, gstPercent: 18 },
];

/** The Entity Manager's flat buyers (entities demo step) and the flats they bought. */
const BUYERS = [
  { name: 'Ravi Kulkarni', project: 'Sahyadri Heights', tower: 'B', number: '704', daysAgo: 150, registered: true },
  { name: 'Meera Deshmukh', project: 'Sahyadri Heights', tower: 'A', number: '1102', daysAgo: 60, registered: false },
  { name: 'Imran Shaikh', project: 'Sahyadri Greens', tower: 'C', number: '203', daysAgo: 95, registered: true },
];

export async function seedDemoInventory(ctx: DemoContext, actor: { id: string; name: string }) {
  const { db, clock } = ctx;
  const now = clock();
  const today = istDate(now);
  const made = new Map<
    string,
    { project: typeof projects.$inferSelect; units: UnitRow[]; towers: Map<string, string> }
  >();

  for (const plan of PLANS) {
    const [project] = await db
      .insert(projects)
      .values({
        name: plan.name,
        reraNumber: plan.rera,
        address: plan.address,
        city: plan.city,
        state: 'Maharashtra',
        metro: plan.metro,
        branchId: ctx.branches.get(plan.branch) ?? null,
        launchDate: addDays(today, -plan.launchedDaysAgo),
        possessionDate: addDays(today, plan.possessionInDays),
        status: plan.status,
        createdBy: actor.id,
      })
      .returning();
    const towerIds = new Map<string, string>();
    const rows: (typeof units.$inferInsert)[] = [];
    for (const plan2 of plan.towers) {
      const [tower] = await db
        .insert(towers)
        .values({ projectId: project!.id, name: plan2.name, floorFrom: 1, floorTo: plan2.floors })
        .returning();
      towerIds.set(plan2.name, tower!.id);
      for (let floor = 1; floor <= plan2.floors; floor++) {
        for (const [i, [type, carpet, saleable, facing, locations]] of plan2.positions.entries()) {
          rows.push({
            projectId: project!.id,
            towerId: tower!.id,
            number: `${floor}${String(i + 1).padStart(2, '0')}`,
            floor,
            type,
            carpetSqm: String(carpet),
            balconySqm: type === 'Shops' ? '0' : '4.5',
            saleableSqm: String(saleable),
            facing,
            parkingSlots: type === '3BHK' ? 2 : type === '1BHK' ? 0 : 1,
            locations,
          });
        }
      }
    }
    const unitRows = await db.insert(units).values(rows).returning();
    // Two versions of the price list: last year's, and this one from 30 days ago (3–5 % up).
    for (const [from, rate] of [
      [addDays(today, -plan.launchedDaysAgo), plan.ratePerSqft],
      [addDays(today, -30), Math.round(plan.ratePerSqft * 1.04)],
    ] as const) {
      await db.insert(priceLists).values({
        projectId: project!.id,
        effectiveFrom: from,
        rateBasis: 'carpet',
        baseRatePerSqft: String(rate),
        floorRiseAboveFloor: 4,
        floorRisePerSqft: '40',
        parkingPerSlot: plan.metro ? '500000' : '300000',
        locationCharges: LOCATIONS,
        otherCharges: OTHER,
        createdBy: actor.id,
      });
    }
    // As the projects service does on creation: the leads whose text names the project are matched.
    await matchLeadsToProject(db, project!.id);
    made.set(plan.name, { project: project!, units: unitRows, towers: towerIds });
  }

  let sequence = 0;
  const book = async (
    unit: UnitRow,
    o: {
      leadId: string | null;
      day: string;
      by: string | null;
      name: string;
      mobile: string;
      entityId?: string | null;
      registered: boolean;
    },
  ) => {
    const { project } = made.get(PLANS.find((p) => made.get(p.name)?.project.id === unit.projectId)!.name)!;
    const pricing = await projectPricing(db, project, o.day);
    const sheet = pricing.price(unit);
    if (!sheet) return;
    sequence += 1;
    const status = o.registered ? 'agreement_registered' : 'booked';
    const [row] = await db
      .insert(bookings)
      .values({
        bookingNo: `BK-${o.day.slice(0, 4)}-${String(sequence).padStart(4, '0')}`,
        unitId: unit.id,
        projectId: unit.projectId,
        leadId: o.leadId,
        entityId: o.entityId ?? null,
        bookingDate: o.day,
        status,
        priceListId: pricing.priceList?.id ?? null,
        costSheet: sheet,
        agreementValue: sheet.agreementValue.toFixed(2),
        totalAmount: sheet.total.toFixed(2),
        gstPercent: String(sheet.gstPercent),
        bookingAmount: (Math.round(sheet.agreementValue * 0.1) || 0).toFixed(2),
        agreementRegisteredOn: o.registered ? addDays(o.day, 30) : null,
        createdBy: o.by,
        createdAt: new Date(`${o.day}T11:00:00+05:30`),
      })
      .returning({ id: bookings.id });
    await db.insert(bookingApplicants).values({
      bookingId: row!.id,
      position: 1,
      name: o.name,
      mobile: `91${o.mobile}`,
      entityId: o.entityId ?? null,
    });
    await db.update(units).set({ status }).where(eq(units.id, unit.id));
  };
  const unitAt = (project: string, tower: string, number: string) => {
    const p = made.get(project)!;
    return p.units.find((u) => u.towerId === p.towers.get(tower) && u.number === number)!;
  };

  // The flat buyers: a lead each (booked on the day of their booking) and the booking of their flat.
  for (const buyer of BUYERS) {
    const [entity] = await db
      .select({ id: entities.id, mobile: entities.mobile, email: entities.email })
      .from(entities)
      .where(and(eq(entities.type, 'customer'), eq(entities.name, buyer.name)));
    if (!entity?.mobile) continue;
    const mobile = entity.mobile.slice(-10);
    const day = addDays(today, -buyer.daysAgo);
    const at = new Date(`${day}T11:00:00+05:30`);
    const lead = await createLead(
      { ...ctx, clock: () => new Date(at.getTime() - 20 * 86_400_000) },
      leadCreateSchema.parse({
        name: buyer.name,
        mobile,
        email: entity.email ?? undefined,
        projectId: made.get(buyer.project)!.project.id,
        requirement: unitAt(buyer.project, buyer.tower, buyer.number).type,
        notes: 'Flat buyer: see the Entity Manager for payments.',
      }),
      { ...actor, role: 0 },
    );
    await updateLeadStatus(
      { ...ctx, clock: () => at },
      lead._id,
      { status: 'booked', note: 'Booking form signed.' },
      {
        ...actor,
        role: 0,
      },
    );
    await book(unitAt(buyer.project, buyer.tower, buyer.number), {
      leadId: lead._id,
      day,
      by: lead.assignedTo?._id ?? actor.id,
      name: buyer.name,
      mobile,
      entityId: entity.id,
      registered: buyer.registered,
    });
  }

  // Every other booked lead of these projects gets a free unit of its project, booked on the day
  // its status became Booked, by the member holding it.
  const booked = rowsOf<{
    id: string;
    name: string;
    mobile: string;
    project_id: string;
    assigned_to: string | null;
    day: string;
  }>(
    await db.execute(sql`
      select l.id, l.name, l.mobile, l.project_id, l.assigned_to,
        to_char(((coalesce((select max(a.at) from activities a where a.lead_id = l.id and a.kind = 'status_changed'),
          l.created_at) at time zone 'UTC') + interval '330 minutes')::date, 'YYYY-MM-DD') as day
      from leads l
      where l.status = 'booked' and l.deleted_at is null and l.project_id is not null
        and not exists (select 1 from bookings b where b.lead_id = l.id)
      order by l.created_at, l.id`),
  );
  const taken = new Set((await db.select({ id: bookings.unitId }).from(bookings)).map((r) => r.id));
  for (const lead of booked) {
    const pool = [...made.values()].find((p) => p.project.id === lead.project_id)!.units;
    // Units sell in the order they were laid out; the flat buyers' units are already taken.
    const unit = pool.find((u) => !taken.has(u.id) && u.type !== 'Shops');
    if (!unit) continue;
    taken.add(unit.id);
    await book(unit, {
      leadId: lead.id,
      // ISO days sort as text: the earlier of the status change and today.
      day: [lead.day, today].sort()[0]!,
      by: lead.assigned_to,
      name: lead.name,
      mobile: lead.mobile,
      registered: lead.day < addDays(today, -90),
    });
  }

  // Holds for leads in negotiation (two days from now), one of them past its time, and a show flat.
  const holders = rowsOf<{ id: string; project_id: string; assigned_to: string | null }>(
    await db.execute(sql`
      select id, project_id, assigned_to from leads
      where status in ('negotiation', 'site_visit_done') and deleted_at is null and project_id is not null
      order by created_at desc, id limit 5`),
  );
  for (const [i, lead] of holders.entries()) {
    const pool = [...made.values()].find((p) => p.project.id === lead.project_id)!.units;
    const unit = pool.find((u) => !taken.has(u.id) && u.floor >= 5);
    if (!unit) continue;
    taken.add(unit.id);
    const heldAt = new Date(now.getTime() - (i + 2) * 3_600_000);
    // The last one lapsed an hour ago: the hold-lapse job ends it on its next run.
    const heldUntil = new Date(
      i === holders.length - 1 ? now.getTime() - 3_600_000 : heldAt.getTime() + 48 * 3_600_000,
    );
    await db
      .insert(unitHolds)
      .values({ unitId: unit.id, leadId: lead.id, heldBy: lead.assigned_to, heldAt, heldUntil });
    await db.update(units).set({ status: 'held' }).where(eq(units.id, unit.id));
  }
  const show = unitAt('Thane Skyline', 'Tower 1', '101');
  await db.update(units).set({ status: 'blocked', blockedReason: 'Sample flat' }).where(eq(units.id, show.id));
}
