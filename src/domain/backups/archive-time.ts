const NAMED = /^estatedesk-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})\+0530(?:-(\d+))?\.tar$/;

/**
 * When a backup started, read from its archive's name (India time to the minute, e.g.
 * estatedesk-2026-11-28T0230+0530.tar; a second one in the same minute ends -2, -3…, and sorts
 * that many milliseconds later). Null for a name that does not carry it.
 */
export function archiveStartedAt(fileName: string): Date | null {
  const m = NAMED.exec(fileName);
  if (!m) return null;
  const at = Date.parse(`${m[1]}T${m[2]}:${m[3]}:00+05:30`);
  if (Number.isNaN(at)) return null;
  return new Date(at + (m[4] ? Number(m[4]) - 1 : 0));
}
