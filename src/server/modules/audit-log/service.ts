import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { indiaDayRange } from '../../../domain/india-date';
import { pageCount } from '../../../domain/paging';
import type { AuditLog, auditLogQuerySchema } from '../../../domain/schemas/person-data';
import type { AppContext } from '../../context';
import { auditEvents } from '../../db/schema/audit';

/** GET /api/audit-log: newest first, filtered by act and by India days (both inclusive). */
export async function listAuditLog(ctx: AppContext, q: z.infer<typeof auditLogQuerySchema>): Promise<AuditLog> {
  const { start, end } = indiaDayRange(q.from, q.to);
  const filters: (SQL | undefined)[] = [
    q.action ? eq(auditEvents.action, q.action) : undefined,
    start ? gte(auditEvents.at, start) : undefined,
    end ? lt(auditEvents.at, end) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: sql<number>`cast(count(*) as integer)` }).from(auditEvents).where(where),
  ]);
  const count = Number(total?.n ?? 0);
  return {
    entries: rows.map((r) => ({
      _id: r.id,
      at: r.at.toISOString(),
      actor: { _id: r.actorId, name: r.actorName },
      action: r.action,
      subjectKind: r.subjectKind,
      subjectId: r.subjectId,
      summary: r.summary,
      ip: r.ip,
    })),
    total: count,
    page: q.page,
    pages: pageCount(count, q.pageSize),
  };
}
