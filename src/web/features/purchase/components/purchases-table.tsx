import { ActionIcon, Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconCash, IconPaperclip } from '@tabler/icons-react';
import type { PurchaseRow } from '../../../../domain/schemas/purchase';
import { formatDate, formatRupees } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';

interface PurchasesTableProps {
  purchases: PurchaseRow[];
  onOpen: (purchase: PurchaseRow) => void;
  onPay: (purchase: PurchaseRow) => void;
}

export function PurchasesTable({ purchases, onOpen, onPay }: PurchasesTableProps) {
  const columns: Column<PurchaseRow>[] = [
    { key: 'date', header: 'Date', nowrap: true, render: (p) => formatDate(`${p.date}T00:00:00`) },
    {
      key: 'invoice',
      header: 'Invoice',
      nowrap: true,
      render: (p) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component="button" type="button" fw={600} onClick={() => onOpen(p)}>
            {p.invoiceNo}
          </Anchor>
          {p.attachmentCount > 0 ? <IconPaperclip size={14} aria-label={`${p.attachmentCount} attachment(s)`} /> : null}
        </Group>
      ),
    },
    { key: 'supplier', header: 'Supplier', render: (p) => <CellText maw={260}>{p.supplier.name}</CellText> },
    { key: 'tax', header: 'GST', align: 'right', nowrap: true, render: (p) => formatRupees(p.tax) },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      nowrap: true,
      render: (p) => <Text fw={600}>{formatRupees(p.total)}</Text>,
    },
    { key: 'paid', header: 'Paid', align: 'right', nowrap: true, render: (p) => formatRupees(p.paid) },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      nowrap: true,
      render: (p) =>
        p.balance > 0 ? (
          <Text fw={600} c="red.8">
            {formatRupees(p.balance)}
          </Text>
        ) : p.balance < 0 ? (
          <Badge color="grape" variant="light">
            Advance {formatRupees(-p.balance)}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            Paid
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 70,
      render: (p) => (
        <Tooltip label="Pay">
          <ActionIcon variant="subtle" aria-label={`Pay ${p.invoiceNo}`} onClick={() => onPay(p)}>
            <IconCash size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  return <DataTable label="Purchases" columns={columns} rows={purchases} rowKey={(p) => p._id} minWidth={940} />;
}
