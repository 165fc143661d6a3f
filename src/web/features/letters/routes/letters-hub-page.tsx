import { Button, Card, CloseButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFiles, IconFileText, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LETTER_KINDS } from '../../../../domain/letters/letter-catalogue';
import { flatDescription } from '../../../../domain/letters/prefill';
import { can } from '../../../../domain/permissions';
import { useSessionUser } from '../../../lib/session-store';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useCustomer } from '../api/get-customer';
import { useIssuedLetters } from '../api/get-issued-letters';
import { CustomerPickerModal } from '../components/customer-picker-modal';
import { IssuedLettersTable } from '../components/issued-letters-table';

/**
 * The document generator: a button for each of the five letters, and the letters
 * already issued — to one flat buyer (`?entityId=`), or the latest to anyone.
 */
export function LettersHubPage() {
  const user = useSessionUser();
  const canUseCustomers = can(user.role, 'entities.manage');
  const [params, setParams] = useSearchParams();
  const entityId = params.get('entityId');
  const [picking, setPicking] = useState(false);
  const customer = useCustomer(entityId);
  const letters = useIssuedLetters(entityId);
  const buyerName = customer.data?.name;
  const suffix = entityId ? `?entityId=${entityId}` : '';

  const chooseBuyer = (id: string | null) => {
    setParams(id ? { entityId: id } : {});
    setPicking(false);
  };

  let list: React.ReactNode;
  if (letters.isPending) list = <LoadingSpinner label="Loading issued letters…" />;
  else if (letters.isError)
    list = (
      <ErrorState
        title="Could not load the issued letters"
        error={letters.error}
        onRetry={() => void letters.refetch()}
        retrying={letters.isFetching}
      />
    );
  else if (letters.data.length === 0)
    list = (
      <EmptyList
        icon={<IconFiles size={26} />}
        title={entityId ? `No letters saved for ${buyerName ?? 'this flat buyer'} yet` : 'No letters saved yet'}
        description="Open a letter above and use ‘Save to customer’s documents’ to keep it in a flat buyer’s documents."
      />
    );
  else list = <IssuedLettersTable letters={letters.data} showBuyer={!entityId} />;

  return (
    <>
      <PageHeader
        title="Document Generator"
        description="Printable A4 letters for flat buyers. Each letter starts with sample text; click any text on it to change it."
      />
      {entityId ? (
        <Paper withBorder p="sm" mb="md" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              New letters are filled in from <b>{buyerName ?? '…'}</b>
              {customer.data ? ` (${flatDescription(customer.data) || 'no flat recorded'})` : ''}.
            </Text>
            <CloseButton aria-label="Stop filling letters from this flat buyer" onClick={() => chooseBuyer(null)} />
          </Group>
        </Paper>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mb="xl">
        {LETTER_KINDS.map((kind) => (
          <Card key={kind.type} withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%" justify="space-between">
              <div>
                <Group gap="xs" mb={4}>
                  <IconFileText size={20} color="var(--mantine-color-blue-6)" aria-hidden />
                  <Title order={2} fz="lg">
                    {kind.title}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed">
                  {kind.description}
                </Text>
              </div>
              <Button component={Link} to={`${kind.path}${suffix}`} variant="light" fullWidth>
                {kind.hubLabel}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="md" wrap="wrap">
          <div>
            <Title order={2} fz="lg">
              {entityId ? `Letters issued to ${buyerName ?? '…'}` : 'Recently issued letters'}
            </Title>
            <Text size="sm" c="dimmed">
              {entityId
                ? 'Every letter saved to this flat buyer’s documents. Open one to see or reprint it exactly as issued.'
                : 'The latest letters saved to flat buyers’ documents. Choose a flat buyer to see all of theirs.'}
            </Text>
          </div>
          {canUseCustomers ? (
            <Button variant="default" leftSection={<IconUserSearch size={16} />} onClick={() => setPicking(true)}>
              {entityId ? 'Choose another flat buyer' : 'Choose a flat buyer'}
            </Button>
          ) : null}
        </Group>
        {list}
      </Paper>
      <CustomerPickerModal
        opened={picking}
        title="Choose a flat buyer"
        description="See the letters issued to a flat buyer, and fill new letters in from their record."
        onClose={() => setPicking(false)}
        onPick={(entity) => chooseBuyer(entity._id)}
      />
    </>
  );
}
