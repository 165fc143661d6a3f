import { useTranslation } from 'react-i18next';
import { BackIcon } from './icons';
import { back } from './router';

/** A lead or visit the phone does not hold (reassigned, or not yet refreshed): say so, offer Back. */
export function NotOnPhone() {
  const { t } = useTranslation();
  return (
    <>
      <header className="topbar">
        <button type="button" onClick={back}>
          <BackIcon /> {t('lead.back')}
        </button>
      </header>
      <main>
        <p className="empty">{t('lead.notFound')}</p>
      </main>
    </>
  );
}
