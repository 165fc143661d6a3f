/** @vitest-environment jsdom */
import { MantineProvider, Text } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/dom-setup';
import { ApiError } from '../lib/api-client';
import { TestResultAlert } from './test-result-alert';

type Answer = { ok: boolean; message: string };
const titles = { ok: 'Connected', failed: 'Not connected' };

const renderAlert = (test: { isError: boolean; error: unknown; data?: Answer }) =>
  render(
    <MantineProvider>
      <TestResultAlert test={test} titles={titles}>
        {(result) => <Text>{result.message}</Text>}
      </TestResultAlert>
    </MantineProvider>,
  );

describe('TestResultAlert', () => {
  it('says nothing before the test has run', () => {
    renderAlert({ isError: false, error: null });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a working answer as a status with its own words', () => {
    renderAlert({ isError: false, error: null, data: { ok: true, message: 'The provider answered 200.' } });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Connected');
    expect(status.textContent).toContain('The provider answered 200.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads out a refusal at once, and a request that failed with its sentence', () => {
    const { unmount } = renderAlert({
      isError: false,
      error: null,
      data: { ok: false, message: '535 Authentication failed' },
    });
    const refused = screen.getByRole('alert');
    expect(refused.textContent).toContain('Not connected');
    expect(refused.textContent).toContain('535 Authentication failed');
    unmount();

    renderAlert({ isError: true, error: new ApiError(403, 'Only an administrator may test this.', 'FORBIDDEN') });
    expect(screen.getByRole('alert').textContent).toBe('Only an administrator may test this.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
