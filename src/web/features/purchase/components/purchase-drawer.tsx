import {
  ActionIcon,
  Badge,
  Button,
  Drawer,
  FileButton,
  Group,
  getDefaultZIndex,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCash, IconEye, IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PAYMENT_MODE_LABELS } from '../../../../domain/schemas/entity-payment';
import type { Purchase } from '../../../../domain/schemas/purchase';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { ErrorState } from '../../../ui/error-state';
import { FilePreviewModal, type PreviewableFile } from '../../../ui/file-preview-modal';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useDeleteBill } from '../api/delete-bill';
import { useDeletePurchase } from '../api/delete-purchase';
import { useDeletePurchasePayment } from '../api/delete-purchase-payment';
import { usePurchase } from '../api/get-purchase';
import { useUploadBill } from '../api/upload-bill';

const day = (iso: string) => formatDate(`${iso}T00:00:00`);
// A failed action is told once, by the mutation cache (lib/query-client.ts), under the mutation's title.
const told = () => undefined;

interface PurchaseDrawerProps {
  purchaseId: string | null;
  onClose: () => void;
  onEdit: (purchase: Purchase) => void;
  onPay: (purchase: Purchase) => void;
}

/** One bill: its lines, GST, payments and attachments. */
export function PurchaseDrawer({ purchaseId, onClose, onEdit, onPay }: PurchaseDrawerProps) {
  const purchase = usePurchase(purchaseId);
  const removePayment = useDeletePurchasePayment();
  const removePurchase = useDeletePurchase();
  const upload = useUploadBill();
  const removeBill = useDeleteBill();
  const [preview, setPreview] = useState<PreviewableFile | null>(null);
  const id = purchaseId ?? '';
  const paymentDelete = useDeleteWithConfirm<Purchase['payments'][number], { id: string; paymentId: string }>({
    mutation: removePayment,
    variables: (pay) => ({ id, paymentId: pay._id }),
    rowId: (v) => v.paymentId,
    confirm: (pay) => ({
      title: 'Delete payment',
      message: `Delete the payment of ${formatRupees(pay.amount)} dated ${day(pay.date)}? The balance goes back up.`,
    }),
    success: () => 'Payment deleted successfully.',
  });
  const billDelete = useDeleteWithConfirm<PreviewableFile, { id: string; fileId: string }>({
    mutation: removeBill,
    variables: (file) => ({ id, fileId: file._id }),
    rowId: (v) => v.fileId,
    confirm: (file) => ({ title: 'Delete attachment', message: `Delete ${file.name}?` }),
    success: () => 'Attachment deleted successfully.',
  });
  const purchaseDelete = useDeleteWithConfirm<Purchase>({
    mutation: removePurchase,
    confirm: (p) => ({
      title: 'Delete purchase',
      message: `Delete purchase ${p.invoiceNo} from ${p.supplier.name}? A purchase with payments cannot be deleted.`,
    }),
    success: () => 'Purchase deleted successfully.',
  });

  let body: React.ReactNode = null;
  if (purchase.isPending) body = <LoadingSpinner label="Loading purchase…" />;
  else if (purchase.isError)
    body = (
      <ErrorState title="Could not load the purchase" error={purchase.error} onRetry={() => void purchase.refetch()} />
    );
  else {
    const p = purchase.data;
    const intra = p.supplyType === 'intra';
    body = (
      <Stack gap="lg">
        <Group justify="space-between">
          <div>
            <Text fw={700}>{p.supplier.name}</Text>
            <Text size="sm" c="dimmed">
              Invoice {p.invoiceNo} · {day(p.date)} · {intra ? 'CGST + SGST' : 'IGST'}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => onEdit(p)}>
              Edit
            </Button>
            <Button leftSection={<IconCash size={16} />} onClick={() => onPay(p)}>
              Pay
            </Button>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Lines" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Material</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Rate</Table.Th>
                <Table.Th ta="right">Taxable</Table.Th>
                <Table.Th ta="right">GST</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.items.map((i) => (
                <Table.Tr key={i._id}>
                  <Table.Td>
                    {i.materialName}
                    {i.hsn ? (
                      <Text size="xs" c="dimmed">
                        HSN {i.hsn}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {i.qty} {i.unit}
                  </Table.Td>
                  <Table.Td ta="right">{formatRupees(i.rate)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(i.taxable)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(i.cgst + i.sgst + i.igst)} ({i.gst} %)
                  </Table.Td>
                  <Table.Td ta="right">{formatRupees(i.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SimpleGrid cols={3}>
          <Figure label="Taxable" value={p.subtotal} />
          <Figure label={intra ? 'CGST + SGST' : 'IGST'} value={p.tax} />
          <Figure label="Total" value={p.total} />
          <Figure label="Paid" value={p.paid} />
          <Figure label={p.balance < 0 ? 'Advance' : 'Balance'} value={Math.abs(p.balance)} />
        </SimpleGrid>
        <div>
          <Title order={3} fz="md" mb="xs">
            Payments
          </Title>
          {p.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing paid yet.
            </Text>
          ) : (
            <Table aria-label="Payments of this purchase" verticalSpacing={4}>
              <Table.Tbody>
                {p.payments.map((pay) => (
                  <Table.Tr key={pay._id}>
                    <Table.Td>{day(pay.date)}</Table.Td>
                    <Table.Td>
                      {PAYMENT_MODE_LABELS[pay.mode]}
                      {pay.reference ? ` · ${pay.reference}` : ''}
                      {pay.advance ? (
                        <Badge ml={6} size="xs" color="grape" variant="light">
                          Advance
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatRupees(pay.amount)}
                    </Table.Td>
                    <Table.Td w={40}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete payment of ${formatRupees(pay.amount)}`}
                        loading={paymentDelete.busyId === pay._id}
                        onClick={() => void paymentDelete.onDelete(pay)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </div>
        <div>
          <Group justify="space-between" mb="xs">
            <Title order={3} fz="md">
              Bill attachments
            </Title>
            <FileButton
              multiple
              accept="application/pdf,image/jpeg,image/png,image/webp"
              onChange={(files) => {
                if (files.length === 0) return;
                upload
                  .mutateAsync({ id: p._id, files })
                  .then(() => notifySuccess('Bill attached successfully.'))
                  .catch(told);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconPaperclip size={14} />}
                  loading={upload.isPending}
                >
                  Attach bill
                </Button>
              )}
            </FileButton>
          </Group>
          {p.attachments.length === 0 ? (
            <Text size="sm" c="dimmed">
              No files attached.
            </Text>
          ) : (
            <Stack gap={4}>
              {p.attachments.map((f) => (
                <Group key={f._id} justify="space-between">
                  <Text size="sm">{f.name}</Text>
                  <Group gap={4}>
                    <Tooltip label="View">
                      <ActionIcon variant="subtle" aria-label={`View ${f.name}`} onClick={() => setPreview(f)}>
                        <IconEye size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${f.name}`}
                        loading={billDelete.busyId === f._id}
                        onClick={() => void billDelete.onDelete(f)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </div>
        {p.notes ? (
          <Text size="sm">
            <Text span fw={600}>
              Notes:
            </Text>{' '}
            {p.notes}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={purchaseDelete.busyId === p._id}
            onClick={async () => {
              if (await purchaseDelete.onDelete(p)) onClose();
            }}
          >
            Delete purchase
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Drawer
      opened={purchaseId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title="Purchase"
      // Modals and drawers share one z-index, so whichever portal came first lost: the edit form
      // opened under the drawer. One step below, every dialog opened from here (edit, pay, confirm,
      // preview) sits above it, and the drawer is still there, updated, when that dialog closes.
      zIndex={getDefaultZIndex('modal') - 1}
    >
      {body}
      <FilePreviewModal file={preview} onClose={() => setPreview(null)} />
    </Drawer>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{formatRupees(value)}</Text>
    </div>
  );
}
