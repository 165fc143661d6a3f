/**
 * The acts written to the audit log (server/audit/record-audit.ts). A new kind of act is added here
 * first: the database's check constraint is built from this list (decision 064).
 */
export const AUDIT_ACTIONS = ['backup.download', 'backup.run', 'person.export', 'person.erase'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
