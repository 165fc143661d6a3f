import { useTranslation } from 'react-i18next';
import { indiaTime } from '../lib/format';
import { usePhone } from '../lib/store';
import { navigate } from './router';

/** Always on screen: offline or not, "N changes waiting", the writes the server refused. */
export function StatusBar() {
  const { t } = useTranslation();
  const s = usePhone();
  const waiting = s.outbox.length;
  const updated = s.stored.meta ? new Date(s.stored.meta.receivedAt + s.stored.meta.clockOffsetMs).toISOString() : null;
  return (
    <div className={`status${s.online ? '' : ' offline'}`} role="status" aria-live="polite" data-testid="status-bar">
      {!s.online && <span>{t('status.offline')}</span>}
      {waiting > 0 && (
        <span className="waiting" data-testid="waiting">
          {t('status.waiting', { count: waiting })}
        </span>
      )}
      {s.refused.length > 0 && (
        <button type="button" className="refused" onClick={() => navigate({ name: 'more' })}>
          {t('status.notApplied', { count: s.refused.length })}
        </button>
      )}
      {s.online && s.refreshing && <span>{t('status.refreshing')}</span>}
      {s.online && !s.refreshing && s.refreshError && (
        <span>{t('status.refreshFailed', { message: s.refreshError })}</span>
      )}
      {s.online && !s.refreshing && !s.refreshError && waiting === 0 && updated && (
        <span>{t('status.updated', { time: indiaTime(updated) })}</span>
      )}
    </div>
  );
}
