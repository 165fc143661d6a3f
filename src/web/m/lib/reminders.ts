import { REMINDER_LEAD_MINUTES } from '../../../domain/phone/limits';
import type { PhoneData } from './phone-data';

/**
 * Reminders while the app is open or installed (issue 29): a follow-up due within
 * REMINDER_LEAD_MINUTES raises one notification, through the service worker when there is one
 * (Android Chrome shows only those), with no outside push service. Permission is asked from a
 * button on the More screen, never on load.
 */
const SHOWN_KEY = 'estatedesk.m.reminded';

export function notificationsSupported(): boolean {
  return typeof Notification !== 'undefined';
}

/** The follow-ups to remind about now: due within the lead time and not yet past, not yet reminded. */
export function dueReminders(data: PhoneData, now: Date, shown: ReadonlySet<string>) {
  const until = now.getTime() + REMINDER_LEAD_MINUTES * 60_000;
  const names = new Map(data.leads.map((l) => [l._id, l.name]));
  return data.followUps
    .filter((f) => {
      const due = Date.parse(f.dueAt);
      return due > now.getTime() && due <= until && !shown.has(`${f._id}@${f.dueAt}`) && names.has(f.leadId);
    })
    .map((f) => ({ id: `${f._id}@${f.dueAt}`, leadId: f.leadId, name: names.get(f.leadId) ?? '', dueAt: f.dueAt }));
}

function readShown(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(SHOWN_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

export async function remind(
  data: PhoneData,
  now: Date,
  text: (r: { name: string; dueAt: string }) => { title: string; body: string },
): Promise<void> {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  const shown = readShown();
  const due = dueReminders(data, now, shown);
  if (due.length === 0) return;
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration('/m/') : undefined;
  for (const r of due) {
    const { title, body } = text(r);
    const options = { body, tag: r.id, icon: '/m/icons/icon-192.png', data: { url: `/m/lead/${r.leadId}` } };
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
    shown.add(r.id);
  }
  // Only the last day's worth is kept.
  localStorage.setItem(SHOWN_KEY, JSON.stringify([...shown].slice(-200)));
}
