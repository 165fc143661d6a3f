import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, PhoneApiError } from '../../lib/api';
import { type PhoneSession, saveSession } from '../../lib/session';

/** POST /api/auth/login-email; the token is kept until sign-out or a 401 (decision 211). */
export function SignInScreen({ onSignedIn }: { onSignedIn: (s: PhoneSession) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const session = await api<PhoneSession>('/api/auth/login-email', {
        method: 'POST',
        auth: false,
        body: { email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') },
      });
      saveSession({ token: session.token, user: session.user });
      onSignedIn(session);
    } catch (err) {
      setError(err instanceof PhoneApiError && err.status === 0 ? t('signIn.offline') : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="signin">
      <div className="logo">
        <img src="/m/icons/icon-192.png" alt="" width={44} height={44} />
        {t('appName')}
      </div>
      <form className="stack card" onSubmit={submit} noValidate>
        <h1>{t('signIn.title')}</h1>
        <label className="field">
          {t('signIn.email')}
          <input name="email" type="email" autoComplete="username" inputMode="email" required />
        </label>
        <label className="field">
          {t('signIn.password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button className="btn primary block" type="submit" disabled={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
