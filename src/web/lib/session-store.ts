import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../domain/schemas/auth';
import { clearStoredSession, readStoredToken, saveStoredSession, saveStoredUser } from './session-storage';

/**
 * The in-memory session, shared by the API client (which needs the token) and the screens (which
 * need the user). `checking` means a stored token was found and the server has not confirmed it
 * yet (nor sent the user); the app shows a full-page spinner meanwhile.
 */
export type SessionState =
  | { status: 'checking'; token: string; user: null }
  | { status: 'authenticated'; token: string; user: SessionUser }
  | { status: 'anonymous'; token: null; user: null; endedBy: 'logout' | 'expired' | null };

const anonymous = { status: 'anonymous', token: null, user: null, endedBy: null } as const;

function initialState(): SessionState {
  const token = readStoredToken();
  return token ? { status: 'checking', token, user: null } : anonymous;
}

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The signed-in user; only for screens rendered behind the session guard. */
export function useSessionUser(): SessionUser {
  const session = useSession();
  if (!session.user) throw new Error('useSessionUser needs a signed-in user');
  return session.user;
}

export function startSession(token: string, user: SessionUser): void {
  saveStoredSession({ token, user });
  emit({ status: 'authenticated', token, user });
}

/** The server confirmed the stored session; keep its fresh copy of the user. */
export function confirmSession(user: SessionUser): void {
  if (!state.token) return;
  saveStoredUser(user);
  emit({ status: 'authenticated', token: state.token, user });
}

/** `logout` when the person chose to leave (no page to come back to), `expired` when the server ended it. */
export function endSession(endedBy: 'logout' | 'expired' = 'expired'): void {
  clearStoredSession();
  if (state.status !== 'anonymous') emit({ ...anonymous, endedBy });
}
