/**
 * A call made from the app: the executive taps Call, the phone's dialler takes the foreground, and
 * when the app is visible again it asks "How did the call go?" with the time it was away (the
 * call's approximate length, sent as measured by the app). Kept in sessionStorage so a tab the
 * phone reloaded meanwhile still asks.
 */
export interface PendingCall {
  leadId: string;
  /** The server's clock when Call was tapped (ISO). */
  startedAt: string;
  /** The phone's clock when the app was hidden; null until it is. */
  hiddenAt: number | null;
  /** Seconds away, once the app is back. */
  awaySeconds: number | null;
}

const KEY = 'estatedesk.m.call';
const listeners = new Set<() => void>();

export function readPendingCall(): PendingCall | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PendingCall) : null;
  } catch {
    return null;
  }
}

function write(call: PendingCall | null): void {
  if (call) sessionStorage.setItem(KEY, JSON.stringify(call));
  else sessionStorage.removeItem(KEY);
  for (const l of listeners) l();
}

export function startCall(leadId: string, startedAt: Date): void {
  write({ leadId, startedAt: startedAt.toISOString(), hiddenAt: null, awaySeconds: null });
}

export function endCall(): void {
  write(null);
}

export function onPendingCall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows the page's visibility: hidden after Call starts the clock, visible again stops it. */
export function watchVisibility(): () => void {
  const onChange = () => {
    const call = readPendingCall();
    if (!call || call.awaySeconds !== null) return;
    if (document.visibilityState === 'hidden' && call.hiddenAt === null) write({ ...call, hiddenAt: Date.now() });
    else if (document.visibilityState === 'visible' && call.hiddenAt !== null) {
      write({ ...call, awaySeconds: Math.max(0, Math.round((Date.now() - call.hiddenAt) / 1000)) });
    }
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
