import { useEffect, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

const RETRY_DELAY_MS = 1000;

/** Whether the install has no user yet (then the first registration becomes the administrator). */
export async function getSetup(signal?: AbortSignal) {
  const { setupResponseSchema } = await import('../../../../domain/schemas/auth');
  return api.get('/api/auth/setup', setupResponseSchema, signal);
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The setup answer for the signed-out screens, fetched once per visit. These screens run without
 * the query cache (decision 070), so this keeps its manners by hand: one retry after a second for a
 * failure that may pass, then the same toast a failed query shows.
 */
export function useSetup(): { needsFirstUser: boolean } | undefined {
  const [setup, setSetup] = useState<{ needsFirstUser: boolean }>();
  useEffect(() => {
    const controller = new AbortController();
    const attempt = (retries: number): Promise<void> =>
      getSetup(controller.signal).then(setSetup, async (error: unknown) => {
        if (controller.signal.aborted) return;
        if (retries > 0 && !isClientError(error)) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
          if (!controller.signal.aborted) return attempt(retries - 1);
          return;
        }
        notifyError(error, 'Could not load data');
      });
    void attempt(1);
    return () => controller.abort();
  }, []);
  return setup;
}
