import { Text, type TextProps, Tooltip } from '@mantine/core';
import { useState } from 'react';

interface CellTextProps extends Omit<TextProps, 'children' | 'lineClamp'> {
  children: string | null | undefined;
  /** Widest the text may grow before it wraps (px). */
  maw?: number;
  /** Lines shown before the text is cut with an ellipsis. */
  lines?: number;
  /** Shown, dimmed, when there is no text. */
  empty?: string;
}

/**
 * Long free text in a table cell (names, addresses, notes): wraps (a word longer than the cell is
 * broken), stops after `lines` lines, and shows the whole text in a tooltip only when it was cut.
 */
export function CellText({ children, maw = 220, lines = 2, empty = '—', size = 'sm', ...props }: CellTextProps) {
  const [open, setOpen] = useState(false);
  if (!children) {
    return (
      <Text size={size} c="dimmed" {...props}>
        {empty}
      </Text>
    );
  }
  return (
    <Tooltip label={children} opened={open} multiline maw={360} withinPortal>
      <Text
        size={size}
        maw={maw}
        lineClamp={lines}
        style={{ overflowWrap: 'break-word' }}
        // Measured on hover, not on render: whether a cell is cut depends on the laid-out table.
        onMouseEnter={(e) => setOpen(e.currentTarget.scrollHeight > e.currentTarget.clientHeight + 1)}
        onMouseLeave={() => setOpen(false)}
        {...props}
      >
        {children}
      </Text>
    </Tooltip>
  );
}
