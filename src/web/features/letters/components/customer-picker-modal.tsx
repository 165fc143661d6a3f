import { Anchor, Badge, Group, Loader, Modal, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLetterRupees } from '../../../../domain/letters/cost-breakup';
import { flatDescription } from '../../../../domain/letters/prefill';
import { paths } from '../../../../domain/paths';
import type { Entity } from '../../../../domain/schemas/entity';
import { formatMobile } from '../../../lib/format';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { SearchInput } from '../../../ui/search-input';
import { useCustomerSearch } from '../api/search-customers';

interface CustomerPickerModalProps {
  opened: boolean;
  title: string;
  description: string;
  onClose: () => void;
  onPick: (customer: Entity) => void;
  /** The customer being filled in or saved; the list is disabled meanwhile. */
  busyId?: string | null;
}

/** Search the Entity Manager's flat buyers and choose one. */
export function CustomerPickerModal({ opened, title, description, onClose, onPick, busyId }: CustomerPickerModalProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const customers = useCustomerSearch(debounced, opened);
  const list = customers.data?.entities ?? [];

  let body: React.ReactNode;
  if (customers.isPending) {
    body = (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label="Loading flat buyers" />
      </Group>
    );
  } else if (customers.isError) {
    body = (
      <ErrorState
        title="Could not load the flat buyers"
        error={customers.error}
        onRetry={() => void customers.refetch()}
        retrying={customers.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyList
        icon={<IconUserSearch size={26} />}
        title={debounced ? 'No flat buyer matches this search' : 'No flat buyers yet'}
        description={
          <>
            Flat buyers are kept in the{' '}
            <Anchor component={Link} to={paths.entityManager()}>
              Entity Manager
            </Anchor>
            .
          </>
        }
      />
    );
  } else {
    body = (
      <ScrollArea.Autosize mah={420}>
        <Stack gap={6} role="list" aria-label="Flat buyers">
          {list.map((customer) => (
            <UnstyledButton
              key={customer._id}
              role="listitem"
              aria-label={`Choose ${customer.name}`}
              onClick={() => onPick(customer)}
              disabled={Boolean(busyId)}
              p="sm"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
                opacity: busyId && busyId !== customer._id ? 0.5 : 1,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {customer.name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {flatDescription(customer) || 'No flat recorded'}
                    {customer.mobile ? ` · ${formatMobile(customer.mobile)}` : ''}
                  </Text>
                </Stack>
                {busyId === customer._id ? (
                  <Loader size="xs" />
                ) : customer.agreementValue !== null ? (
                  <Badge variant="light" color="gray" style={{ flex: 'none' }}>
                    {formatLetterRupees(customer.agreementValue)}
                  </Badge>
                ) : null}
              </Group>
            </UnstyledButton>
          ))}
          {customers.data && customers.data.total > list.length ? (
            <Text size="xs" c="dimmed" ta="center">
              Showing {list.length} of {customers.data.total}. Type more of the name to narrow the list.
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <SearchInput
          label="Search flat buyers"
          placeholder="Name, mobile, project or flat number"
          value={search}
          onChange={setSearch}
        />
        {body}
      </Stack>
    </Modal>
  );
}
