import { createTheme, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { setSessionExpiredHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';

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
  },
});

/** Theme (light only), toasts top-right for 3 s (DESIGN.md §7), modals, and the query cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    setSessionExpiredHandler(() => {
      client.clear();
      notifications.show({
        color: 'yellow',
        title: 'Signed out',
        message: 'Your session has ended. Please log in again.',
      });
    });
    return client;
  });

  return (
    <MantineProvider theme={theme} forceColorScheme="light" defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" autoClose={3000} />
        {/* Weeks start on Monday in India; dd/mm/yyyy itself is set by ui/date-field. */}
        <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1 }}>
          <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{children}</ModalsProvider>
        </DatesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
