import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProjectStatus } from '../../../domain/inventory/statuses';
import { pageCount } from '../../../domain/paging';
import {
  PROJECTS_PAGE_SIZE,
  type Project,
  type ProjectList,
  type ProjectValues,
  type projectListQuerySchema,
} from '../../../domain/schemas/project';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { branches } from '../../db/schema/branches';
import { documents } from '../../db/schema/documents';
import { towers, units } from '../../db/schema/inventory';
import { projectDocuments, projects } from '../../db/schema/projects';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { isInUseError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { matchLeadsToProject } from '../lead-projects/public';

/** Projects: the list, the options for pickers, one project's record, and its changes. */

const missing = () => notFound('That project does not exist.');
const duplicateName = (name: string) =>
  conflict(`A project named ${name} already exists. Choose another name.`, 'DUPLICATE_NAME', {
    name: 'A project with this name already exists.',
  });

/**
 * Counts per project row. Written out with table aliases: inside a select of one table Drizzle
 * leaves columns unqualified, which a correlated subquery would read as its own.
 */
const towerCount = sql<number>`(select cast(count(*) as integer) from towers t where t.project_id = "projects"."id")`;
const unitCount = sql<number>`(select cast(count(*) as integer) from units u where u.project_id = "projects"."id")`;
const availableCount = sql<number>`(select cast(count(*) as integer) from units u where u.project_id = "projects"."id" and u.status = 'available')`;

export async function listProjects(
  ctx: AppContext,
  query: z.output<typeof projectListQuerySchema>,
): Promise<ProjectList> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(projects.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(ilike(projects.name, pattern), ilike(projects.city, pattern), ilike(projects.reraNumber, pattern)) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: projects.id,
        name: projects.name,
        city: projects.city,
        state: projects.state,
        status: projects.status,
        reraNumber: projects.reraNumber,
        towers: towerCount,
        units: unitCount,
        available: availableCount,
      })
      .from(projects)
      .where(where)
      .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id))
      .limit(PROJECTS_PAGE_SIZE)
      .offset((query.page - 1) * PROJECTS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(projects).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    projects: rows.map(({ id, ...row }) => ({
      _id: id,
      ...row,
      status: row.status as ProjectStatus,
      towers: Number(row.towers),
      units: Number(row.units),
      available: Number(row.available),
    })),
    total: n,
    page: query.page,
    pageCount: pageCount(n, PROJECTS_PAGE_SIZE),
  };
}

/** Every project by name, for pickers (the lead form, bookings, filters). */
export async function projectOptions(ctx: AppContext) {
  const rows = await ctx.db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .orderBy(asc(sql`lower(${projects.name})`));
  return { projects: rows.map((r) => ({ _id: r.id, name: r.name })) };
}

export async function getProject(db: DbOrTx, id: string): Promise<Project> {
  const [row] = await db
    .select({ project: projects, branchName: branches.name, brochureTitle: documents.title })
    .from(projects)
    .leftJoin(branches, eq(branches.id, projects.branchId))
    .leftJoin(documents, eq(documents.id, projects.brochureDocumentId))
    .where(eq(projects.id, id));
  if (!row) throw missing();
  const [plans, towerRows, [booked]] = await Promise.all([
    db
      .select({ id: documents.id, title: documents.title })
      .from(projectDocuments)
      .innerJoin(documents, eq(documents.id, projectDocuments.documentId))
      .where(and(eq(projectDocuments.projectId, id), eq(projectDocuments.kind, 'floor_plan')))
      .orderBy(asc(projectDocuments.createdAt), asc(documents.title)),
    db
      .select({
        id: towers.id,
        name: towers.name,
        floorFrom: towers.floorFrom,
        floorTo: towers.floorTo,
        units: sql<number>`cast(count(${units.id}) as integer)`,
        available: sql<number>`cast(count(${units.id}) filter (where ${units.status} = 'available') as integer)`,
      })
      .from(towers)
      .leftJoin(units, eq(units.towerId, towers.id))
      .where(eq(towers.projectId, id))
      .groupBy(towers.id)
      .orderBy(asc(towers.sortOrder), asc(sql`lower(${towers.name})`)),
    db.select({ n: count() }).from(bookings).where(eq(bookings.projectId, id)),
  ]);
  const p = row.project;
  const towerList = towerRows.map(({ id: towerId, ...t }) => ({
    _id: towerId,
    ...t,
    units: Number(t.units),
    available: Number(t.available),
  }));
  return {
    _id: p.id,
    name: p.name,
    reraNumber: p.reraNumber,
    address: p.address,
    city: p.city,
    state: p.state,
    metro: p.metro,
    branchId: p.branchId,
    branch: p.branchId && row.branchName !== null ? { _id: p.branchId, name: row.branchName } : null,
    launchDate: p.launchDate,
    possessionDate: p.possessionDate,
    completionCertificateOn: p.completionCertificateOn,
    status: p.status as ProjectStatus,
    latitude: p.latitude === null ? null : Number(p.latitude),
    longitude: p.longitude === null ? null : Number(p.longitude),
    brochureDocumentId: p.brochureDocumentId,
    brochure:
      p.brochureDocumentId && row.brochureTitle !== null
        ? { _id: p.brochureDocumentId, title: row.brochureTitle }
        : null,
    floorPlanDocumentIds: plans.map((d) => d.id),
    floorPlans: plans.map((d) => ({ _id: d.id, title: d.title })),
    towers: towerList,
    units: towerList.reduce((sum, t) => sum + t.units, 0),
    bookings: Number(booked?.n ?? 0),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The branch and documents a project points at must exist: a clear 400 rather than a foreign-key failure. */
async function checkReferences(db: DbOrTx, input: ProjectValues) {
  if (input.branchId) {
    const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, input.branchId));
    if (!branch) throw badRequest('That branch does not exist.', { branchId: 'That branch does not exist.' });
  }
  const wanted = [
    ...new Set([input.brochureDocumentId, ...input.floorPlanDocumentIds].filter((v): v is string => !!v)),
  ];
  if (wanted.length === 0) return;
  const found = await db.select({ id: documents.id }).from(documents).where(inArray(documents.id, wanted));
  const known = new Set(found.map((d) => d.id));
  if (input.brochureDocumentId && !known.has(input.brochureDocumentId)) {
    throw badRequest('The brochure is not in the document library.', {
      brochureDocumentId: 'That document does not exist.',
    });
  }
  if (input.floorPlanDocumentIds.some((d) => !known.has(d))) {
    throw badRequest('A floor plan is not in the document library.', {
      floorPlanDocumentIds: 'A chosen document does not exist.',
    });
  }
}

function columnsOf(input: ProjectValues) {
  return {
    name: input.name,
    reraNumber: input.reraNumber ?? null,
    address: input.address ?? null,
    city: input.city,
    state: input.state,
    metro: input.metro,
    branchId: input.branchId ?? null,
    launchDate: input.launchDate,
    possessionDate: input.possessionDate,
    completionCertificateOn: input.completionCertificateOn,
    status: input.status,
    latitude: input.latitude === null ? null : String(input.latitude),
    longitude: input.longitude === null ? null : String(input.longitude),
    brochureDocumentId: input.brochureDocumentId ?? null,
  };
}

async function writeFloorPlans(db: DbOrTx, projectId: string, documentIds: readonly string[], at: Date) {
  await db
    .delete(projectDocuments)
    .where(and(eq(projectDocuments.projectId, projectId), eq(projectDocuments.kind, 'floor_plan')));
  if (documentIds.length === 0) return;
  await db.insert(projectDocuments).values(
    documentIds.map((documentId, i) => ({
      projectId,
      documentId,
      kind: 'floor_plan',
      // Kept in the order given.
      createdAt: new Date(at.getTime() + i),
    })),
  );
}

async function nameTaken(db: DbOrTx, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(sql`lower(${projects.name}) = lower(${name})${exceptId ? sql` and ${projects.id} <> ${exceptId}` : sql``}`);
  return !!row;
}

export async function createProject(ctx: AppContext, input: ProjectValues, userId: string): Promise<Project> {
  await checkReferences(ctx.db, input);
  if (await nameTaken(ctx.db, input.name)) throw duplicateName(input.name);
  const now = ctx.clock();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({ ...columnsOf(input), createdBy: userId, createdAt: now, updatedAt: now })
        .returning({ id: projects.id });
      await writeFloorPlans(tx, row!.id, input.floorPlanDocumentIds, now);
      // Leads that named this project before it existed point at it from now on (their text stays).
      await matchLeadsToProject(tx, row!.id);
      return row!.id;
    });
    return getProject(ctx.db, id);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateName(input.name);
    throw error;
  }
}

export async function updateProject(ctx: AppContext, id: string, input: ProjectValues): Promise<Project> {
  await getProject(ctx.db, id);
  await checkReferences(ctx.db, input);
  if (await nameTaken(ctx.db, input.name, id)) throw duplicateName(input.name);
  const now = ctx.clock();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(projects)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(projects.id, id));
      await writeFloorPlans(tx, id, input.floorPlanDocumentIds, now);
      // A new name may be what unmatched leads typed.
      await matchLeadsToProject(tx, id);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateName(input.name);
    throw error;
  }
  return getProject(ctx.db, id);
}

export async function deleteProject(ctx: AppContext, id: string) {
  const project = await getProject(ctx.db, id);
  const hasBookings = (n: number) =>
    conflict(
      `${project.name} has ${n === 1 ? 'a booking' : `${n} bookings`}, so it cannot be deleted: bookings are the record of sales. Cancelled bookings count too.`,
      'PROJECT_HAS_BOOKINGS',
    );
  if (project.bookings > 0) throw hasBookings(project.bookings);
  try {
    await ctx.db.delete(projects).where(eq(projects.id, id));
  } catch (error) {
    if (isInUseError(error)) throw hasBookings(1);
    throw error;
  }
  return { message: `${project.name}, its towers, units and price lists have been deleted.` };
}
