import { Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../domain/paths';
import { formatDate } from '../../../lib/format';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useCustomer } from '../api/get-customer';
import { CustomerAvatar } from '../components/customer-avatar';
import { CustomerDocuments } from '../components/customer-documents';
import { CustomerFormModal } from '../components/customer-form-modal';
import { showContact } from '../components/customers-table';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** Customer Profile. */
export function CustomerProfilePage() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const [editing, setEditing] = useState(false);

  const back = (
    <Button component={Link} to={paths.customers()} variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="md">
      Back
    </Button>
  );

  if (customer.isPending)
    return (
      <>
        {back}
        <LoadingSpinner label="Loading..." />
      </>
    );
  if (customer.isError)
    return (
      <>
        {back}
        <ErrorState
          title="Could not load this customer"
          error={customer.error}
          onRetry={() => void customer.refetch()}
          retrying={customer.isFetching}
        />
      </>
    );

  const c = customer.data;
  return (
    <>
      {back}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack align="center" gap="sm" mb="lg">
              <CustomerAvatar profile={c.documents.profile} name={c.ownerName} size={120} radius={120} />
              <Title order={1} fz={22} ta="center">
                {c.ownerName}
              </Title>
              <Group gap="xs">
                <Badge variant="light" color={c.type === 'Residential' ? 'teal' : 'grape'} tt="none">
                  {c.type}
                </Badge>
                <Badge variant="outline" color="gray" tt="none">
                  {c.subType}
                </Badge>
              </Group>
            </Stack>
            <SimpleGrid cols={2} spacing="md">
              <Field label="Contact" value={showContact(c.contact)} />
              <Field label="Project Name" value={c.projectName} />
              <Field label="Type" value={c.type} />
              <Field label="Sub Type" value={c.subType} />
              <div style={{ gridColumn: 'span 2' }}>
                <Field label="Address" value={c.address} />
              </div>
              <Field label="Created" value={formatDate(c.createdAt)} />
              <Field label="Last changed" value={formatDate(c.updatedAt)} />
            </SimpleGrid>
            <Button
              mt="lg"
              fullWidth
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
            >
              Edit details
            </Button>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CustomerDocuments customer={c} />
        </Grid.Col>
      </Grid>
      <CustomerFormModal opened={editing} customer={c} onClose={() => setEditing(false)} />
    </>
  );
}
