/** @vitest-environment jsdom */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/dom-setup';
import { ListPager } from './list-pager';

const renderPager = (props: Parameters<typeof ListPager>[0]) =>
  render(
    <MantineProvider>
      <ListPager {...props} />
    </MantineProvider>,
  );

describe('ListPager', () => {
  it('says which page is shown and moves to another, never to the one already shown', () => {
    const onChange = vi.fn();
    renderPager({ page: 2, pages: 3, onChange });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    const pages = screen.getByLabelText('Pages');
    fireEvent.click(within(pages, '2'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(pages, '3'));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows no page buttons for a single page, and nothing at all without a summary', () => {
    const { unmount } = renderPager({ page: 1, pages: 0, onChange: () => {} });
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.queryByLabelText('Pages')).toBeNull();
    unmount();
    renderPager({ page: 1, pages: 1, onChange: () => {}, summary: false });
    expect(screen.queryByText(/Page/)).toBeNull();
    expect(screen.queryByLabelText('Pages')).toBeNull();
  });
});

function within(root: HTMLElement, name: string) {
  const button = [...root.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no page button ${name}`);
  return button;
}
