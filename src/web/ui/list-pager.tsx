import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListPagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Left of the pages; 'Page X of Y' unless given. `false` shows only the pages, centred, and only when there are several. */
  summary?: ReactNode | false;
}

/** The footer of a list page: a summary line and the page buttons (aria-label "Pages"). */
export function ListPager({ page, pages, onChange, summary }: ListPagerProps) {
  const total = Math.max(pages, 1);
  // Mantine reports a click on the current page too; going "there" again would only add a history entry.
  const pager =
    total > 1 ? (
      <Pagination total={total} value={page} onChange={(next) => next !== page && onChange(next)} aria-label="Pages" />
    ) : null;
  if (summary === false)
    return pager ? (
      <Group justify="center" mt="md">
        {pager}
      </Group>
    ) : null;
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {summary ?? `Page ${page} of ${total}`}
      </Text>
      {pager}
    </Group>
  );
}
