import type { SessionUser } from '../../domain/schemas/auth';

/**
 * Where the session lives in the browser: the token and the user are written to both
 * localStorage and sessionStorage on login, and removed from both on logout. Only localStorage is
 * read back when the app starts.
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

function stores(): Storage[] {
  const found: Storage[] = [];
  try {
    found.push(window.localStorage);
  } catch {
    // Storage can be blocked by the browser; the session then lasts only in memory.
  }
  try {
    found.push(window.sessionStorage);
  } catch {
    // As above.
  }
  return found;
}

export function saveStoredSession(session: StoredSession): void {
  const user = JSON.stringify(session.user);
  for (const store of stores()) {
    try {
      store.setItem(TOKEN_KEY, session.token);
      store.setItem(USER_KEY, user);
    } catch {
      // Quota or privacy mode: ignore, the in-memory session still works.
    }
  }
}

export function saveStoredUser(user: SessionUser): void {
  for (const store of stores()) {
    try {
      if (store.getItem(TOKEN_KEY)) store.setItem(USER_KEY, JSON.stringify(user));
    } catch {
      // See above.
    }
  }
}

export function clearStoredSession(): void {
  for (const store of stores()) {
    try {
      store.removeItem(TOKEN_KEY);
      store.removeItem(USER_KEY);
    } catch {
      // See above.
    }
  }
}

/**
 * The token saved in localStorage, when a user was saved beside it. The stored user is not read
 * back: GET /api/auth/me answers with the server's copy before any screen uses it, and leaving it
 * unparsed keeps zod out of the first screen's JavaScript (decision 070).
 */
export function readStoredToken(): string | null {
  try {
    const token = window.localStorage.getItem(TOKEN_KEY);
    return token && window.localStorage.getItem(USER_KEY) ? token : null;
  } catch {
    return null;
  }
}
