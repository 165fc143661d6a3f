import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchResult } from '../../../../domain/schemas/search';

export const optionId = (index: number) => `header-search-option-${index}`;

interface SearchResultsProps {
  results: SearchResult[];
  active: number;
  onHover: (index: number) => void;
  onOpen: () => void;
}

/** Results grouped by kind in SEARCH_KINDS order; `active` indexes the flat list the keys move through. */
export function SearchResults({ results, active, onHover, onOpen }: SearchResultsProps) {
  let index = -1;
  return (
    <Stack gap="sm" role="listbox" id="header-search-results" aria-label="Results">
      {SEARCH_KINDS.map((kind) => {
        const ofKind = results.filter((r) => r.kind === kind);
        if (ofKind.length === 0) return null;
        const label = SEARCH_KIND_LABELS[kind];
        return (
          <Box key={kind} role="group" aria-label={label}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4} aria-hidden>
              {label}
            </Text>
            {ofKind.map((result) => {
              index += 1;
              const mine = index;
              const selected = mine === active;
              return (
                <UnstyledButton
                  key={`${result.kind}-${result._id}`}
                  component={Link}
                  to={result.url}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  onMouseMove={() => onHover(mine)}
                  onClick={onOpen}
                  display="block"
                  w="100%"
                  px="sm"
                  py={6}
                  bg={selected ? 'blue.0' : undefined}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  <Text size="sm" fw={600} truncate="end">
                    {result.title}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {result.subtitle}
                  </Text>
                </UnstyledButton>
              );
            })}
          </Box>
        );
      })}
    </Stack>
  );
}

/** The results in the order they are shown, for the arrow keys and Enter. */
export function inShownOrder(results: SearchResult[]): SearchResult[] {
  return SEARCH_KINDS.flatMap((kind) => results.filter((r) => r.kind === kind));
}
