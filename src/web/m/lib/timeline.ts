import { useEffect, useState } from 'react';
import { api } from './api';
import { db, type TimelineRow } from './db';

/** A lead's timeline: the copy kept on the phone at once, then the server's when it answers. */
export function useTimeline(leadId: string, sent: number) {
  const [rows, setRows] = useState<TimelineRow[] | null>(null);
  const [fetchedAt, setFetchedAt] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      // Fetched again each time a write of the app reaches the server (`sent` grows).
      if (sent < 0) return;
      const d = await db();
      const kept = await d.get('timelines', leadId);
      if (live && kept) {
        setRows(kept.rows);
        setFetchedAt(kept.fetchedAt);
      }
      // A lead made offline has no timeline on the server yet.
      if (leadId.startsWith('local-')) return;
      try {
        const answer = await api<{ activities: TimelineRow[] }>(
          `/api/lead/getActivitiesByLeadId/${leadId}?pageSize=50`,
        );
        const entry = { leadId, rows: answer.activities, fetchedAt: Date.now() };
        await d.put('timelines', entry);
        if (live) {
          setRows(entry.rows);
          setFetchedAt(entry.fetchedAt);
        }
      } catch {
        // Offline or refused: the kept copy (if any) stays on screen.
      }
    })();
    return () => {
      live = false;
    };
  }, [leadId, sent]);
  return { rows, fetchedAt };
}
