import { randomUUID } from 'node:crypto';
import { addDays } from '../../domain/india-date';

/**
 * What the executive's phone app does in a working day, over plain HTTP (docs/phone-api.md).
 * Only the API is used — no server code — so `npm run demo:phone` runs it against a live server
 * with fetch, and phone-session.test.ts runs the very same steps through app.inject on both databases.
 */

export interface PhoneResponse {
  status: number;
  headers: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: a client reads JSON bodies of every shape
  data: any;
}
export type Send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<PhoneResponse>;

export interface PhoneSessionInput {
  email: string;
  password: string;
  /** A lead of another member, to show the phone gets a 404 for it. */
  otherLeadId?: string | undefined;
  log?: (line: string) => void;
}

export interface PhoneSessionResult {
  freshLeads: number;
  todayFollowUps: number;
  leadId: string;
  /** Follow-ups on the lead carrying the logged note: 1 when the retry was answered, not repeated. */
  outcomeWrites: number;
  retryReplayed: boolean;
  /** The call log sent again with its key (a lost answer): the first answer, replayed. */
  callLogReplayed: boolean;
  followUpDueAt: string;
  visitId: string;
  taskDone: string | null;
  otherLeadStatus: number | null;
}

function expectStatus(res: PhoneResponse, status: number, what: string) {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.data)}`);
}

export async function runPhoneSession(send: Send, input: PhoneSessionInput): Promise<PhoneSessionResult> {
  const log = input.log ?? (() => {});
  const signIn = await send('POST', '/api/auth/login-email', {
    body: { email: input.email, password: input.password },
  });
  expectStatus(signIn, 200, 'Sign in');
  const token: string = signIn.data.token;
  log(`Signed in as ${signIn.data.user.name} (role ${signIn.data.user.role}).`);
  const get = (url: string) => send('GET', url, { token });
  /** A write that a phone on a bad network may send twice: always with an Idempotency-Key. */
  const write = (method: 'POST' | 'PUT', url: string, body: unknown, key = randomUUID()) =>
    send(method, url, { token, body, headers: { 'idempotency-key': key } });

  const fresh = await get('/api/lead/getLeads?fresh=true&pageSize=10');
  expectStatus(fresh, 200, 'My fresh leads');
  log(`Fresh leads (never contacted): ${fresh.data.total}.`);
  const today = await get('/api/lead/getOverallFollowupLeads?bucket=today&pageSize=20');
  expectStatus(today, 200, "Today's follow-ups");
  const overdue = today.data.items.filter((i: { overdueMinutes: number }) => i.overdueMinutes > 0).length;
  log(`Today's follow-ups (${today.data.today}, India): ${today.data.total}, ${overdue} already overdue.`);

  const mine =
    fresh.data.leads[0] ?? today.data.items[0]?.lead ?? (await get('/api/lead/getLeads?pageSize=1')).data.leads[0];
  if (!mine) throw new Error('This executive has no leads to work on.');
  const leadId: string = mine._id;
  log(`Working on ${mine.name} (${mine.mobile}).`);

  const note = `Called from the phone ${randomUUID().slice(0, 8)}: wants the cost sheet`;
  const key = randomUUID();
  const outcome = { outcome: 'connected', note };
  const first = await write('POST', `/api/lead/logOutcome/${leadId}`, outcome, key);
  expectStatus(first, 200, 'Log an outcome');
  // The answer was lost on a bad network: the phone sends the same request with the same key.
  const retry = await write('POST', `/api/lead/logOutcome/${leadId}`, outcome, key);
  expectStatus(retry, 200, 'Retry of the outcome');
  const retryReplayed = retry.headers['idempotent-replayed'] === 'true';
  const history = await get(`/api/lead/getFollowupsByLeadId/${leadId}`);
  expectStatus(history, 200, 'Follow-ups of the lead');
  const outcomeWrites = history.data.followUps.filter((f: { note: string | null }) => f.note === note).length;
  log(
    `Logged "connected" and retried with the same Idempotency-Key: replayed=${retryReplayed}, written ${outcomeWrites} time(s).`,
  );

  const tomorrow = addDays(today.data.today, 1);
  const scheduled = await write('POST', `/api/lead/scheduleFollowup/${leadId}`, {
    type: 'call',
    dueAt: `${tomorrow}T11:00`,
    note: 'Send the cost sheet first',
  });
  expectStatus(scheduled, 200, 'Schedule a follow-up');
  log(`Next call booked for ${tomorrow} 11:00 India time.`);

  const visit = await write('POST', `/api/siteVisit/schedule/${leadId}`, {
    project: mine.project ?? 'Sahyadri Heights',
    at: `${addDays(today.data.today, 2)}T11:30`,
    pickup: true,
    pickupAddress: 'Near the metro station, Baner, Pune',
  });
  expectStatus(visit, 201, 'Book a site visit');
  log(`Site visit booked: ${visit.data.visit.project} on ${addDays(today.data.today, 2)} 11:30, with pickup.`);

  const tasks = await get('/api/task/getTasks?view=mine&status=open&pageSize=1');
  expectStatus(tasks, 200, 'My tasks');
  let taskDone: string | null = null;
  const task = tasks.data.tasks[0];
  if (task) {
    const done = await write('PUT', `/api/task/updateTaskStatus/${task._id}`, { status: 'done' });
    expectStatus(done, 200, 'Mark a task done');
    taskDone = task._id;
    log(`Task done: ${task.title}.`);
  } else {
    log('No open task to mark done.');
  }

  // The phone's call log: a batch of calls, sent twice as a phone on a bad network
  // would; the second send changes nothing. Then the day's call queue and own call figures.
  const callLog = {
    calls: [
      {
        deviceCallId: `calllog-${randomUUID()}`,
        number: `+91 ${mine.mobile}`,
        direction: 'outgoing',
        startedAt: new Date().toISOString(),
        durationSeconds: 95,
        note: 'Discussed the cost sheet',
      },
      {
        deviceCallId: `calllog-${randomUUID()}`,
        number: '098765 00000',
        direction: 'missed',
        startedAt: new Date().toISOString(),
        durationSeconds: 0,
      },
    ],
  };
  const syncKey = randomUUID();
  const synced = await write('POST', '/api/callhistory/sync', callLog, syncKey);
  expectStatus(synced, 200, 'Sync the call log');
  const resent = await write('POST', '/api/callhistory/sync', callLog, syncKey);
  expectStatus(resent, 200, 'Sync the call log again');
  const callLogReplayed = resent.headers['idempotent-replayed'] === 'true';
  log(
    `Call log synced: ${synced.data.accepted} new (${synced.data.matched} matched to a lead); sent again with the same Idempotency-Key: replayed=${callLogReplayed}, ${resent.data.accepted} new in the answer.`,
  );
  const queue = await get('/api/callhistory/queue');
  expectStatus(queue, 200, 'My call queue');
  const callStats = await get('/api/callhistory/getCallHistoryStats');
  expectStatus(callStats, 200, 'My call figures');
  log(
    `Call queue: ${queue.data.items.length} lead(s) to call; calls this week: ${callStats.data.totals.calls}, talk time ${callStats.data.totals.talkSeconds}s.`,
  );

  let otherLeadStatus: number | null = null;
  if (input.otherLeadId) {
    const other = await get(`/api/lead/getLeadById/${input.otherLeadId}`);
    otherLeadStatus = other.status;
    log(`Another member's lead: ${other.status} ${other.data?.message ?? ''}`.trimEnd());
  }

  return {
    freshLeads: fresh.data.total,
    todayFollowUps: today.data.total,
    leadId,
    outcomeWrites,
    retryReplayed,
    callLogReplayed,
    followUpDueAt: scheduled.data.dueAt,
    visitId: visit.data.visit._id,
    taskDone,
    otherLeadStatus,
  };
}
