import { useSyncExternalStore } from 'react';

/**
 * A router of a few lines for five screens under /m/ (react-router would add ~15 KB gz to a first
 * load budgeted at 120 KB; decision 211). Paths are real URLs, so a reload and the service
 * worker's navigation fallback land on the same screen.
 */
export const BASE = '/m';

export type Route =
  | { name: 'home' }
  | { name: 'lead'; id: string }
  | { name: 'visit'; id: string }
  | { name: 'tasks' }
  | { name: 'walkIn' }
  | { name: 'more' };

export function parse(pathname: string): Route {
  const path = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  const [, first, second] = path.split('/');
  if (first === 'lead' && second) return { name: 'lead', id: decodeURIComponent(second) };
  if (first === 'visit' && second) return { name: 'visit', id: decodeURIComponent(second) };
  if (first === 'tasks') return { name: 'tasks' };
  if (first === 'walk-in') return { name: 'walkIn' };
  if (first === 'more') return { name: 'more' };
  return { name: 'home' };
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return `${BASE}/`;
    case 'lead':
      return `${BASE}/lead/${encodeURIComponent(route.id)}`;
    case 'visit':
      return `${BASE}/visit/${encodeURIComponent(route.id)}`;
    case 'tasks':
      return `${BASE}/tasks`;
    case 'walkIn':
      return `${BASE}/walk-in`;
    case 'more':
      return `${BASE}/more`;
  }
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

export function navigate(route: Route, replace = false): void {
  const url = href(route);
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  window.scrollTo(0, 0);
  notify();
}

export function back(): void {
  if (history.length > 1) history.back();
  else navigate({ name: 'home' }, true);
}

export function useRoute(): Route {
  const path = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => location.pathname,
  );
  return parse(path);
}
