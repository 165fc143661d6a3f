import { useTranslation } from 'react-i18next';
import { formatMobile } from '../../../web/lib/format';
import { indiaTime, whenText } from '../../lib/format';
import { isoOf, type OutboxWrite, type RefusedItem } from '../../lib/outbox-rules';
import { dismissRefused, usePhone } from '../../lib/store';

const NOTE_START = 60;

/** The start of a note, so two refused notes on one lead can be told apart. */
function start(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > NOTE_START ? `“${flat.slice(0, NOTE_START).trimEnd()}…”` : `“${flat}”`;
}

/** What the write was, in a line: the outcome, the time, the text — whatever tells it from another. */
function useWhat(): (w: OutboxWrite) => string {
  const { t } = useTranslation();
  const s = usePhone();
  const today = s.stored.meta?.today ?? '';
  return (w) => {
    switch (w.kind) {
      case 'call': {
        const parts = [t(`outcomes.${w.outcome}`), indiaTime(w.startedAt)];
        if (w.nextFollowUpAt) parts.push(t('writes.next', { when: whenText(isoOf(w.nextFollowUpAt), today) }));
        if (w.note) parts.push(start(w.note));
        return parts.join(' · ');
      }
      case 'followUp':
        return t('writes.at', { when: whenText(isoOf(w.dueAt), today) });
      case 'note':
        return start(w.note);
      case 'checkIn':
        return t('writes.at', { when: whenText(w.at, today) });
      case 'photo':
        return w.fileName;
      case 'visitResult':
        return [
          t(`visitStatus.${w.result}`),
          w.interest && t(`interest.${w.interest}`),
          w.feedback && start(w.feedback),
        ]
          .filter(Boolean)
          .join(' · ');
      case 'taskDone':
        return s.data.tasks.find((task) => task._id === w.taskId)?.title ?? '';
      case 'lead':
        return w.note ? start(w.note) : '';
    }
  };
}

/**
 * One write the server refused. A 404 means the lead left the executive (reassigned or deleted):
 * said plainly in their language, with the server's own words kept below for whoever helps them.
 */
export function RefusedCard({ item, name }: { item: RefusedItem; name: string }) {
  const { t } = useTranslation();
  const what = useWhat()(item.write);
  const w = item.write;
  const title =
    w.kind === 'lead'
      ? t('writes.lead', { name: w.name, mobile: formatMobile(w.mobile) })
      : t(`writes.${w.kind}`, { name });
  const gone =
    item.status === 404 ? (w.kind === 'taskDone' && !w.leadId ? t('more.taskGone') : t('more.leadGone')) : null;
  return (
    <li className="card stack" data-testid="refused">
      <strong>{title}</strong>
      {what && <span data-testid="refused-what">{what}</span>}
      <span className="error">{gone ?? item.message}</span>
      {gone && <span className="muted">{item.message}</span>}
      <button type="button" className="btn" onClick={() => item.seq !== undefined && void dismissRefused(item.seq)}>
        {t('more.dismiss')}
      </button>
    </li>
  );
}
