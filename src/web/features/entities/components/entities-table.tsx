import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { ENTITY_TYPE_LABELS, type Entity } from '../../../../domain/schemas/entity';
import { formatRupees } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { PhoneLink } from '../../../ui/phone-link';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

interface EntitiesTableProps {
  entities: Entity[];
  busyId: string | null;
  onEdit: (entity: Entity) => void;
  onDelete: (entity: Entity) => void;
}

/** A flat buyer opens on their buyer page; other parties on the entity page. */
export const entityHref = (e: Pick<Entity, '_id' | 'type'>) =>
  e.type === 'customer' ? paths.entityCustomer(e._id) : paths.entity(e._id);

const flatOf = (e: Entity) => [e.project, [e.wing, e.flatNo].filter(Boolean).join('-')].filter(Boolean).join(' · ');

export function EntitiesTable({ entities, busyId, onEdit, onDelete }: EntitiesTableProps) {
  const columns: Column<Entity>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (e) => (
        <Anchor component={Link} to={entityHref(e)} fw={600} size="sm">
          <CellText maw={240} fw={600} c="inherit">
            {e.name}
          </CellText>
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      nowrap: true,
      render: (e) => (
        <Text size="sm" c={e.type === 'customer' ? 'blue.8' : 'dimmed'} fw={500}>
          {ENTITY_TYPE_LABELS[e.type]}
        </Text>
      ),
    },
    { key: 'mobile', header: 'Mobile', nowrap: true, render: (e) => <PhoneLink number={e.mobile} /> },
    { key: 'flat', header: 'Project / Flat', render: (e) => <CellText maw={220}>{flatOf(e)}</CellText> },
    { key: 'pan', header: 'PAN', nowrap: true, render: (e) => e.pan ?? '—' },
    {
      key: 'value',
      header: 'Agreement value',
      align: 'right',
      nowrap: true,
      render: (e) => formatRupees(e.agreementValue),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 140,
      render: (e) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Payments">
            <ActionIcon
              component={Link}
              to={paths.entityPayments(e._id)}
              variant="subtle"
              aria-label={`Payments of ${e.name}`}
            >
              <IconCash size={18} />
            </ActionIcon>
          </Tooltip>
          <EditAction label={`Edit ${e.name}`} onClick={() => onEdit(e)} />
          <DeleteAction label={`Delete ${e.name}`} busy={busyId === e._id} onClick={() => onDelete(e)} />
        </Group>
      ),
    },
  ];
  return <DataTable label="Entities" columns={columns} rows={entities} rowKey={(e) => e._id} minWidth={960} />;
}
