import { Anchor, Breadcrumbs, Button, Grid, Group, Stack } from '@mantine/core';
import { IconCash, IconHome, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../domain/paths';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useEntity } from '../api/get-entity';
import { DocumentsPanel } from '../components/documents-panel';
import { EntityDetails } from '../components/entity-details';
import { EntityFormModal } from '../components/entity-form-modal';
import { HistoryTimeline } from '../components/history-timeline';

/** /Entity/:id — details, documents and the history of every change. */
export function EntityPage() {
  const { id = '' } = useParams();
  const entity = useEntity(id);
  const [editing, setEditing] = useState(false);

  if (entity.isPending) return <LoadingSpinner label="Loading entity…" />;
  if (entity.isError)
    return (
      <ErrorState
        title="Could not load the entity"
        error={entity.error}
        onRetry={() => void entity.refetch()}
        retrying={entity.isFetching}
      />
    );
  const e = entity.data;

  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to={paths.entityManager()} size="sm">
          Entity Manager
        </Anchor>
        <span>{e.name}</span>
      </Breadcrumbs>
      <PageHeader
        title={e.name}
        actions={
          <Group gap="sm">
            {e.type === 'customer' ? (
              <Button
                variant="default"
                component={Link}
                to={paths.entityCustomer(e._id)}
                leftSection={<IconHome size={18} />}
              >
                Buyer page
              </Button>
            ) : null}
            <Button
              variant="default"
              component={Link}
              to={paths.entityPayments(e._id)}
              leftSection={<IconCash size={18} />}
            >
              Payments
            </Button>
            <Button leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <EntityDetails entity={e} />
            <DocumentsPanel entityId={e._id} documents={e.documents} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <HistoryTimeline entityId={e._id} />
        </Grid.Col>
      </Grid>
      <EntityFormModal opened={editing} entity={e} defaultType={e.type} onClose={() => setEditing(false)} />
    </>
  );
}
