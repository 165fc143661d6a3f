import { and, count, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { whatsappWindow } from '../../../domain/messaging/whatsapp-template';
import { can } from '../../../domain/permissions';
import type { Conversation, Inbox, InboxScope } from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { whatsappConversations } from '../../db/schema/whatsapp';
import { forbidden } from '../../lib/app-error';
import { likePattern, mobileSearchTerm } from '../../lib/like-pattern';
import { assignee, type LeadActor, scopeOf } from '../lead-records/public';

/**
 * The leads a scope covers (decision 215): mine = assigned to me; team = the leads the viewer may
 * see (a manager's branches and team, everything for an administrator); all = every lead, for
 * those who see every lead. A scope wider than the viewer's is refused, not quietly narrowed.
 */
function scopeWhere(viewer: LeadActor, scope: InboxScope): SQL | undefined {
  if (scope === 'mine') return eq(leads.assignedTo, viewer.id);
  if (scope === 'team') {
    if (!can(viewer.role, 'leads.view'))
      throw forbidden('Your inbox shows your own leads only: choose “mine”.', 'INBOX_SCOPE');
    return scopeOf(viewer);
  }
  if (!can(viewer.role, 'leads.all'))
    throw forbidden('Only administrators see every conversation: choose “mine” or “team”.', 'INBOX_SCOPE');
  return undefined;
}

export async function listInbox(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: LeadActor,
  q: { scope: InboxScope; unread: boolean; q?: string | undefined; page: number; pageSize: number },
): Promise<Inbox> {
  const inScope = and(isNull(leads.deletedAt), scopeWhere(viewer, q.scope));
  const term = q.q?.trim();
  const search = term
    ? or(ilike(leads.name, likePattern(term)), sql`${leads.mobile} like ${likePattern(mobileSearchTerm(term))}`)
    : undefined;
  const where = and(inScope, q.unread ? gt(whatsappConversations.unread, 0) : undefined, search);
  const base = () =>
    ctx.db
      .select({ n: count() })
      .from(whatsappConversations)
      .innerJoin(leads, eq(leads.id, whatsappConversations.leadId));
  const [rows, [total], [unread]] = await Promise.all([
    ctx.db
      .select({
        c: whatsappConversations,
        name: leads.name,
        mobile: leads.mobile,
        assigneeId: leads.assignedTo,
        assigneeName: assignee.name,
      })
      .from(whatsappConversations)
      .innerJoin(leads, eq(leads.id, whatsappConversations.leadId))
      .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
      .where(where)
      .orderBy(desc(whatsappConversations.lastMessageAt), whatsappConversations.leadId)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    base().where(where),
    base().where(and(inScope, gt(whatsappConversations.unread, 0))),
  ]);
  const now = ctx.clock();
  const items: Conversation[] = rows.map((r) => ({
    leadId: r.c.leadId,
    leadName: r.name,
    mobile: r.mobile,
    assignee: r.assigneeId ? { _id: r.assigneeId, name: r.assigneeName ?? '' } : null,
    lastMessage: {
      direction: r.c.lastDirection,
      kind: r.c.lastKind,
      preview: r.c.lastPreview,
      status: r.c.lastStatus,
      at: r.c.lastMessageAt.toISOString(),
    },
    unread: r.c.unread,
    needsReply: r.c.needsReply,
    window: whatsappWindow(r.c.lastInboundAt, now),
  }));
  return { items, total: total?.n ?? 0, unreadConversations: unread?.n ?? 0 };
}
