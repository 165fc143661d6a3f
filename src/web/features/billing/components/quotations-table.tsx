import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { addressLine } from '../../../../domain/billing/address-line';
import { paths } from '../../../../domain/paths';
import type { Quotation } from '../../../../domain/schemas/quotation';
import { formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { PhoneLink } from '../../../ui/phone-link';
import { DeleteAction } from '../../../ui/row-actions';

interface QuotationsTableProps {
  quotations: Quotation[];
  busyId: string | null;
  onDelete: (quotation: Quotation) => void;
  onInvoice: (quotation: Quotation) => void;
}

/** The list's columns, plus issuing a tax invoice. */
export function QuotationsTable({ quotations, busyId, onDelete, onInvoice }: QuotationsTableProps) {
  const columns: Column<Quotation>[] = [
    {
      key: 'quoteNo',
      header: 'Quote No',
      nowrap: true,
      render: (q) => (
        <Text fw={600} size="sm">
          {q.quoteNo}
        </Text>
      ),
    },
    {
      key: 'lead',
      header: 'Lead Name / Mobile',
      render: (q) => (
        <Stack gap={0}>
          <CellText maw={180}>{q.name}</CellText>
          <PhoneLink number={q.mobile} size="xs" c="dimmed" fallback="-" />
        </Stack>
      ),
    },
    { key: 'valid', header: 'Valid Until', nowrap: true, render: (q) => formatDate(q.valid, '-') },
    {
      key: 'billing',
      header: 'Billing Address',
      render: (q) => <CellText maw={160}>{addressLine(q.billing)}</CellText>,
    },
    {
      key: 'shipping',
      header: 'Shipping Address',
      render: (q) => <CellText maw={160}>{addressLine(q.shipping)}</CellText>,
    },
    {
      key: 'bank',
      header: 'Bank',
      render: (q) =>
        q.bank.name || q.bank.accNo ? (
          <Stack gap={0}>
            <CellText maw={160} lines={1} empty="-">
              {q.bank.name}
            </CellText>
            <Text size="xs" c="dimmed">
              {q.bank.accNo || '-'}
            </Text>
          </Stack>
        ) : (
          '-'
        ),
    },
    { key: 'date', header: 'Date', nowrap: true, render: (q) => formatDate(q.date, '-') },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (q) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <Tooltip label="Print">
            <ActionIcon
              component={Link}
              to={paths.quotationPrint(q._id)}
              variant="subtle"
              aria-label={`Print ${q.quoteNo}`}
            >
              <IconPrinter size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon
              component={Link}
              to={paths.quotationEdit(q._id)}
              variant="subtle"
              aria-label={`Edit ${q.quoteNo}`}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Issue tax invoice">
            <ActionIcon
              variant="subtle"
              color="teal"
              aria-label={`Issue tax invoice for ${q.quoteNo}`}
              onClick={() => onInvoice(q)}
            >
              <IconFileInvoice size={18} />
            </ActionIcon>
          </Tooltip>
          <DeleteAction label={`Delete ${q.quoteNo}`} busy={busyId === q._id} onClick={() => onDelete(q)} />
        </Group>
      ),
    },
  ];
  return <DataTable label="Quotations" columns={columns} rows={quotations} rowKey={(q) => q._id} minWidth={1000} />;
}
