import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

interface TestResultAlertProps<R extends { ok: boolean }> {
  /** The test's mutation: the request failed (`error`), or the server answered `data`. */
  test: { isError: boolean; error: unknown; data?: R | undefined };
  /** The answer's title when it worked and when it did not, e.g. "Sent" / "Not sent". */
  titles: { ok: string; failed: string };
  /** What the answer says: the server's message and whatever else it carries. */
  children: (result: R) => ReactNode;
}

/**
 * What a settings screen's "test" button got back: a request that failed is an alert; an answer is
 * green when it worked and an alert (read out at once) when it did not, with the answer's own words.
 */
export function TestResultAlert<R extends { ok: boolean }>({ test, titles, children }: TestResultAlertProps<R>) {
  const result = test.data;
  return (
    <>
      {test.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(test.error)}
        </Alert>
      ) : null}
      {result ? (
        <Alert
          color={result.ok ? 'green' : 'red'}
          variant="light"
          icon={result.ok ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
          role={result.ok ? 'status' : 'alert'}
          title={result.ok ? titles.ok : titles.failed}
        >
          {children(result)}
        </Alert>
      ) : null}
    </>
  );
}
