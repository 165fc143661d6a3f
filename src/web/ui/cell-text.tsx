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
  /**
   * One line cut mid-word at the cell's edge, for a fixed-width cell (`w`). A one-line clamp stops
   * at the last whole word: "Shrimati…" in a cell with room for three times that.
   */
  edge?: boolean;
}

/**
 * Long free text in a table cell (names, addresses, notes): wraps (a word longer than the cell is
 * broken), stops after `lines` lines (or, with `edge`, is cut at the cell's edge), and shows the
 * whole text in a tooltip only when it was cut.
 */
export function CellText({
  children,
  maw = 220,
  lines = 2,
  empty = '—',
  size = 'sm',
  edge = false,
  ...props
}: CellTextProps) {
  const [open, setOpen] = useState(false);
  if (!children) {
    return (
      <Text size={size} c="dimmed" {...props}>
        {empty}
      </Text>
    );
  }
  const cut = edge
    ? { truncate: 'end' as const }
    : { lineClamp: lines, style: { overflowWrap: 'break-word' as const } };
  return (
    <Tooltip label={children} opened={open} multiline maw={360} withinPortal>
      <Text
        size={size}
        maw={maw}
        {...cut}
        // Measured on hover, not on render: whether a cell is cut depends on the laid-out table.
        onMouseEnter={(e) => {
          const el = e.currentTarget;
          setOpen(el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
        }}
        onMouseLeave={() => setOpen(false)}
        {...props}
      >
        {children}
      </Text>
    </Tooltip>
  );
}
