import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMINDER_LEAD_MINUTES } from '../../../domain/schemas/phone-app';
import { api } from '../../lib/api';
import { type Language, savedLanguage, setLanguage } from '../../lib/i18n';
import type { RefusedItem } from '../../lib/outbox-rules';
import { notificationsSupported } from '../../lib/reminders';
import { clearSession, readSession } from '../../lib/session';
import { forgetAll, usePhone } from '../../lib/store';
import { RefusedCard } from './refused-card';

/** Language, reminders, the writes the server refused, and sign-out. */
export function MoreScreen() {
  const { t, i18n } = useTranslation();
  const s = usePhone();
  const session = readSession();
  const [permission, setPermission] = useState(notificationsSupported() ? Notification.permission : 'unsupported');
  const nameOf = (item: RefusedItem) => {
    if (item.leadName) return item.leadName;
    const w = item.write;
    const leadId = 'leadId' in w ? w.leadId : null;
    return s.data.leads.find((l) => l._id === leadId)?.name ?? '';
  };
  const signOut = async () => {
    if (s.outbox.length > 0 && !window.confirm(t('more.signOutWaiting', { count: s.outbox.length }))) return;
    // End the session on the server too, so the token left on the phone opens nothing; offline,
    // the phone still forgets it (the session then ends by its expiry).
    await api('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    await forgetAll();
    clearSession();
    window.dispatchEvent(new Event('estatedesk-session'));
  };

  return (
    <>
      <header className="topbar">
        <h1>{t('more.title')}</h1>
      </header>
      <main>
        {s.refused.length > 0 && (
          <section className="stack" aria-label={t('more.notApplied')}>
            <h2 className="section-title">{t('more.notApplied')}</h2>
            <p className="muted">{t('more.notAppliedHelp')}</p>
            <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {s.refused.map((item) => (
                <RefusedCard key={item.seq} item={item} name={nameOf(item)} />
              ))}
            </ul>
          </section>
        )}
        <section className="card stack">
          <h2>{t('more.language')}</h2>
          <div className="chips">
            {(
              [
                ['en', 'English'],
                ['hi', 'हिन्दी'],
              ] as [Language, string][]
            ).map(([lang, label]) => (
              <button
                key={lang}
                type="button"
                lang={lang}
                className={`btn${(i18n.language || savedLanguage()) === lang ? ' chosen' : ''}`}
                aria-pressed={(i18n.language || savedLanguage()) === lang}
                onClick={() => void setLanguage(lang)}
              >
                {label}
              </button>
            ))}
          </div>
        </section>
        <section className="card stack">
          <h2>{t('more.reminders')}</h2>
          {permission === 'granted' && <p>{t('more.remindersOn', { minutes: REMINDER_LEAD_MINUTES })}</p>}
          {permission === 'denied' && <p className="muted">{t('more.remindersBlocked')}</p>}
          {permission === 'unsupported' && <p className="muted">{t('more.remindersUnsupported')}</p>}
          {permission === 'default' && (
            <button
              type="button"
              className="btn block"
              onClick={() => void Notification.requestPermission().then(setPermission)}
            >
              {t('more.remindersAsk')}
            </button>
          )}
        </section>
        <section className="card stack">
          <p className="muted">{t('more.install')}</p>
          {session && <p>{t('more.signedInAs', { name: session.user.name })}</p>}
          <button type="button" className="btn block danger" onClick={() => void signOut()}>
            {t('more.signOut')}
          </button>
        </section>
      </main>
    </>
  );
}
