import type {
  PhoneFollowUp,
  PhoneLead,
  PhoneProject,
  PhoneSnapshot,
  PhoneTask,
  PhoneVisit,
} from '../../../domain/schemas/phone-app';

/** What the phone keeps of the snapshot besides the lists (IndexedDB store `meta`, key `snapshot`). */
export interface SnapshotMeta {
  now: string;
  today: string;
  user: PhoneSnapshot['user'];
  companyName: string | null;
  whatsappGreeting: string;
  leadsTotal: number;
  /** The server's clock minus the phone's when the snapshot arrived: the app's "now" is the server's. */
  clockOffsetMs: number;
  /** The phone's clock when it arrived (for "updated 5 min ago"). */
  receivedAt: number;
}

/** Everything the screens read, from IndexedDB, with the outbox's changes laid over it. */
export interface PhoneData {
  meta: SnapshotMeta | null;
  leads: PhoneLead[];
  followUps: PhoneFollowUp[];
  visits: PhoneVisit[];
  tasks: PhoneTask[];
  projects: PhoneProject[];
}

export const EMPTY_DATA: PhoneData = { meta: null, leads: [], followUps: [], visits: [], tasks: [], projects: [] };
