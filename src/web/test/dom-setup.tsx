import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type ReactNode, useState } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ModalsHost } from '../app/modals-host';
import { createQueryClient } from '../lib/query-client';

/**
 * For web tests in jsdom: the API is mocked at the HTTP boundary (MSW), the screen gets the app's own
 * query client (so the mutation cache's toasts run), Mantine, modals and toasts.
 */
export const server = setupServer(
  // Every phone number asks once whether "Call via office line" is offered (ui/phone-link.tsx); off unless a test says so.
  http.get('/api/telephony/status', () => HttpResponse.json({ enabled: false })),
);

// jsdom lacks these; Mantine asks for them.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app calls fetch('/api/…'); Node's fetch needs an absolute URL, the page's origin in a browser.
  const intercepted = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    intercepted(
      typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input,
      init,
    );
});
afterEach(() => {
  cleanup();
  // Mantine keeps toasts in a module-level store; one test's toast must not show in the next.
  notifications.clean();
  server.resetHandlers();
});
afterAll(() => server.close());

export function AppTestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Notifications />
        {children}
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
