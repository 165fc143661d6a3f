import { randomBytes } from 'node:crypto';
import type { AuditActor } from '../../audit/record-audit';
import type { Clock } from '../../lib/clock';

/**
 * One-time links to download an archive. A backup can be gigabytes: fetched with the Bearer token
 * it would sit in the browser's memory as a blob before the save dialog; a plain link lets the
 * browser stream it to disk. The link is issued to a signed-in administrator, names one archive,
 * works once and for a minute, and lives in this process only (one server process serves a data
 * folder, decision 163), so a restart simply voids the links in flight.
 */
export const DOWNLOAD_LINK_SECONDS = 60;

interface Link {
  fileName: string;
  actor: AuditActor;
  expiresAt: number;
}

export function createDownloadLinks(clock: Clock) {
  const links = new Map<string, Link>();
  const prune = (now: number) => {
    for (const [token, link] of links) if (link.expiresAt <= now) links.delete(token);
  };
  return {
    issue(fileName: string, actor: AuditActor): { token: string; expiresAt: Date } {
      const now = clock().getTime();
      prune(now);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now + DOWNLOAD_LINK_SECONDS * 1000;
      links.set(token, { fileName, actor, expiresAt });
      return { token, expiresAt: new Date(expiresAt) };
    },
    /** The link's archive and who asked for it, once; null when unknown, used or expired. */
    take(token: string): { fileName: string; actor: AuditActor } | null {
      const link = links.get(token);
      links.delete(token);
      if (!link || link.expiresAt <= clock().getTime()) return null;
      return { fileName: link.fileName, actor: link.actor };
    },
  };
}
export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
