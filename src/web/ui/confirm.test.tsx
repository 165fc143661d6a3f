/** @vitest-environment jsdom */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalsHost } from '../app/modals-host';
import '../test/dom-setup';
import { confirmAction } from './confirm';

function Page({ withHost }: { withHost: boolean }) {
  const [answer, setAnswer] = useState('none');
  const ask = async () =>
    setAnswer(String(await confirmAction({ title: 'Move to Recycle Bin', message: 'Move it?', confirmLabel: 'Move' })));
  return (
    <MantineProvider>
      <button type="button" onClick={() => void ask()}>
        Ask
      </button>
      <p>answer {answer}</p>
      {withHost ? <ModalsHost /> : null}
    </MantineProvider>
  );
}

describe('confirmAction', () => {
  // The host is lazy: a click on a page that has just loaded comes before it listens (e2e/leads.spec.ts).
  it('asks a question put before the modals host listens, once the host is there', async () => {
    const { rerender } = render(<Page withHost={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Move it?')).toBeNull();
    rerender(<Page withHost />);
    expect(await screen.findByText('Move it?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.getByText('answer true')).toBeTruthy());
  });
});
