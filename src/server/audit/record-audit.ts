import type { AuditAction } from '../../domain/audit';
import type { DbOrTx } from '../db/database';
import { auditEvents } from '../db/schema/audit';
import type { Clock } from '../lib/clock';

export interface AuditActor {
  id: string | null;
  name: string;
}

export interface AuditEntry {
  action: AuditAction;
  subjectKind: string;
  subjectId?: string | null;
  /** One sentence for the audit screen, e.g. "Downloaded backup estatedesk-2026-11-28-0230.tar". */
  summary: string;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Writes one audit row in the caller's transaction, so the act and its record commit together:
 * an export that failed half-way is not in the log, and one that succeeded always is.
 */
export async function recordAudit(db: DbOrTx, clock: Clock, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    at: clock(),
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: entry.subjectId ?? null,
    summary: entry.summary,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}
