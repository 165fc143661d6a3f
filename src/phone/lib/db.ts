import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { PhoneSnapshot } from '../../domain/schemas/phone-app';
import type { OutboxItem, RefusedItem } from './outbox-rules';
import { EMPTY_DATA, type PhoneData, type SnapshotMeta } from './phone-data';

/** One row of a lead's timeline as the server sends it (GET /api/lead/getActivitiesByLeadId/:id). */
export interface TimelineRow {
  _id: string;
  kind: string;
  at: string;
  by: { name: string };
  payload: { summary: string };
}

interface PhoneDb extends DBSchema {
  /**
   * Everything the snapshot gave, with the writes the server took laid over it, as one JSON text
   * under the key `current`: the app always reads and replaces it whole, and one string is read
   * and written far faster than 2,000 records cloned one by one (bench:phone-app).
   */
  data: { key: string; value: string };
  timelines: { key: string; value: { leadId: string; rows: TimelineRow[]; fetchedAt: number } };
  outbox: { key: number; value: OutboxItem };
  refused: { key: number; value: RefusedItem };
}

/** The stores of version 1, which kept each lead, follow-up, visit and task as a record. */
const VERSION_1_STORES = ['meta', 'leads', 'followUps', 'visits', 'tasks', 'projects'] as const;
let opened: Promise<IDBPDatabase<PhoneDb>> | null = null;

/** The phone's own database (issue 29): the kept data, the timelines read, the outbox. */
export function db(): Promise<IDBPDatabase<PhoneDb>> {
  opened ??= openDB<PhoneDb>('estatedesk-m', 2, {
    upgrade(d, oldVersion) {
      if (oldVersion < 1) {
        d.createObjectStore('timelines', { keyPath: 'leadId' });
        d.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        d.createObjectStore('refused', { keyPath: 'seq' });
      }
      // Version 1's per-record data goes; the next refresh fills the one record (the outbox stays).
      const old = d as unknown as IDBPDatabase;
      for (const store of VERSION_1_STORES) if (old.objectStoreNames.contains(store)) old.deleteObjectStore(store);
      d.createObjectStore('data');
    },
  });
  return opened;
}

export async function readData(): Promise<PhoneData> {
  const text = await (await db()).get('data', 'current');
  return text ? (JSON.parse(text) as PhoneData) : EMPTY_DATA;
}

/** What a fresh snapshot gives the screens: its lists in the server's order, and its meta. */
export function snapshotData(s: PhoneSnapshot, receivedAt: number): PhoneData {
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
  return { meta, leads: s.leads, followUps: s.followUps, visits: s.visits, tasks: s.tasks, projects: s.projects };
}

/** Keeps the data on the phone, replacing what was kept. */
export async function saveData(data: PhoneData): Promise<void> {
  await (await db()).put('data', JSON.stringify(data), 'current');
}

export async function clearAll(): Promise<void> {
  const d = await db();
  const stores = ['data', 'timelines', 'outbox', 'refused'] as const;
  const tx = d.transaction([...stores], 'readwrite');
  await Promise.all([...stores.map((s) => tx.objectStore(s).clear()), tx.done]);
}
