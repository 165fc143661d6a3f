import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { notifyError } from './notify';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change on its own; a network failure might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // A 401 already ended the session and said so; screens also show an inline error with Retry.
        if (error instanceof ApiError && error.status === 401) return;
        notifyError(error, 'Could not load data');
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
