import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/**
 * Opens a Mantine select and clicks one of its options. The select is its input, or found by its
 * label. The options are looked for in the listbox that input controls, so another open select
 * (or a table cell with the same text) is never clicked by mistake.
 */
export async function choose(select: HTMLElement | string | RegExp, option: string | RegExp): Promise<void> {
  const input = select instanceof HTMLElement ? select : await screen.findByLabelText(select, { selector: 'input' });
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error(`${select instanceof HTMLElement ? 'the list' : select} did not open`);
    return list;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
