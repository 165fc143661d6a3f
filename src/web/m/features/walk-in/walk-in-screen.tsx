import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkIndianMobile, normaliseIndianMobile } from '../../../../domain/schemas/common';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { Link } from '../../app/bottom-nav';
import { navigate } from '../../app/router';
import { enqueue, usePhone } from '../../lib/store';

/**
 * A walk-in at the site: a new lead. The mobile is checked against the leads on the phone first;
 * the server's own duplicate check (409, with the lead's owner when it is someone else's) still
 * decides, and its refusal is shown in the not-applied list with its message.
 */
export function WalkInScreen() {
  const { t } = useTranslation();
  const s = usePhone();
  const [error, setError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<{ _id: string; name: string } | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const mobileText = String(form.get('mobile') ?? '');
    setError(null);
    setDuplicate(null);
    if (!name) {
      setError(`${t('walkIn.name')}?`);
      return;
    }
    const checked = checkIndianMobile(mobileText);
    if ('reason' in checked) {
      setError(checked.reason);
      return;
    }
    const mine = s.data.leads.find(
      (l) =>
        l.mobile === checked.mobile ||
        (l.alternateMobile && normaliseIndianMobile(l.alternateMobile) === checked.mobile),
    );
    if (mine) {
      setDuplicate({ _id: mine._id, name: mine.name });
      return;
    }
    const localId = `local-${newIdempotencyKey()}`;
    await enqueue({
      kind: 'lead',
      localId,
      name,
      mobile: checked.mobile,
      email: String(form.get('email') ?? '').trim() || null,
      note: String(form.get('note') ?? '').trim() || null,
    });
    navigate({ name: 'lead', id: localId }, true);
  };

  return (
    <>
      <header className="topbar">
        <h1>{t('walkIn.title')}</h1>
      </header>
      <main>
        <form className="card stack" onSubmit={submit} noValidate>
          <label className="field">
            {t('walkIn.name')}
            <input name="name" autoComplete="off" maxLength={200} required />
          </label>
          <label className="field">
            {t('walkIn.mobile')}
            <input name="mobile" type="tel" inputMode="tel" autoComplete="off" required />
          </label>
          <label className="field">
            {t('walkIn.email')}
            <input name="email" type="email" inputMode="email" autoComplete="off" />
          </label>
          <label className="field">
            {t('walkIn.note')}
            <textarea name="note" maxLength={1000} />
          </label>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          {duplicate && (
            <p className="error" role="alert">
              {t('walkIn.duplicate', { name: duplicate.name })}{' '}
              <Link to={{ name: 'lead', id: duplicate._id }}>{t('walkIn.open')}</Link>
            </p>
          )}
          <button type="submit" className="btn primary block">
            {t('walkIn.save')}
          </button>
        </form>
      </main>
    </>
  );
}
