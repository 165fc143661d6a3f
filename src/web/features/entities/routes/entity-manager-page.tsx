import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconPlus, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  type Entity,
  type EntityType,
  entityQuerySchema,
} from '../../../../domain/schemas/entity';
import { formatCount } from '../../../lib/format';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteEntity } from '../api/delete-entity';
import { useEntities } from '../api/get-entities';
import { EntitiesTable, entityHref } from '../components/entities-table';
import { EntityFormModal } from '../components/entity-form-modal';

const PAGE_SIZE = 20;
const isType = (v: string | null): v is EntityType => ENTITY_TYPES.includes(v as EntityType);
/** What the entity list keeps in the URL (the type tab, search and page): the API's query less the page size. */
const listParams = entityQuerySchema.omit({ pageSize: true });

export function EntityManagerPage() {
  const navigate = useNavigate();
  const url = useListParams(listParams);
  const { type, page } = url.params;
  const { search: debounced = '' } = url.query;
  const list = useEntities({ type, search: debounced, page, pageSize: PAGE_SIZE });
  const deleteEntity = useDeleteEntity();
  const [form, setForm] = useState<{ opened: boolean; entity: Entity | null }>({ opened: false, entity: null });

  const setType = (value: string | null) => url.set({ type: isType(value) ? value : undefined });

  const { busyId, onDelete } = useDeleteWithConfirm<Entity>({
    mutation: deleteEntity,
    confirm: (entity) => ({
      title: 'Delete entity',
      message: `Delete ${entity.name}? Their documents, contacts and history are removed too. An entity with payments cannot be deleted.`,
    }),
  });

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, entity: null })}>
      Add Entity
    </Button>
  );
  const counts = list.data?.counts ?? {};
  const all = Object.values(counts).reduce((s, n) => s + n, 0);

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingSpinner label="Loading entities…" />;
  else if (list.isError)
    body = (
      <ErrorState
        title="Could not load the entities"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.total === 0)
    body = debounced ? (
      <EmptyList
        icon={<IconSearch size={26} />}
        title="No entity matches your search"
        action={
          <Button variant="default" onClick={() => url.set({ search: undefined })}>
            Clear search
          </Button>
        }
      />
    ) : (
      <EmptyList
        icon={<IconUsersGroup size={26} />}
        title={type ? `No ${ENTITY_TYPE_LABELS[type].toLowerCase()}s yet` : 'No entities yet'}
        description="Flat buyers, land owners, channel partners and contractors the company deals with, with their payments and documents."
        action={addButton}
      />
    );
  else
    body = (
      <>
        <EntitiesTable
          entities={list.data.entities}
          busyId={busyId}
          onEdit={(entity) => setForm({ opened: true, entity })}
          onDelete={onDelete}
        />
        <ListPager page={page} pages={list.data.pages} onChange={(next) => url.set({ page: next })} summary={false} />
      </>
    );

  return (
    <>
      <PageHeader
        title="Entity Manager"
        description="Parties the company deals with, their payments, documents and a history of every change."
        actions={addButton}
      />
      <Tabs value={type ?? 'all'} onChange={setType} mb="md">
        <Tabs.List>
          <Tabs.Tab value="all">All ({formatCount(all)})</Tabs.Tab>
          {ENTITY_TYPES.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {ENTITY_TYPE_LABELS[t]}s ({formatCount(counts[t] ?? 0)})
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end" mb="md">
        <SearchInput
          value={url.search.value}
          onChange={url.search.onChange}
          placeholder="Name, mobile, project, flat or PAN"
        />
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(list.data.total)} {list.data.total === 1 ? 'entity' : 'entities'}
          </Text>
        ) : null}
      </Group>
      {body}
      <EntityFormModal
        opened={form.opened}
        entity={form.entity}
        defaultType={type ?? 'customer'}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onSaved={(saved) => {
          if (!form.entity) navigate(entityHref(saved));
        }}
      />
    </>
  );
}
