import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client';

const ModalsHost = lazy(() => import('./modals-host').then((m) => ({ default: m.ModalsHost })));

/**
 * What only signed-in screens use: the query cache and the modals host. A lazy route, so the
 * signed-out screens load neither (decision 070). Each sign-in mounts a fresh layout and so a fresh
 * cache: one person's data never shows to the next on a shared computer.
 */
export function SignedInLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Suspense fallback={null}>
        <ModalsHost />
      </Suspense>
    </QueryClientProvider>
  );
}
