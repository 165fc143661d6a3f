import { Kbd, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

// The modal and its query code load on first use, not with the first screen.
const SearchModal = lazy(() => import('./search-modal').then((m) => ({ default: m.SearchModal })));

/** The search box in the header of every signed-in screen; Ctrl+K anywhere, "/" outside a field. */
export function HeaderSearch() {
  const [opened, { open, close }] = useDisclosure(false);
  const [loaded, { open: load }] = useDisclosure(false);
  const show = () => {
    load();
    open();
  };
  useHotkeys([['mod+K', show]], []);
  useHotkeys([['/', show]]);
  return (
    <>
      <UnstyledButton
        onClick={show}
        aria-label="Find anything (Ctrl+K)"
        aria-keyshortcuts="Control+K /"
        px="sm"
        h={36}
        w={{ base: 40, sm: 280, lg: 360 }}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        <IconSearch size={16} color="var(--mantine-color-gray-6)" />
        <Text size="sm" c="dimmed" visibleFrom="sm" style={{ flex: 1 }}>
          Find anything…
        </Text>
        <Kbd size="xs" visibleFrom="sm">
          Ctrl K
        </Kbd>
      </UnstyledButton>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchModal opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
