import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/statuses';
import { optionalText, requiredText } from './common';
import {
  FOLLOW_UP_OUTCOMES,
  type FollowUpOutcome,
  LOST_REASONS,
  needsLostReason,
  REASON_REQUIRED_MESSAGE,
} from './follow-up';
import { indiaDateTimeSchema, isoDateSchema } from './iso-date';

/**
 * Calls (decisions 100–104): the executive's phone call log, click-to-call through a
 * telephony provider, the call queue and call history. The binding contract between the server
 * and the screens; every payload of /api/callhistory, /api/telephony and their settings is here.
 */

/** How the phone's call log names a call. Missed and rejected are incoming calls nobody talked on. */
export const CALL_DIRECTIONS = ['incoming', 'outgoing', 'missed', 'rejected'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
export const CALL_DIRECTION_LABELS: Record<CallDirection, string> = {
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  missed: 'Missed',
  rejected: 'Rejected',
};

/**
 * Where the record came from: the phone's call log, a click-to-call through the office line, or
 * the phone app (issue 29), which knows only how long it was away while the call was made.
 */
export const CALL_SOURCES = ['phone', 'click_to_call', 'app'] as const;
export type CallSource = (typeof CALL_SOURCES)[number];
export const CALL_SOURCE_LABELS: Record<CallSource, string> = {
  phone: "From the phone's call log",
  click_to_call: 'Through the office line',
  app: 'Timed by the app',
};

/** The most calls one sync request carries. */
export const CALL_SYNC_MAX = 500;

/**
 * The number a call is filed under: its last 10 digits, whatever the phone wrote in front
 * (+91, 0, spaces). A withheld number (no digits) is ''. The one rule, used by the server's
 * matching and by screens that look a number up.
 */
export function callNumberKey(value: string): string {
  return value.replace(/\D/g, '').slice(-10);
}

/**
 * The number to show and dial for a call: its 10-digit key when the phone wrote an Indian number
 * (10 digits, or with 0, 91 or +91 before them), else the number as the phone wrote it, so a
 * foreign number is not shown, and dialled, as a wrong Indian one.
 */
export function callDialNumber(rawNumber: string, key: string): string {
  const digits = rawNumber.replace(/\D/g, '');
  const indian =
    digits.length === 10 ||
    (digits.length === 11 && digits.startsWith('0')) ||
    (digits.length === 12 && digits.startsWith('91'));
  return indian || !digits ? key : rawNumber.trim();
}

/**
 * Who measured a synced call's length (decision 209): the phone's call log (the talk time), or the
 * phone app, which knows only how long it was away from the screen while the call was made.
 */
export const CALL_MEASURES = ['phone_log', 'app'] as const;
export type CallMeasure = (typeof CALL_MEASURES)[number];

/** Outcomes that mean someone picked up and spoke; the rest (not answering, busy, switched off) mean nobody did. */
export const TALKED_OUTCOMES = [
  'connected',
  'interested',
  'call_back_later',
  'not_interested',
  'wrong_number',
] as const satisfies readonly FollowUpOutcome[];

/**
 * A call was answered when someone talked: an incoming or outgoing call that lasted. A call the app
 * timed lasted as long as the app was away, ringing included, so the outcome decides it: answered
 * only with an outcome in which someone spoke; with no outcome nobody can say, and it counts as not.
 */
export function isAnsweredCall(
  direction: CallDirection,
  durationSeconds: number,
  measured: { by: CallMeasure; outcome?: FollowUpOutcome | null | undefined } = { by: 'phone_log' },
): boolean {
  const lasted = (direction === 'incoming' || direction === 'outgoing') && durationSeconds > 0;
  if (measured.by === 'phone_log') return lasted;
  return lasted && (TALKED_OUTCOMES as readonly string[]).includes(measured.outcome ?? '');
}

const outcomeSchema = z
  .enum(FOLLOW_UP_OUTCOMES, { error: 'Choose an outcome from the list.' })
  .nullish()
  .transform((v) => v ?? undefined);

/** One call from the phone's log. */
export const callSyncItemSchema = z
  .object({
    /** The phone's own id of the call-log entry; (member, deviceCallId) is unique, so a resend changes nothing. */
    deviceCallId: requiredText('Device call id', 100),
    /** As the phone wrote it; filed under its last 10 digits. Empty or "-1" for a withheld number. */
    number: z
      .string({ error: 'Number must be text.' })
      .trim()
      .max(40, { error: 'Number must be at most 40 characters.' }),
    direction: z.enum(CALL_DIRECTIONS, { error: 'Direction is incoming, outgoing, missed or rejected.' }),
    /** ISO instant with its offset (the phone's clock). */
    startedAt: z.iso
      .datetime({ offset: true, error: 'Started at must be a date and time with its zone.' })
      .transform((v) => new Date(v)),
    durationSeconds: z.coerce
      .number({ error: 'Duration must be a number of seconds.' })
      .int({ error: 'Duration must be whole seconds.' })
      .min(0, { error: 'Duration cannot be negative.' })
      .max(86_400, { error: 'Duration must be at most a day.' }),
    /** The SIM / line the call used on a dual-SIM phone. */
    line: optionalText('Line', 50),
    /** What came of the call (the follow-up outcomes); logged on the lead when the number matches one. */
    outcome: outcomeSchema,
    /** Needed with outcome not_interested, as on the follow-up screen. */
    reason: z
      .enum(LOST_REASONS, { error: 'Choose a reason from the list.' })
      .nullish()
      .transform((v) => v ?? undefined),
    /** The next follow-up to book on the matched lead at once. */
    nextFollowUpAt: z
      .union([z.literal(''), z.null(), indiaDateTimeSchema('Next follow-up', '10:00')])
      .optional()
      .transform((v) => v || undefined),
    note: optionalText('Note', 1000),
    /**
     * `app`: the phone app timed the call (how long it was away), so the call is stored with
     * source `app` and `answered` comes from `outcome` (isAnsweredCall). Left out: the call log's.
     */
    measuredBy: z
      .enum(CALL_MEASURES, { error: 'Measured by is phone_log or app.' })
      .nullish()
      .transform((v) => v ?? 'phone_log'),
  })
  .superRefine((v, ctx) => {
    if (needsLostReason(v.outcome, null) && !v.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED_MESSAGE });
    }
    if (v.nextFollowUpAt && v.outcome === 'not_interested') {
      ctx.addIssue({
        code: 'custom',
        path: ['nextFollowUpAt'],
        message: 'A lead that is not interested gets no next follow-up.',
      });
    }
  });
export type CallSyncItemInput = z.input<typeof callSyncItemSchema>;
export type CallSyncItem = z.output<typeof callSyncItemSchema>;

/** POST /api/callhistory/sync. An executive posts their own calls; roles 0/1 may name `memberId`. */
export const callSyncSchema = z.object({
  memberId: z.uuid({ error: 'Member is not valid.' }).nullish(),
  calls: z
    .array(callSyncItemSchema, { error: 'Calls must be a list.' })
    .min(1, { error: 'Send at least one call.' })
    .max(CALL_SYNC_MAX, { error: `Send at most ${CALL_SYNC_MAX} calls at a time.` }),
});
export type CallSyncInput = z.input<typeof callSyncSchema>;

export const callSyncResultSchema = z.object({
  /** New calls stored. */
  accepted: z.number(),
  /** Calls already stored (a resend); nothing about them changed. */
  duplicates: z.number(),
  /** New calls whose number belongs to a live lead (or a contact). */
  matched: z.number(),
  unmatched: z.number(),
});
export type CallSyncResult = z.infer<typeof callSyncResultSchema>;

/** One call as the API returns it. */
export const callSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  leadId: z.string().nullable(),
  leadName: z.string().nullable(),
  contactId: z.string().nullable(),
  /** The last 10 digits ('' for a withheld number): the key calls are matched and filtered by. */
  number: z.string(),
  /** What to show and dial: the key for an Indian number, else the number as the phone wrote it. */
  dialNumber: z.string(),
  direction: z.enum(CALL_DIRECTIONS),
  /** ISO instant. */
  startedAt: z.string(),
  durationSeconds: z.number(),
  answered: z.boolean(),
  outcome: z.enum(FOLLOW_UP_OUTCOMES).nullable(),
  note: z.string().nullable(),
  line: z.string().nullable(),
  source: z.enum(CALL_SOURCES),
  hasRecording: z.boolean(),
  /** GET it with the session cookie; null without a recording. */
  recordingUrl: z.string().nullable(),
  /** The telephony provider's last status of a click-to-call (e.g. "in-progress", "completed", "no-answer"). */
  providerStatus: z.string().nullable(),
});
export type Call = z.infer<typeof callSchema>;

export const CALL_SORTS = ['newest', 'oldest', 'longest'] as const;
export type CallSort = (typeof CALL_SORTS)[number];

const boolParam = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} is true or false.` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'));

/** GET /api/callhistory/getCallHistoriesByMember/:memberId (and its /export.csv). Days are India days, both inclusive. */
export const callQuerySchema = z.object({
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
  direction: z.enum(CALL_DIRECTIONS, { error: 'Choose a direction from the list.' }).optional(),
  answered: boolParam('Answered'),
  matched: boolParam('Matched'),
  /** Digits of the number, or part of the lead's name. */
  q: z.string().trim().max(100, { error: 'Search must be at most 100 characters.' }).optional(),
  sort: z.enum(CALL_SORTS, { error: 'Sort is newest, oldest or longest.' }).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  /** `csv` streams the filtered set, as the /export.csv path does. */
  format: z.enum(['json', 'csv']).default('json'),
});
export type CallQuery = z.input<typeof callQuerySchema>;

export const callListSchema = z.object({ items: z.array(callSchema), total: z.number() });
export type CallList = z.infer<typeof callListSchema>;

/** GET /api/callhistory/getCallHistoryByReciever/:number and /api/callhistory/byLead/:leadId — newest first. */
export const callItemsSchema = z.object({ items: z.array(callSchema) });
export type CallItems = z.infer<typeof callItemsSchema>;

const figures = {
  calls: z.number(),
  /** Answered calls (someone talked). */
  connected: z.number(),
  talkSeconds: z.number(),
  /** Talk seconds over connected calls, rounded; 0 without any. */
  avgTalkSeconds: z.number(),
  /** Distinct leads the member called (outgoing) or talked to. */
  uniqueLeads: z.number(),
  /** Missed or rejected incoming calls not followed by an outgoing call to that number by anyone within 2 hours. */
  missedNotReturned: z.number(),
  /** ISO instant of the first outgoing or answered call (of the day, or of the period). */
  firstCallAt: z.string().nullable(),
};

export const callDayStatsSchema = z.object({ date: z.string(), ...figures });
export type CallDayStats = z.infer<typeof callDayStatsSchema>;
export const callTotalsSchema = z.object(figures);
export type CallTotals = z.infer<typeof callTotalsSchema>;

/** The longest period a stats or report request may span. */
export const CALL_STATS_MAX_DAYS = 366;

/** GET /api/callhistory/getCallHistoryStats — your own unless `memberId` names another (calls.view); `from`/`to` default to the last 7 India days. */
export const callStatsQuerySchema = z.object({
  memberId: z.uuid({ error: 'Member is not valid.' }).optional(),
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
});
export type CallStatsQuery = z.input<typeof callStatsQuerySchema>;

export const callStatsSchema = z.object({
  memberId: z.string(),
  from: z.string(),
  to: z.string(),
  /** Every India day of the period, oldest first, days without calls included (zeros). */
  days: z.array(callDayStatsSchema),
  totals: callTotalsSchema,
});
export type CallStats = z.infer<typeof callStatsSchema>;

/** GET /api/callhistory/getCallHistoryReportByMember — every active member with role 1 or 2 (and anyone who called). */
export const callReportQuerySchema = z.object({
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
  branchId: z.uuid({ error: 'Branch is not valid.' }).optional(),
});
export type CallReportQuery = z.input<typeof callReportQuerySchema>;

export const callReportMemberSchema = z.object({ memberId: z.string(), memberName: z.string(), ...figures });
export type CallReportMember = z.infer<typeof callReportMemberSchema>;
export const callReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  members: z.array(callReportMemberSchema),
  computedAt: z.string(),
});
export type CallReport = z.infer<typeof callReportSchema>;

/**
 * POST /api/callhistory/:id/createLead — the lead form's fields without the mobile (the call's
 * number is it). Every call with that number is linked to the new lead.
 */
export const callCreateLeadSchema = z.looseObject({ name: requiredText('Name', 150) });
export type CallCreateLeadInput = z.input<typeof callCreateLeadSchema> & Record<string, unknown>;
export const callCreateLeadResultSchema = z.object({ leadId: z.string(), linkedCalls: z.number() });

/** Why a lead is in the call queue, in queue order. */
export const QUEUE_REASONS = ['overdue', 'today', 'fresh', 'retry'] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];
export const QUEUE_REASON_LABELS: Record<QueueReason, string> = {
  overdue: 'Overdue follow-up',
  today: "Today's follow-up",
  fresh: 'New lead',
  retry: 'Not answering — try again',
};

/** GET /api/callhistory/queue — managers and administrators name any member; others get their own. */
export const CALL_QUEUE_FOR = ['mine', 'team'] as const;
export type CallQueueFor = (typeof CALL_QUEUE_FOR)[number];

export const callQueueQuerySchema = z.object({
  memberId: z.uuid({ error: 'Member is not valid.' }).optional(),
  /** team: every lead in the asker's scope (decision 156), for a manager or administrator; mine by default. */
  for: z.enum(CALL_QUEUE_FOR, { error: 'Queue must be mine or team.' }).optional(),
});

export const callQueueItemSchema = z.object({
  leadId: z.string(),
  name: z.string(),
  mobile: z.string(),
  status: z.enum(LEAD_STATUSES),
  reason: z.enum(QUEUE_REASONS),
  /** The follow-up's due time (overdue, today) or when the retry falls due; null for a fresh lead. */
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  lastActivity: z.object({ kind: z.string(), at: z.string(), summary: z.string() }).nullable(),
  /** Whom the lead is assigned to: the team's queue (decision 156) lists several members' leads. */
  assignedTo: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
  /** Outgoing calls to the lead's number by this member today (India day). */
  triesToday: z.number(),
});
export type CallQueueItem = z.infer<typeof callQueueItemSchema>;

export const callQueueSchema = z.object({
  memberId: z.string(),
  /** Whose leads: the member's own, or the team's (every lead in the asker's scope). */
  for: z.enum(CALL_QUEUE_FOR),
  items: z.array(callQueueItemSchema),
  counts: z.object({ overdue: z.number(), today: z.number(), fresh: z.number(), retry: z.number() }),
});
export type CallQueue = z.infer<typeof callQueueSchema>;

/** GET/PUT /api/settings/call-queue: when a lead that did not answer comes back into the queue. */
export const callQueueSettingsSchema = z.object({
  retryAfterHours: z.coerce
    .number({ error: 'Retry after must be a number of hours.' })
    .int({ error: 'Retry after must be whole hours.' })
    .min(1, { error: 'Retry after must be between 1 and 48 hours.' })
    .max(48, { error: 'Retry after must be between 1 and 48 hours.' }),
  maxTriesPerDay: z.coerce
    .number({ error: 'Tries a day must be a number.' })
    .int({ error: 'Tries a day must be a whole number.' })
    .min(1, { error: 'Tries a day must be between 1 and 20.' })
    .max(20, { error: 'Tries a day must be between 1 and 20.' }),
});
export type CallQueueSettings = z.infer<typeof callQueueSettingsSchema>;
export const CALL_QUEUE_DEFAULTS: CallQueueSettings = { retryAfterHours: 2, maxTriesPerDay: 3 };
