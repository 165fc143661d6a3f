import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { BookingStatus, DiscountStatus } from '../../../domain/inventory/statuses';
import type { UnitType } from '../../../domain/inventory/unit-types';
import { pageCount } from '../../../domain/paging';
import type { Booking, BookingEvent, BookingList, bookingQuerySchema, LinkHow } from '../../../domain/schemas/booking';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { bookingApplicants, bookingEvents, bookings } from '../../db/schema/bookings';
import { priceLists, towers, units } from '../../db/schema/inventory';
import { leads } from '../../db/schema/leads';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { plannedRows } from '../../lib/planned-rows';
import { type LeadActor, scopeOf } from '../lead-records/public';

export const bookingMissing = () => notFound('That booking does not exist.', 'BOOKING_NOT_FOUND');

const num = (v: string | null) => (v === null ? null : Number(v));
const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);

/**
 * Which bookings a viewer may see: every one with leads.all; otherwise those whose lead is in the
 * viewer's lead scope (decision 156). A booking whose lead was deleted is an administrator's.
 */
export function bookingScope(viewer: LeadActor): SQL | undefined {
  const scope = scopeOf(viewer);
  if (!scope) return undefined;
  return sql`exists (select 1 from ${leads} where ${leads.id} = ${bookings.leadId} and ${scope})`;
}

/** The first applicant's name, for the list. */
const buyerName = sql<string>`(select ${bookingApplicants.name} from ${bookingApplicants}
  where ${bookingApplicants.bookingId} = ${bookings.id} and ${bookingApplicants.position} = 1)`;

/**
 * The bookings whose discount waits for a decision that the viewer may see: the count of the list
 * with `discount=pending` (the dashboard's card, which opens that list).
 */
export async function countDiscountsWaiting(db: DbOrTx, viewer: LeadActor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(bookingScope(viewer), eq(bookings.discountStatus, 'pending')));
  return Number(row?.n ?? 0);
}

const maker = alias(users, 'maker');
const decider = alias(users, 'decider');
const other = alias(bookings, 'other');

export async function listBookings(
  db: DbOrTx,
  viewer: LeadActor,
  query: z.output<typeof bookingQuerySchema>,
): Promise<BookingList> {
  const parts: (SQL | undefined)[] = [bookingScope(viewer)];
  if (query.projectId) parts.push(eq(bookings.projectId, query.projectId));
  if (query.status) parts.push(eq(bookings.status, query.status));
  if (query.memberId) parts.push(eq(bookings.createdBy, query.memberId));
  if (query.from) parts.push(gte(bookings.bookingDate, query.from));
  if (query.to) parts.push(lte(bookings.bookingDate, query.to));
  if (query.discount === 'pending') parts.push(eq(bookings.discountStatus, 'pending'));
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(...parts);
  const offset = (query.page - 1) * query.pageSize;
  let page: string[];
  let n: number;
  let estimate = false;
  if (pattern) ({ page, n, estimate } = await searchPage(db, pattern, where, offset, query.pageSize));
  else {
    // The page's ids first, from bookings alone in the order of bookings_date_idx: a deep page skips
    // index entries, not joined rows with their buyer's name (docs/performance/inventory.md).
    const [ids, [total]] = await Promise.all([
      db
        .select({ id: bookings.id })
        .from(bookings)
        .where(where)
        .orderBy(desc(bookings.bookingDate), desc(bookings.id))
        .limit(query.pageSize)
        .offset(offset),
      db.select({ n: count() }).from(bookings).where(where),
    ]);
    page = ids.map((r) => r.id);
    n = Number(total?.n ?? 0);
  }
  const found =
    page.length === 0
      ? []
      : await db
          .select({
            id: bookings.id,
            bookingNo: bookings.bookingNo,
            status: bookings.status,
            bookingDate: bookings.bookingDate,
            projectId: bookings.projectId,
            projectName: projects.name,
            unitId: bookings.unitId,
            unitNumber: units.number,
            unitType: units.type,
            tower: towers.name,
            buyer: buyerName,
            leadId: bookings.leadId,
            leadName: leads.name,
            totalAmount: bookings.totalAmount,
            discountPercent: bookings.discountPercent,
            discountStatus: bookings.discountStatus,
            createdBy: bookings.createdBy,
            makerName: maker.name,
          })
          .from(bookings)
          .innerJoin(units, eq(units.id, bookings.unitId))
          .innerJoin(towers, eq(towers.id, units.towerId))
          .innerJoin(projects, eq(projects.id, bookings.projectId))
          .leftJoin(leads, eq(leads.id, bookings.leadId))
          .leftJoin(maker, eq(maker.id, bookings.createdBy))
          .where(inArray(bookings.id, page));
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = page.flatMap((id) => byId.get(id) ?? []);
  return {
    bookings: rows.map((r) => ({
      _id: r.id,
      bookingNo: r.bookingNo,
      status: r.status as BookingStatus,
      bookingDate: r.bookingDate,
      project: { _id: r.projectId, name: r.projectName },
      unit: { _id: r.unitId, number: r.unitNumber, tower: r.tower, type: r.unitType },
      buyer: r.buyer ?? '',
      lead: ref(r.leadId, r.leadName),
      totalAmount: Number(r.totalAmount),
      discountPercent: Number(r.discountPercent),
      discountStatus: r.discountStatus as DiscountStatus,
      createdBy: ref(r.createdBy, r.makerName),
    })),
    total: n,
    ...(estimate ? { totalIsEstimate: true } : {}),
    page: query.page,
    pageCount: pageCount(n, query.pageSize),
  };
}

/**
 * Past this many expected matches a search may walk the bookings in date order instead of finding
 * every match first, and its total is the planner's estimate (decision 189).
 */
export const BOOKING_SEARCH_EXACT_UP_TO = 1_000;

/**
 * A search's page of ids and its total, by one of two plans the planner's estimates choose
 * between (decision 189). Few matches (a booking or unit number, a rare name): the matching ids
 * from three lookups, each on its own trigram index, found once for both the page and its exact
 * count. Many matches ("patil" in one booking of eight): the bookings in date order, each tested
 * by its number and two correlated lookups (OFFSET 0 keeps them per row, not a hash of every
 * match), stopping at the page — when that reads fewer rows than there are matches — and the
 * total is the estimate, never less than what was seen.
 */
async function searchPage(
  db: DbOrTx,
  pattern: string,
  where: SQL | undefined,
  offset: number,
  pageSize: number,
): Promise<{ page: string[]; n: number; estimate: boolean }> {
  const filters = where ?? sql`true`;
  const matching = sql`select b.id from ${bookings} b where b.booking_no ilike ${pattern}
    union select b.id from ${units} u join ${bookings} b on b.unit_id = u.id where u.number ilike ${pattern}
    union select a.booking_id from ${bookingApplicants} a where a.name ilike ${pattern}`;
  const planned = await plannedRows(
    db,
    sql`select ${bookings.id} from ${bookings} where ${bookings.id} in (${matching}) and ${filters}`,
  );
  if (planned > BOOKING_SEARCH_EXACT_UP_TO) {
    const among = await plannedRows(db, sql`select 1 from ${bookings} where ${filters}`);
    // The walk reads about (offset + page) ÷ (share of bookings matching) rows; the union reads every match.
    if ((offset + pageSize) * among <= planned * planned) {
      const ids = rowsOf<{ id: string }>(
        await db.execute(sql`select ${bookings.id} as id from ${bookings}
          where (${bookings.bookingNo} ilike ${pattern}
            or exists (select 1 from ${units} u where u.id = ${bookings.unitId} and u.number ilike ${pattern} offset 0)
            or exists (select 1 from ${bookingApplicants} a where a.booking_id = ${bookings.id} and a.name ilike ${pattern} offset 0))
            and ${filters}
          order by ${bookings.bookingDate} desc, ${bookings.id} desc limit ${pageSize} offset ${offset}`),
      ).map((r) => r.id);
      // A short page is the last one: then the total is known.
      if (ids.length < pageSize && (ids.length > 0 || offset === 0)) {
        return { page: ids, n: offset + ids.length, estimate: false };
      }
      return { page: ids, n: Math.max(planned, offset + ids.length), estimate: true };
    }
  }
  // One statement, so the embedded database runs the lookups once for the page and its count.
  const found = rowsOf<{ id: string; total: number }>(
    await db.execute(sql`with matched as materialized (${matching}),
      hits as materialized (
        select ${bookings.id} as id, ${bookings.bookingDate} as booking_date from ${bookings}
        where ${bookings.id} in (select id from matched) and ${filters})
      select id, (select count(*) from hits)::int as total from hits
      order by booking_date desc, id desc limit ${pageSize} offset ${offset}`),
  );
  if (found[0]) return { page: found.map((r) => r.id), n: Number(found[0].total), estimate: false };
  const [count] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(*)::int as total from ${bookings} where ${bookings.id} in (${matching}) and ${filters}`,
    ),
  );
  return { page: [], n: Number(count?.total ?? 0), estimate: false };
}

/** One booking the viewer may see, whole: applicants, history, names; 404 otherwise. */
export async function getBooking(db: DbOrTx, viewer: LeadActor, id: string): Promise<Booking> {
  const [row] = await db
    .select({
      booking: bookings,
      projectName: projects.name,
      unit: units,
      towerName: towers.name,
      leadName: leads.name,
      makerName: maker.name,
      deciderName: decider.name,
      priceListFrom: priceLists.effectiveFrom,
      toNo: other.bookingNo,
    })
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(towers, eq(towers.id, units.towerId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .leftJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(maker, eq(maker.id, bookings.createdBy))
    .leftJoin(decider, eq(decider.id, bookings.discountDecidedBy))
    .leftJoin(priceLists, eq(priceLists.id, bookings.priceListId))
    .leftJoin(other, eq(other.id, bookings.transferredToId))
    .where(and(eq(bookings.id, id), bookingScope(viewer)));
  if (!row) throw bookingMissing();
  const b = row.booking;
  const [applicants, events, [from]] = await Promise.all([
    db
      .select()
      .from(bookingApplicants)
      .where(eq(bookingApplicants.bookingId, id))
      .orderBy(asc(bookingApplicants.position)),
    db
      .select({ event: bookingEvents, byName: users.name })
      .from(bookingEvents)
      .leftJoin(users, eq(users.id, bookingEvents.by))
      .where(eq(bookingEvents.bookingId, id))
      .orderBy(asc(bookingEvents.seq)),
    db
      .select({ id: bookings.id, bookingNo: bookings.bookingNo })
      .from(bookings)
      .where(eq(bookings.transferredToId, id))
      .limit(1),
  ]);
  // The links are those the booking (or the transfer that made it) recorded when it was made.
  const made = events.find((e) => e.event.kind === 'booked')?.event.detail;
  return {
    _id: b.id,
    bookingNo: b.bookingNo,
    status: b.status as BookingStatus,
    bookingDate: b.bookingDate,
    project: { _id: b.projectId, name: row.projectName },
    unit: {
      _id: row.unit.id,
      number: row.unit.number,
      type: row.unit.type as UnitType,
      floor: row.unit.floor,
      tower: { _id: row.unit.towerId, name: row.towerName },
      carpetSqm: Number(row.unit.carpetSqm),
      balconySqm: Number(row.unit.balconySqm),
      saleableSqm: Number(row.unit.saleableSqm),
      parkingSlots: row.unit.parkingSlots,
    },
    lead: ref(b.leadId, row.leadName),
    applicants: applicants.map((a) => ({
      _id: a.id,
      position: a.position,
      name: a.name,
      mobile: a.mobile ? a.mobile.slice(2) : null,
      email: a.email,
      pan: a.pan,
      address: a.address,
      woman: a.woman,
      relation: a.relation,
      entityId: a.entityId,
    })),
    priceList: b.priceListId && row.priceListFrom ? { _id: b.priceListId, effectiveFrom: row.priceListFrom } : null,
    costSheet: b.costSheet,
    agreementValue: Number(b.agreementValue),
    totalAmount: Number(b.totalAmount),
    bookingAmount: Number(b.bookingAmount),
    discountPercent: Number(b.discountPercent),
    discountStatus: b.discountStatus as DiscountStatus,
    discountDecidedBy: ref(b.discountDecidedBy, row.deciderName),
    discountDecidedAt: b.discountDecidedAt?.toISOString() ?? null,
    discountNote: b.discountNote,
    agreementRegisteredOn: b.agreementRegisteredOn,
    possessionOn: b.possessionOn,
    cancelledOn: b.cancelledOn,
    cancellationCharges: num(b.cancellationCharges),
    cancellationReason: b.cancellationReason,
    transferredTo: b.transferredToId && row.toNo ? { _id: b.transferredToId, bookingNo: row.toNo } : null,
    transferredFrom: from ? { _id: from.id, bookingNo: from.bookingNo } : null,
    links: { entity: linkOf(made?.entity), customerProperty: linkOf(made?.customerProperty) },
    events: events.map(
      ({ event, byName }): BookingEvent => ({
        _id: event.id,
        kind: event.kind,
        summary: String(event.detail.summary ?? event.kind),
        at: event.at.toISOString(),
        by: ref(event.by, byName),
      }),
    ),
    createdBy: ref(b.createdBy, row.makerName),
    createdAt: b.createdAt.toISOString(),
  };
}

function linkOf(value: unknown): { _id: string; name: string; how: LinkHow } | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { id?: string; name?: string; how?: LinkHow };
  return v.id && v.name && v.how ? { _id: v.id, name: v.name, how: v.how } : null;
}
