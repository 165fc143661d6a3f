/** @vitest-environment jsdom */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/dom-setup';
import { CopyTextButton } from './copy-text-button';

describe('CopyTextButton', () => {
  const original = navigator.clipboard;
  afterEach(() => Object.defineProperty(navigator, 'clipboard', { value: original, configurable: true }));

  it('puts the text on the clipboard and says it did', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <MantineProvider>
        <CopyTextButton value="https://crm.example.in/api/telephony/callback" label="Copy the address" />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(writeText).toHaveBeenCalledWith('https://crm.example.in/api/telephony/callback');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });
});
