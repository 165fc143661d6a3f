import { and, eq, isNotNull } from 'drizzle-orm';
import { isLostStatus, LOST_REASONS } from '../../../domain/leads/lost-reasons';
import { LEAD_STATUSES } from '../../../domain/leads/statuses';
import { leadCreateSchema } from '../../../domain/schemas/lead';
import type { AppContext } from '../../context';
import { branches } from '../../db/schema/branches';
import { sources } from '../../db/schema/sources';
import { users } from '../../db/schema/users';
import { createLead, updateLeadStatus } from './service';

const FIRST = ['Aarav', 'Sanjay', 'Kavita', 'Manoj', 'Swati', 'Prakash', 'Deepa', 'Ganesh', 'Shweta', 'Rahul'];
const LAST = ['Kulkarni', 'Deshmukh', 'Patil', 'Joshi', 'Gokhale', 'Sawant', 'Shetty', 'Iyer', 'Agarwal', 'Mehta'];
const PROJECTS = ['Sahyadri Heights', 'Sahyadri Greens', 'Godavari Residency', 'Thane Skyline'];
const CITIES = ['Pune', 'Pune', 'Pimpri-Chinchwad', 'Nashik', 'Thane', 'Mumbai'];
const NEEDS = ['1 BHK', '2 BHK', '2 BHK', '3 BHK', 'Row house', 'Shop'];
const NOTES = [
  'Wants east-facing flat near the metro.',
  'Home loan pre-approved with SBI.',
  'Prefers possession within 12 months.',
  null,
  'Asked for the cost sheet on WhatsApp.',
];

/**
 * About forty leads across sources, statuses, branches and assignees, entered through the lead
 * service over the last two months, so list, filters and history look like a working office.
 */
export async function seedDemoLeads(ctx: AppContext, actor: { id: string; name: string }) {
  const { db, clock } = ctx;
  const sourceRows = await db.select({ id: sources.id }).from(sources);
  const branchRows = await db.select({ id: branches.id }).from(branches);
  const people = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.status, 'active'), isNotNull(users.role)));
  const workers = people.filter((p) => p.role !== 0);
  const viewer = { ...actor, role: 0 as const };
  const now = clock().getTime();
  for (let i = 0; i < 40; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 3 + Math.floor(i / 10)) % LAST.length]}`;
    const at = new Date(now - (60 - i * 1.5) * 86_400_000 + (i % 7) * 3_600_000);
    const deps = { ...ctx, clock: () => at };
    const input = leadCreateSchema.parse({
      name,
      mobile: String(9_100_000_000 + i * 7_919_311),
      email: i % 3 === 0 ? `${name.toLowerCase().replace(' ', '.')}@gmail.com` : undefined,
      sourceId: sourceRows[i % sourceRows.length]?.id,
      branchId: branchRows[i % branchRows.length]?.id,
      assignedTo: i % 8 === 7 ? undefined : workers[i % workers.length]?.id,
      project: PROJECTS[i % PROJECTS.length],
      budget: 3_500_000 + (i % 9) * 750_000,
      requirement: NEEDS[i % NEEDS.length],
      city: CITIES[i % CITIES.length],
      notes: NOTES[i % NOTES.length],
      nextFollowUpAt: i % 4 === 3 ? undefined : new Date(now + ((i % 10) - 3) * 86_400_000).toISOString(),
    });
    const lead = await createLead(deps, input, viewer);
    const status = LEAD_STATUSES[i % LEAD_STATUSES.length]!;
    if (status !== 'new') {
      const later = { ...ctx, clock: () => new Date(at.getTime() + 2 * 86_400_000) };
      const reason = isLostStatus(status) ? LOST_REASONS[i % LOST_REASONS.length] : undefined;
      await updateLeadStatus(
        later,
        lead._id,
        { status, reason, note: i % 2 ? 'Spoke on the phone.' : undefined },
        viewer,
      );
    }
  }
}
