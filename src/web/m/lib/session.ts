/** The signed-in member, kept until sign-out or a 401 (the token revoked). */
export interface PhoneSession {
  token: string;
  user: { _id: string; name: string; role: number; email?: string };
}

// Its own key: signing out of the office app in the same browser does not sign the phone app out.
const KEY = 'estatedesk.m.session';

export function readSession(): PhoneSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PhoneSession) : null;
  } catch {
    return null;
  }
}

export function saveSession(session: PhoneSession): void {
  localStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
}
