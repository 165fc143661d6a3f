import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { type EntityPayment, PAYMENT_MODE_LABELS } from '../../../../domain/schemas/entity-payment';
import { formatDate, formatRupees } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/data-table';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

interface PaymentsTableProps {
  payments: EntityPayment[];
  /** With it, a received payment offers its printable receipt (letters, /payment-receipt). */
  entityId?: string;
  busyId?: string | null;
  /** Without handlers the table is read-only (the buyer page). */
  onEdit?: (payment: EntityPayment) => void;
  onDelete?: (payment: EntityPayment) => void;
}

export function PaymentsTable({ payments, entityId, busyId, onEdit, onDelete }: PaymentsTableProps) {
  const columns: Column<EntityPayment>[] = [
    { key: 'date', header: 'Date', nowrap: true, render: (p) => formatDate(`${p.date}T00:00:00`) },
    {
      key: 'direction',
      header: 'Direction',
      nowrap: true,
      render: (p) => (
        <Text size="sm" fw={600} c={p.direction === 'received' ? 'green.8' : 'orange.8'}>
          {p.direction === 'received' ? 'Received' : 'Paid'}
        </Text>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      nowrap: true,
      render: (p) => <Text fw={600}>{formatRupees(p.amount)}</Text>,
    },
    { key: 'mode', header: 'Mode', nowrap: true, render: (p) => PAYMENT_MODE_LABELS[p.mode] },
    { key: 'reference', header: 'Reference', nowrap: true, render: (p) => p.reference ?? '—' },
    { key: 'bank', header: 'Bank', render: (p) => p.bank ?? '—' },
    {
      key: 'note',
      header: 'Note',
      render: (p) =>
        p.note ? (
          <Text size="sm" lineClamp={2}>
            {p.note}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'running',
      header: 'Running total',
      align: 'right',
      nowrap: true,
      render: (p) => formatRupees(p.runningTotal),
    },
  ];
  const receipt = (p: EntityPayment) =>
    entityId && p.direction === 'received' ? (
      <Tooltip label="Print receipt">
        <ActionIcon
          variant="subtle"
          component={Link}
          to={paths.paymentReceipt({ entityId, paymentId: p._id })}
          aria-label={`Print receipt for ${formatRupees(p.amount)}`}
        >
          <IconReceipt size={18} />
        </ActionIcon>
      </Tooltip>
    ) : null;
  if (entityId && !(onEdit && onDelete)) {
    columns.push({ key: 'actions', header: <Text span>Receipt</Text>, align: 'right', width: 70, render: receipt });
  }
  if (onEdit && onDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 130,
      render: (p) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {receipt(p)}
          <EditAction label={`Edit payment of ${formatRupees(p.amount)}`} onClick={() => onEdit(p)} />
          <DeleteAction
            label={`Delete payment of ${formatRupees(p.amount)}`}
            busy={busyId === p._id}
            onClick={() => onDelete(p)}
          />
        </Group>
      ),
    });
  }
  return <DataTable label="Payments" columns={columns} rows={payments} rowKey={(p) => p._id} minWidth={1000} />;
}
