import { Button, Group, Text } from '@mantine/core';

/** Prev / Next and 'Page X of Y'. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Group justify="center" gap="md" mt="md">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
