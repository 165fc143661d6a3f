import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { href, navigate, type Route } from './router';

const TABS = [
  { route: { name: 'home' }, label: 'nav.home' },
  { route: { name: 'tasks' }, label: 'nav.tasks' },
  { route: { name: 'walkIn' }, label: 'nav.walkIn' },
  { route: { name: 'more' }, label: 'nav.more' },
] as const satisfies readonly { route: Route; label: string }[];

/** Links an app would show as tabs; real links, so a long press opens them as a browser would. */
export function BottomNav({ route }: { route: Route }) {
  const { t } = useTranslation();
  return (
    <nav className="nav" aria-label={t('nav.label')}>
      {TABS.map((tab) => (
        <a
          key={tab.route.name}
          href={href(tab.route)}
          aria-current={route.name === tab.route.name ? 'page' : undefined}
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            navigate(tab.route);
          }}
        >
          {t(tab.label)}
        </a>
      ))}
    </nav>
  );
}

/** An in-app link: a plain anchor that moves without reloading. */
export function Link({ to, className, children }: { to: Route; className?: string; children: React.ReactNode }) {
  return (
    <a
      href={href(to)}
      className={className}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
