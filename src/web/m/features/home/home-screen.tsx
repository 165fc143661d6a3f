import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUEUE_KINDS,
  type QueueEntry,
  type QueueKind,
  spanParts,
  todayQueue,
} from '../../../../domain/phone/today-queue';
import { navigate } from '../../app/router';
import { whenText } from '../../lib/format';
import { refresh, serverNow, usePhone } from '../../lib/store';

const TITLES: Record<QueueKind, string> = {
  overdue: 'home.overdue',
  followUp: 'home.followUp',
  visit: 'home.visit',
  fresh: 'home.fresh',
  task: 'home.task',
};
/** How far to pull before letting go refreshes. */
const PULL_PX = 70;

function useSpan() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const { value, unit } = spanParts(minutes);
    return unit === 'd' ? t('span.d', { count: value }) : t(`span.${unit}`, { value });
  };
}

function EntryRow({ entry, today }: { entry: QueueEntry; today: string }) {
  const { t } = useTranslation();
  const span = useSpan();
  if (entry.kind === 'task') {
    return (
      <button type="button" className="row" onClick={() => navigate({ name: 'tasks' })}>
        <span className="main">
          <span className="name">{entry.task.title}</span>
          {entry.task.lead && <span className="sub"> · {entry.task.lead.name}</span>}
        </span>
        <span className={`side${entry.lateMinutes > 0 ? ' late' : ''}`}>
          {entry.lateMinutes > 0
            ? t('home.late', { span: span(entry.lateMinutes) })
            : whenText(entry.task.dueAt, today)}
        </span>
      </button>
    );
  }
  const { lead } = entry;
  const side =
    entry.kind === 'overdue' ? (
      <span className="side late">{t('home.late', { span: span(entry.lateMinutes) })}</span>
    ) : entry.kind === 'followUp' ? (
      <span className="side">{t('home.at', { time: whenText(entry.followUp.dueAt, today) })}</span>
    ) : entry.kind === 'visit' ? (
      <span className="side">{t('home.at', { time: whenText(entry.visit.at, today) })}</span>
    ) : (
      <span className="side">{t('home.age', { span: span(entry.ageMinutes) })}</span>
    );
  const sub = entry.kind === 'visit' ? entry.visit.project : (lead.projectName ?? lead.project ?? lead.mobile);
  return (
    <button
      type="button"
      className="row"
      data-testid="queue-row"
      onClick={() =>
        navigate(entry.kind === 'visit' ? { name: 'visit', id: entry.visit._id } : { name: 'lead', id: lead._id })
      }
    >
      <span className="main">
        <span className="name">{lead.name}</span>
        <br />
        <span className="sub">{sub}</span>
      </span>
      {side}
    </button>
  );
}

/** The server's minute, ticking: how late and how old read right while the screen stays open. */
function useMinute(): number {
  const [minute, setMinute] = useState(() => Math.floor(serverNow().getTime() / 60_000));
  useEffect(() => {
    const timer = setInterval(() => setMinute(Math.floor(serverNow().getTime() / 60_000)), 15_000);
    return () => clearInterval(timer);
  }, []);
  return minute;
}

/** Today's queue in the order the executive works it, with the counts; pull down to refresh. */
export function HomeScreen() {
  const { t } = useTranslation();
  const s = usePhone();
  const minute = useMinute();
  const queue = useMemo(() => todayQueue(s.data, new Date(minute * 60_000)), [s.data, minute]);
  const today = s.stored.meta?.today ?? '';
  const [pull, setPull] = useState(0);
  const startY = useRef<number | null>(null);

  const onTouchStart = (e: React.TouchEvent) => {
    startY.current = window.scrollY === 0 ? (e.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (e: React.TouchEvent) => {
    if (startY.current === null) return;
    setPull(Math.max(0, Math.min(120, (e.touches[0]?.clientY ?? 0) - startY.current)));
  };
  const onTouchEnd = () => {
    if (pull >= PULL_PX) void refresh();
    startY.current = null;
    setPull(0);
  };

  const groups = QUEUE_KINDS.map((kind) => ({ kind, entries: queue.entries.filter((e) => e.kind === kind) }));
  const meta = s.stored.meta;
  return (
    <>
      <header className="topbar">
        <h1>{t('home.title')}</h1>
        <button type="button" onClick={() => void refresh()} disabled={s.refreshing}>
          {t('home.refresh')}
        </button>
      </header>
      <main onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
        <div className="pull" style={{ height: pull / 2 }} aria-hidden="true">
          {t('home.pullHint')}
        </div>
        <div className="counts" data-testid="counts">
          {QUEUE_KINDS.map((kind) => (
            <div key={kind} className={kind === 'overdue' && queue.counts.overdue > 0 ? 'red' : undefined}>
              <b>{queue.counts[kind]}</b>
              {t(TITLES[kind])}
            </div>
          ))}
        </div>
        {!meta && s.loaded && !s.refreshing && <p className="empty">{t('home.noData')}</p>}
        {meta && queue.entries.length === 0 && <p className="empty">{t('home.empty')}</p>}
        {groups
          .filter((g) => g.entries.length > 0)
          .map((g) => (
            <section key={g.kind} aria-label={t(TITLES[g.kind])}>
              <h2 className="section-title">
                {t(TITLES[g.kind])}
                <span className={`count${g.kind === 'overdue' ? ' red' : ''}`}>{g.entries.length}</span>
              </h2>
              {g.entries.map((e) => (
                <EntryRow
                  key={e.kind === 'task' ? e.task._id : e.kind === 'visit' ? e.visit._id : `${e.kind}-${e.lead._id}`}
                  entry={e}
                  today={today}
                />
              ))}
            </section>
          ))}
        {meta && meta.leadsTotal > s.stored.leads.length && (
          <p className="muted">{t('home.leadsOver', { shown: s.stored.leads.length, total: meta.leadsTotal })}</p>
        )}
      </main>
    </>
  );
}
