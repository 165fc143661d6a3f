import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type {
  PhoneFollowUp,
  PhoneLead,
  PhoneProject,
  PhoneSnapshot,
  PhoneTask,
  PhoneVisit,
} from '../../../domain/schemas/phone-app';
import type { OutboxItem, RefusedItem } from './outbox-rules';
import type { PhoneData, SnapshotMeta } from './phone-data';

/** One row of a lead's timeline as the server sends it (GET /api/lead/getActivitiesByLeadId/:id). */
export interface TimelineRow {
  _id: string;
  kind: string;
  at: string;
  by: { name: string };
  payload: { summary: string };
}

interface PhoneDb extends DBSchema {
  meta: { key: string; value: SnapshotMeta };
  leads: { key: string; value: PhoneLead };
  followUps: { key: string; value: PhoneFollowUp };
  visits: { key: string; value: PhoneVisit };
  tasks: { key: string; value: PhoneTask };
  projects: { key: string; value: PhoneProject };
  timelines: { key: string; value: { leadId: string; rows: TimelineRow[]; fetchedAt: number } };
  outbox: { key: number; value: OutboxItem };
  refused: { key: number; value: RefusedItem };
}

const LISTS = ['leads', 'followUps', 'visits', 'tasks', 'projects'] as const;
let opened: Promise<IDBPDatabase<PhoneDb>> | null = null;

/** The phone's own database (issue 29): the snapshot by kind, the timelines read, the outbox. */
export function db(): Promise<IDBPDatabase<PhoneDb>> {
  opened ??= openDB<PhoneDb>('estatedesk-m', 1, {
    upgrade(d) {
      d.createObjectStore('meta');
      for (const list of LISTS) d.createObjectStore(list, { keyPath: '_id' });
      d.createObjectStore('timelines', { keyPath: 'leadId' });
      d.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      d.createObjectStore('refused', { keyPath: 'seq' });
    },
  });
  return opened;
}

export async function readData(): Promise<PhoneData> {
  const d = await db();
  const tx = d.transaction(['meta', ...LISTS], 'readonly');
  const [meta, leads, followUps, visits, tasks, projects] = await Promise.all([
    tx.objectStore('meta').get('snapshot'),
    tx.objectStore('leads').getAll(),
    tx.objectStore('followUps').getAll(),
    tx.objectStore('visits').getAll(),
    tx.objectStore('tasks').getAll(),
    tx.objectStore('projects').getAll(),
  ]);
  // IndexedDB returns by key; the snapshot's order (most recent first) is kept by assignedAt/createdAt.
  leads.sort((a, b) => Date.parse(b.assignedAt ?? b.createdAt) - Date.parse(a.assignedAt ?? a.createdAt));
  return { meta: meta ?? null, leads, followUps, visits, tasks, projects };
}

/** Replaces everything the phone keeps with a fresh snapshot, in one transaction. */
export async function saveSnapshot(s: PhoneSnapshot, receivedAt: number): Promise<void> {
  const d = await db();
  const tx = d.transaction(['meta', ...LISTS], 'readwrite');
  const meta: SnapshotMeta = {
    now: s.now,
    today: s.today,
    user: s.user,
    companyName: s.companyName,
    whatsappGreeting: s.whatsappGreeting,
    leadsTotal: s.leadsTotal,
    clockOffsetMs: Date.parse(s.now) - receivedAt,
    receivedAt,
  };
  const writes: Promise<unknown>[] = [tx.objectStore('meta').put(meta, 'snapshot')];
  for (const list of LISTS) {
    const store = tx.objectStore(list);
    writes.push(store.clear());
    for (const row of s[list]) writes.push(store.put(row as never));
  }
  await Promise.all([...writes, tx.done]);
}

/** Keeps a write's effect on the stored data once the server has taken it (until the next snapshot). */
export async function saveData(data: PhoneData): Promise<void> {
  const d = await db();
  const tx = d.transaction([...LISTS], 'readwrite');
  const writes: Promise<unknown>[] = [];
  for (const list of LISTS) {
    const store = tx.objectStore(list);
    writes.push(store.clear());
    for (const row of data[list]) writes.push(store.put(row as never));
  }
  await Promise.all([...writes, tx.done]);
}

export async function clearAll(): Promise<void> {
  const d = await db();
  const stores = ['meta', ...LISTS, 'timelines', 'outbox', 'refused'] as const;
  const tx = d.transaction([...stores], 'readwrite');
  await Promise.all([...stores.map((s) => tx.objectStore(s).clear()), tx.done]);
}
