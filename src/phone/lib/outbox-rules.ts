import { AT_SITE_METERS } from '../../domain/phone/limits';
import type { PhoneData } from './phone-data';

/**
 * The outbox (decision 212): every write the app makes, kept in IndexedDB in order with its own
 * Idempotency-Key until the server has answered it. These are its pure rules; outbox.ts sends.
 */
export type OutboxWrite =
  | {
      kind: 'call';
      leadId: string;
      startedAt: string;
      durationSeconds: number;
      outcome: string;
      reason: string | null;
      note: string | null;
      /** India wall-clock yyyy-mm-ddThh:mm. */
      nextFollowUpAt: string | null;
    }
  | { kind: 'followUp'; leadId: string; dueAt: string; note: string | null }
  | { kind: 'note'; leadId: string; note: string }
  | {
      kind: 'checkIn';
      leadId: string;
      visitId: string;
      latitude: number;
      longitude: number;
      accuracyMeters: number | null;
      at: string;
      /** Worked out on the phone for the screen until the server's answer replaces it. */
      distanceMeters: number | null;
    }
  | { kind: 'photo'; leadId: string; visitId: string; photo: Blob; fileName: string }
  | {
      kind: 'visitResult';
      leadId: string;
      visitId: string;
      result: 'done' | 'no_show';
      interest: 'hot' | 'warm' | 'cold' | null;
      feedback: string | null;
    }
  | { kind: 'taskDone'; taskId: string; leadId: string | null }
  | { kind: 'lead'; localId: string; name: string; mobile: string; email: string | null; note: string | null };

export interface OutboxItem {
  /** IndexedDB's auto-increment key: the order the writes were made in. */
  seq?: number;
  /** The Idempotency-Key, made once when the write is queued and sent with every attempt. */
  key: string;
  write: OutboxWrite;
  /** The phone's clock when it was made. */
  madeAt: number;
  /** Who made it: another member signing in on the phone does not send it as themselves. */
  userId: string;
}

/** A write the server refused: kept, with the server's message, until the executive dismisses it. */
export interface RefusedItem extends OutboxItem {
  status: number;
  message: string;
  /** The lead's name when refused: a reassigned lead leaves the phone at the next refresh. */
  leadName: string | null;
}

export type SendVerdict = 'done' | 'refused' | 'retry' | 'signedOut';

/**
 * What an answer means for the queued write: 2xx done (removed, applied locally); 401 signed out
 * (kept; the app asks for the password and sends it after); no answer, a timeout, 408, 429 or a
 * 5xx: stop and retry later with the same key (a lost answer never doubles a write); any other 4xx
 * (404 a lead reassigned meanwhile, 409, 400): refused — never retried, never silently dropped.
 */
export function sendVerdict(status: number): SendVerdict {
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'signedOut';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** The HTTP request for a write. */
export function requestOf(write: OutboxWrite, mobileOf: (leadId: string) => string | undefined, key: string) {
  switch (write.kind) {
    case 'call':
      return {
        method: 'POST' as const,
        path: '/api/callhistory/sync',
        body: {
          calls: [
            {
              // The key doubles as the call's id on the phone: a resend is a duplicate, never a second call.
              deviceCallId: `app-${key}`,
              number: mobileOf(write.leadId) ?? '',
              direction: 'outgoing',
              startedAt: write.startedAt,
              durationSeconds: write.durationSeconds,
              measuredBy: 'app',
              outcome: write.outcome,
              reason: write.reason,
              note: write.note,
              nextFollowUpAt: write.nextFollowUpAt,
            },
          ],
        },
      };
    case 'followUp':
      return {
        method: 'POST' as const,
        path: `/api/lead/scheduleFollowup/${write.leadId}`,
        body: { type: 'call', dueAt: write.dueAt, note: write.note },
      };
    case 'note':
      return { method: 'POST' as const, path: `/api/lead/addNote/${write.leadId}`, body: { note: write.note } };
    case 'checkIn':
      return {
        method: 'POST' as const,
        path: `/api/siteVisit/checkIn/${write.visitId}`,
        body: {
          latitude: write.latitude,
          longitude: write.longitude,
          accuracyMeters: write.accuracyMeters,
          at: write.at,
        },
      };
    case 'photo':
      return { method: 'POST' as const, path: `/api/siteVisit/${write.visitId}/photo`, body: undefined };
    case 'visitResult':
      return {
        method: 'PUT' as const,
        path: `/api/siteVisit/complete/${write.visitId}`,
        body: { result: write.result, interest: write.interest, feedback: write.feedback },
      };
    case 'taskDone':
      return { method: 'PUT' as const, path: `/api/task/updateTaskStatus/${write.taskId}`, body: { status: 'done' } };
    case 'lead':
      return {
        method: 'POST' as const,
        path: '/api/lead/create',
        body: { name: write.name, mobile: write.mobile, email: write.email, notes: write.note },
      };
  }
}

/** An India wall-clock `yyyy-mm-ddThh:mm`, as the outbox keeps a follow-up's time, as an ISO instant. */
export const isoOf = (indiaLocal: string) => new Date(`${indiaLocal}:00+05:30`).toISOString();

/**
 * The write laid over the kept data, so every screen shows it at once (optimistic): the same
 * function shows a waiting write and keeps a done one until the next snapshot replaces the data.
 * Returns new arrays for what changed; `data` is not modified.
 */
export function applyWrite(data: PhoneData, item: OutboxItem): PhoneData {
  const w = item.write;
  const at = new Date(item.madeAt).toISOString();
  const touchLead = (leadId: string, patch: Partial<PhoneData['leads'][number]>) =>
    data.leads.map((l) => (l._id === leadId ? { ...l, ...patch } : l));
  const followUpFor = (leadId: string, dueAtLocal: string, note: string | null) => ({
    _id: `local-${item.key}`,
    leadId,
    type: 'call' as const,
    dueAt: isoOf(dueAtLocal),
    note,
    siteVisitId: null,
  });
  switch (w.kind) {
    case 'call': {
      // Logging an outcome closes the lead's open follow-up; the next one, if booked, replaces it.
      const rest = data.followUps.filter((f) => f.leadId !== w.leadId);
      const next = w.nextFollowUpAt ? [followUpFor(w.leadId, w.nextFollowUpAt, null)] : [];
      return {
        ...data,
        leads: touchLead(w.leadId, {
          lastContactedAt: w.startedAt,
          nextFollowUpAt: w.nextFollowUpAt ? isoOf(w.nextFollowUpAt) : null,
        }),
        followUps: [...rest, ...next],
      };
    }
    case 'followUp': {
      const rest = data.followUps.filter((f) => f.leadId !== w.leadId);
      return {
        ...data,
        leads: touchLead(w.leadId, { nextFollowUpAt: isoOf(w.dueAt) }),
        followUps: [...rest, followUpFor(w.leadId, w.dueAt, w.note)],
      };
    }
    case 'note':
      return data;
    case 'checkIn':
      return {
        ...data,
        visits: data.visits.map((v) =>
          v._id === w.visitId
            ? {
                ...v,
                checkIn: {
                  at: w.at,
                  latitude: w.latitude,
                  longitude: w.longitude,
                  accuracyMeters: w.accuracyMeters,
                  distanceMeters: w.distanceMeters,
                  atSite: w.distanceMeters === null ? null : w.distanceMeters <= AT_SITE_METERS,
                  photoFileId: v.checkIn?.photoFileId ?? null,
                },
              }
            : v,
        ),
      };
    case 'photo':
      return data;
    case 'visitResult':
      return { ...data, visits: data.visits.map((v) => (v._id === w.visitId ? { ...v, status: w.result } : v)) };
    case 'taskDone':
      return { ...data, tasks: data.tasks.filter((t) => t._id !== w.taskId) };
    case 'lead':
      if (data.leads.some((l) => l._id === w.localId)) return data;
      return {
        ...data,
        leads: [
          {
            _id: w.localId,
            name: w.name,
            mobile: w.mobile,
            alternateMobile: null,
            email: w.email,
            status: 'new',
            source: null,
            project: null,
            projectId: null,
            projectName: null,
            budget: null,
            requirement: null,
            city: null,
            notes: w.note,
            createdAt: at,
            assignedAt: at,
            updatedAt: at,
            nextFollowUpAt: null,
            lastContactedAt: null,
          },
          ...data.leads,
        ],
      };
  }
}

/** The kept data with every waiting write laid over it, in order. */
export function withPending(data: PhoneData, pending: readonly OutboxItem[]): PhoneData {
  return pending.reduce(applyWrite, data);
}
