import { createTheme, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense } from 'react';
import { setSessionExpiredHandler } from '../lib/api-client';

const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Modal: {
      defaultProps: { centered: true, overlayProps: { backgroundOpacity: 0.45, blur: 2 } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Tooltip: { defaultProps: { openDelay: 250 } },
    // A badge is a status or a count: never cut to "NEGOT…". Its cell grows to fit it instead
    // (a squeezed table column let Mantine's label ellipsis eat the word, decision 159).
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});

// Set here, not with the query cache, so a stored session the server refuses at start is told too.
// The cache needs no clearing: it belongs to the signed-in layout, which unmounts with the session.
setSessionExpiredHandler(() => {
  notifications.show({
    color: 'yellow',
    title: 'Signed out',
    message: 'Your session has ended. Please log in again.',
  });
});

/**
 * Theme (light only) and toasts top-right for 3 s. The query cache and the modals
 * host are the signed-in layout's (app/signed-in-layout.tsx), so the signed-out screens load neither.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" defaultColorScheme="light">
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      {/* Weeks start on Monday in India; dd/mm/yyyy itself is set by ui/date-field. */}
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1 }}>{children}</DatesProvider>
    </MantineProvider>
  );
}
