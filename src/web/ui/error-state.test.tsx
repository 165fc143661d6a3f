/** @vitest-environment jsdom */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import '../test/dom-setup';
import { ErrorState } from './error-state';

const inMantine = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('ErrorState', () => {
  it('offers Retry for a failure that may pass', () => {
    inMantine(<ErrorState error={new ApiError(500, 'Something went wrong.', 'INTERNAL')} onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('offers no Retry when the record is not there or not yours to see', () => {
    for (const status of [403, 404]) {
      const { unmount } = inMantine(
        <ErrorState error={new ApiError(status, 'That lead does not exist.', 'NOT_FOUND')} onRetry={vi.fn()} />,
      );
      expect(screen.getByText('That lead does not exist.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      unmount();
    }
  });
});
