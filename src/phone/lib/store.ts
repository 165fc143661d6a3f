import { useSyncExternalStore } from 'react';
import type { PhoneSnapshot } from '../../domain/schemas/phone-app';
import { newIdempotencyKey } from '../../web/lib/new-idempotency-key';
import { api, PhoneApiError } from './api';
import { clearAll, db, readData, saveData, snapshotData } from './db';
import {
  applyWrite,
  type OutboxItem,
  type OutboxWrite,
  type RefusedItem,
  requestOf,
  sendVerdict,
  withPending,
} from './outbox-rules';
import { EMPTY_DATA, type PhoneData } from './phone-data';
import { readSession } from './session';

/**
 * The app's one state: what IndexedDB keeps, the outbox and its refusals, and whether the network
 * answers. Screens read it through usePhone(); every write goes through enqueue() (decision 212).
 */
export interface PhoneState {
  loaded: boolean;
  stored: PhoneData;
  /** The stored data with the waiting writes laid over it: what every screen shows. */
  data: PhoneData;
  outbox: OutboxItem[];
  refused: RefusedItem[];
  online: boolean;
  refreshing: boolean;
  /** The last refresh's failure, for the status bar ("Could not refresh: …"). */
  refreshError: string | null;
  /** How many writes the server has taken since the app started (screens refetch on it). */
  sent: number;
}

let state: PhoneState = {
  loaded: false,
  stored: EMPTY_DATA,
  data: EMPTY_DATA,
  outbox: [],
  refused: [],
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  refreshing: false,
  refreshError: null,
  sent: 0,
};
const listeners = new Set<() => void>();

function set(patch: Partial<PhoneState>): void {
  state = { ...state, ...patch };
  if (patch.stored || patch.outbox) state = { ...state, data: withPending(state.stored, state.outbox) };
  for (const l of listeners) l();
}

export function getState(): PhoneState {
  return state;
}

export function usePhone(): PhoneState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** The server's clock, as the phone knows it: its own clock moved by the offset of the last snapshot. */
export function serverNow(): Date {
  return new Date(Date.now() + (state.stored.meta?.clockOffsetMs ?? 0));
}

/** Set once a snapshot arrived in this run: the kept data, read later, must not replace it. */
let freshArrived = false;

/**
 * The app's start: the waiting writes first (small), then the snapshot is asked for while the
 * kept data is read, so the screen shows what the phone has at once and the server's answer as
 * soon as it comes, whichever is first (bench:phone-app measures both).
 */
export async function start(): Promise<void> {
  const d = await db();
  const [outbox, refused] = await Promise.all([d.getAll('outbox'), d.getAll('refused')]);
  set({ outbox, refused });
  const fresh = refresh();
  const kept = await readData();
  if (!freshArrived) set({ loaded: true, stored: kept });
  await fresh;
}

/** Sends what waits, then replaces the kept data with a fresh snapshot. */
export async function refresh(): Promise<void> {
  if (!readSession() || state.refreshing) return;
  set({ refreshing: true });
  try {
    await flush();
    const snapshot = await api<PhoneSnapshot>('/api/phone/snapshot');
    const stored = snapshotData(snapshot, Date.now());
    freshArrived = true;
    // Drawn from memory at once; kept on the phone behind it.
    set({ loaded: true, stored, refreshError: null, online: true });
    await saveData(stored);
  } catch (error) {
    const offline = error instanceof PhoneApiError && error.status === 0;
    set({ refreshError: offline ? null : (error as Error).message, online: !offline });
  } finally {
    set({ refreshing: false });
  }
}

/** Queues a write with a fresh Idempotency-Key, shows it at once, and sends it when it can. */
export async function enqueue(write: OutboxWrite): Promise<void> {
  const session = readSession();
  if (!session) return;
  const item: OutboxItem = { key: newIdempotencyKey(), write, madeAt: Date.now(), userId: session.user._id };
  const seq = await (await db()).add('outbox', item);
  set({ outbox: [...state.outbox, { ...item, seq }] });
  void flush();
}

/** Walk-ins added offline, by the phone's own id, and the id the server gave them once sent. */
const serverLeadIds = new Map<string, string>();

/** The lead's id now: a walk-in's local id becomes the server's once it is sent. */
export function leadIdNow(id: string): string {
  return serverLeadIds.get(id) ?? id;
}

/** The server's words would say the lead does not exist; here the call itself was kept. */
const CALL_OUTCOME_NOT_LOGGED =
  'The call is in your call history, but its outcome and next follow-up were not logged: the lead is no longer yours.';

let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 30_000;

/** Sends the outbox in order; one sender at a time. */
export function flush(): Promise<void> {
  flushing ??= sendAll().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendAll(): Promise<void> {
  clearTimeout(retryTimer);
  const session = readSession();
  if (!session) return;
  const d = await db();
  for (;;) {
    const item = state.outbox.find((i) => i.userId === session.user._id);
    if (!item || item.seq === undefined) return;
    const req = requestOf(item.write, (id) => state.stored.leads.find((l) => l._id === id)?.mobile, item.key);
    let status: number;
    let answer: unknown = null;
    let message = '';
    try {
      let form: FormData | undefined;
      if (item.write.kind === 'photo') {
        form = new FormData();
        form.append('file', item.write.photo, item.write.fileName);
      }
      answer = await api(req.path, {
        method: req.method,
        body: req.body,
        form,
        headers: { 'Idempotency-Key': item.key },
      });
      status = 200;
    } catch (error) {
      status = error instanceof PhoneApiError ? error.status : 0;
      message = (error as Error).message;
    }
    // A call is kept by the server even on a lead no longer the member's, but its outcome is not
    // logged there: that part was not applied, and the executive must see it (decision 212).
    if (item.write.kind === 'call' && ((answer as { outcomesNotLogged?: number } | null)?.outcomesNotLogged ?? 0) > 0) {
      status = 404;
      message = CALL_OUTCOME_NOT_LOGGED;
    }
    const verdict = sendVerdict(status);
    if (verdict === 'retry') {
      set({ online: status !== 0 ? state.online : false });
      retryTimer = setTimeout(() => void flush(), RETRY_MS);
      return;
    }
    if (verdict === 'signedOut') return;
    set({ online: true });
    // The outbox is read again when it is set: the executive may have queued more meanwhile.
    const without = () => state.outbox.filter((i) => i.seq !== item.seq);
    if (verdict === 'done') {
      let stored = applyWrite(state.stored, item);
      const made = (answer as { lead?: { _id?: string } } | null)?.lead?._id;
      let follow = (outbox: OutboxItem[]) => outbox;
      if (item.write.kind === 'lead' && made) {
        // The lead made offline now has the server's id: later writes queued on it follow.
        const localId = item.write.localId;
        serverLeadIds.set(localId, made);
        stored = { ...stored, leads: stored.leads.map((l) => (l._id === localId ? { ...l, _id: made } : l)) };
        follow = (outbox) =>
          outbox.map((i) =>
            'leadId' in i.write && i.write.leadId === localId ? { ...i, write: { ...i.write, leadId: made } } : i,
          );
        await Promise.all(follow(without()).map((i) => d.put('outbox', i)));
      }
      await d.delete('outbox', item.seq);
      await saveData(stored);
      set({ stored, outbox: follow(without()), sent: state.sent + 1 });
    } else {
      const w = item.write;
      const leadName =
        w.kind === 'lead' ? w.name : (state.data.leads.find((l) => 'leadId' in w && l._id === w.leadId)?.name ?? null);
      const refused: RefusedItem = { ...item, status, message, leadName };
      const tx = d.transaction(['outbox', 'refused'], 'readwrite');
      await Promise.all([tx.objectStore('outbox').delete(item.seq), tx.objectStore('refused').put(refused), tx.done]);
      set({ outbox: without(), refused: [...state.refused, refused] });
    }
  }
}

export async function dismissRefused(seq: number): Promise<void> {
  await (await db()).delete('refused', seq);
  set({ refused: state.refused.filter((r) => r.seq !== seq) });
}

export function setOnline(online: boolean): void {
  set({ online });
}

/** Sign-out forgets everything the phone kept for this member, the waiting writes too. */
export async function forgetAll(): Promise<void> {
  await clearAll();
  freshArrived = false;
  set({ stored: EMPTY_DATA, outbox: [], refused: [], refreshError: null });
}
