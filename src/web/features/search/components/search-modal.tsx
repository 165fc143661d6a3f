import { Box, Button, Group, Loader, Modal, ScrollArea, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '../../../../domain/schemas/search';
import { errorMessage } from '../../../lib/api-client';
import { useSearch } from '../api/use-search';
import { inShownOrder, optionId, SearchResults } from './search-results';

interface SearchModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The header search: type, move with the arrow keys, Enter opens; Escape closes. */
export function SearchModal({ opened, onClose }: SearchModalProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 200);
  const [active, setActive] = useState(0);
  const query = useSearch(debounced);
  const results = query.data && debounced ? inShownOrder(query.data.results) : [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer starts again at its first result.
  useEffect(() => setActive(0), [query.data]);

  const close = () => {
    setTerm('');
    onClose();
  };
  const open = (index: number) => {
    const chosen = results[index];
    if (!chosen) return;
    close();
    navigate(chosen.url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(active);
    }
  };

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const waiting = term.trim() !== debounced || (query.isFetching && !query.data);
  return (
    <Modal opened={opened} onClose={close} title="Find anything" size="lg" yOffset="10vh">
      <TextInput
        label="Find leads, contacts, buyers, quotations and invoices"
        placeholder="Name, mobile, email or number"
        leftSection={<IconSearch size={16} />}
        rightSection={waiting || query.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        value={term}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setTerm(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        data-autofocus
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls="header-search-results"
        aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
        aria-autocomplete="list"
      />
      <Box mt="md" mih={120}>
        {!debounced ? (
          <Text size="sm" c="dimmed">
            Type a name, a mobile in any form, an email, or a quotation or invoice number. Use ↑ ↓ to move and Enter to
            open.
          </Text>
        ) : query.isError ? (
          <Group gap="sm" role="alert" wrap="nowrap">
            <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" />
            <Text size="sm" c="red.7" style={{ flex: 1 }}>
              Search failed: {errorMessage(query.error)}
            </Text>
            <Button size="xs" variant="light" onClick={() => query.refetch()}>
              Retry
            </Button>
          </Group>
        ) : results.length > 0 ? (
          <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
            <SearchResults results={results} active={active} onHover={setActive} onOpen={close} />
          </ScrollArea.Autosize>
        ) : query.data && !waiting ? (
          <Text size="sm" c="dimmed" role="status">
            No matches for “{debounced}”.
          </Text>
        ) : null}
      </Box>
    </Modal>
  );
}
