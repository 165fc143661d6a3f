import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { indiaDayRange, istDate } from '../../../domain/india-date';
import {
  PHONE_APP_LEAD_LIMIT,
  type PhoneLead,
  type PhoneProject,
  type PhoneSnapshot,
  type PhoneTask,
  type PhoneVisit,
} from '../../../domain/schemas/phone-app';
import type { SiteVisitStatus } from '../../../domain/schemas/site-visit';
import { TASK_OPEN_STATUSES } from '../../../domain/tasks/task-lists';
import type { AppContext } from '../../context';
import { followUps } from '../../db/schema/follow-ups';
import { leads } from '../../db/schema/leads';
import { projects } from '../../db/schema/projects';
import { siteVisits } from '../../db/schema/site-visits';
import { tasks } from '../../db/schema/tasks';
import { getCompany } from '../company/public';
import { projectIdOfText } from '../lead-projects/public';
import { type LeadActor, leadWhere, selectLeads, toLead } from '../lead-records/public';
import { checkInOf } from '../site-visits/public';
import { readWhatsappGreeting } from './settings';

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;

/**
 * The member's own live leads (assigned to them, whatever their role), through the lead list's
 * own WHERE: the viewer's scope (decision 156) narrowed to themselves as assignee. Most recent
 * first by when they got it (assignedAt, else createdAt), so a phone over the limit keeps the
 * leads it is most likely to work.
 */
const ownLeads = (viewer: LeadActor): SQL | undefined => leadWhere(viewer, { assignedTo: viewer.id });
const recentFirst = [desc(sql`coalesce(${leads.assignedAt}, ${leads.createdAt})`), desc(leads.id)];

/** The project a visit's text names (decision 184), else its lead's project. */
const visitProjectId = sql<string | null>`coalesce(${projectIdOfText(sql`${siteVisits.project}`)}, ${leads.projectId})`;

/**
 * GET /api/phone/snapshot: everything the phone keeps, in five set-based queries beside the
 * settings reads, none per lead. Follow-ups and visits are those of the leads sent, so the phone
 * never holds one without its lead.
 *
 * Size, measured once (snapshot.test.ts, 2,000 leads with a name, mobile and project text): 878 KB
 * of JSON, 73 KB gzipped — a lead is ~440 bytes, mostly the same keys again, which is why the
 * answer goes through the server's compression (leads with notes and emails weigh more).
 */
export async function phoneSnapshot(
  deps: Deps,
  viewer: LeadActor,
  limit = PHONE_APP_LEAD_LIMIT,
): Promise<PhoneSnapshot> {
  const now = deps.clock();
  const today = istDate(now);
  const { start, end } = indiaDayRange(today, today);
  const where = ownLeads(viewer);
  const sent = deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(...recentFirst)
    .limit(limit);

  const [leadRows, [total], followUpRows, visitRows, taskRows, company, whatsappGreeting] = await Promise.all([
    selectLeads(deps.db)
      .where(where)
      .orderBy(...recentFirst)
      .limit(limit),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(leads).where(where),
    deps.db
      .select()
      .from(followUps)
      .where(and(eq(followUps.status, 'open'), inArray(followUps.leadId, sent)))
      .orderBy(asc(followUps.dueAt), asc(followUps.id)),
    deps.db
      .select({ visit: siteVisits, projectId: visitProjectId })
      .from(siteVisits)
      .innerJoin(leads, eq(leads.id, siteVisits.leadId))
      .where(
        and(
          inArray(siteVisits.leadId, sent),
          or(
            eq(siteVisits.status, 'scheduled'),
            sql`${siteVisits.closedAt} >= ${start!.toISOString()} and ${siteVisits.closedAt} < ${end!.toISOString()}`,
          ),
        ),
      )
      .orderBy(asc(siteVisits.at), asc(siteVisits.id)),
    deps.db
      .select({ task: tasks, leadName: leads.name })
      .from(tasks)
      .leftJoin(leads, and(eq(leads.id, tasks.leadId), isNull(leads.deletedAt)))
      .where(and(eq(tasks.assigneeId, viewer.id), inArray(tasks.status, [...TASK_OPEN_STATUSES])))
      .orderBy(asc(tasks.dueAt), asc(tasks.id)),
    getCompany(deps.db),
    readWhatsappGreeting(deps),
  ]);

  const phoneLeads: PhoneLead[] = leadRows.map((row) => {
    const lead = toLead(row);
    return {
      _id: lead._id,
      name: lead.name,
      mobile: lead.mobile,
      alternateMobile: lead.alternateMobile,
      email: lead.email,
      status: lead.status,
      source: lead.source,
      project: lead.project,
      projectId: lead.projectId,
      projectName: lead.projectName,
      budget: lead.budget,
      requirement: lead.requirement,
      city: lead.city,
      notes: lead.notes,
      createdAt: lead.createdAt,
      assignedAt: lead.assignedAt,
      updatedAt: lead.updatedAt,
      nextFollowUpAt: lead.nextFollowUpAt,
      // The same column as the fresh filter of GET /api/lead/getLeads (decision 055).
      lastContactedAt: row.lead.lastContactedAt?.toISOString() ?? null,
    };
  });
  const visits: PhoneVisit[] = visitRows.map(({ visit, projectId }) => ({
    _id: visit.id,
    leadId: visit.leadId,
    project: visit.project,
    projectId,
    at: visit.at.toISOString(),
    pickup: visit.pickup,
    pickupAddress: visit.pickupAddress,
    note: visit.note,
    status: visit.status as SiteVisitStatus,
    checkIn: checkInOf(visit),
  }));
  const phoneTasks: PhoneTask[] = taskRows.map(({ task, leadName }) => ({
    _id: task.id,
    title: task.title,
    description: task.description,
    status: task.status as PhoneTask['status'],
    priority: task.priority,
    dueAt: task.dueAt.toISOString(),
    lead: task.leadId && leadName !== null ? { _id: task.leadId, name: leadName } : null,
  }));
  const projectIds = [
    ...new Set([...phoneLeads.map((l) => l.projectId), ...visits.map((v) => v.projectId)].filter((id) => id !== null)),
  ];
  const projectRows = projectIds.length
    ? await deps.db
        .select({
          id: projects.id,
          name: projects.name,
          latitude: projects.latitude,
          longitude: projects.longitude,
          city: projects.city,
          state: projects.state,
        })
        .from(projects)
        .where(inArray(projects.id, projectIds))
        .orderBy(asc(projects.name))
    : [];
  const phoneProjects: PhoneProject[] = projectRows.map((p) => ({
    _id: p.id,
    name: p.name,
    latitude: p.latitude === null ? null : Number(p.latitude),
    longitude: p.longitude === null ? null : Number(p.longitude),
    place: [p.city, p.state].filter(Boolean).join(', ') || null,
  }));

  return {
    now: now.toISOString(),
    today,
    // The route requires leads.own, which a pending account (no role) never holds.
    user: { _id: viewer.id, name: viewer.name, role: viewer.role! },
    companyName: company.name?.trim() ? company.name : null,
    whatsappGreeting,
    leads: phoneLeads,
    leadsTotal: Number(total?.n ?? 0),
    followUps: followUpRows.map((f) => ({
      _id: f.id,
      leadId: f.leadId,
      type: f.type,
      dueAt: f.dueAt.toISOString(),
      note: f.note,
      siteVisitId: f.siteVisitId,
    })),
    visits,
    tasks: phoneTasks,
    projects: phoneProjects,
  };
}
