import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * Title of the error toast when this mutation fails. Leave it out where the screen shows the
       * failure itself (a form's alert), so a person reads each error once.
       */
      errorTitle?: string;
    };
    queryMeta: {
      /** A background poll (the sidebar counts): a failure keeps the last answer and says nothing. */
      silent?: boolean;
    };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change on its own; a network failure might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A 401 already ended the session and the session handler said so; a second toast would repeat it. */
export function isSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Screens also show an inline error with Retry.
        if (!isSessionEnd(error) && !query.meta?.silent) notifyError(error, 'Could not load data');
      },
    }),
    // The one place a failed action becomes a toast: callers catch nothing but what they show themselves.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const title = mutation.meta?.errorTitle;
        if (title && !isSessionEnd(error)) notifyError(error, title);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
