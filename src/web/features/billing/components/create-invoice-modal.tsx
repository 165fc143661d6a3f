import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { GST_STATE_NAMES } from '../../../../domain/gst-states';
import type { Quotation } from '../../../../domain/schemas/quotation';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCreateInvoice } from '../api/create-invoice';

/** Issues a GST tax invoice from a quotation; the place of supply decides CGST + SGST or IGST. */
export function CreateInvoiceModal({ quotation, onClose }: { quotation: Quotation | null; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const { reset } = create;
  const [placeOfSupply, setPlaceOfSupply] = useState<string | null>(null);

  useEffect(() => {
    if (!quotation) return;
    reset();
    // For goods the place of supply is where delivery ends: the shipping state, else billing.
    const guess = [quotation.shipping.state, quotation.billing.state].find((s) => GST_STATE_NAMES.includes(s));
    setPlaceOfSupply(guess ?? null);
  }, [quotation, reset]);

  const issue = async () => {
    if (!quotation || !placeOfSupply) return;
    try {
      const invoice = await create.mutateAsync({ quotationId: quotation._id, placeOfSupply });
      notifySuccess(`Tax invoice ${invoice.invoiceNo} issued.`);
      onClose();
      navigate(`/InvoiceQuotation/print/${invoice._id}`);
    } catch {
      // Shown in the alert below; the modal stays open.
    }
  };

  return (
    <Modal opened={quotation !== null} onClose={onClose} title="Issue Tax Invoice">
      <Stack>
        <Text size="sm">
          A GST tax invoice for quotation <b>{quotation?.quoteNo}</b> ({quotation?.name}). Once issued it cannot be
          edited, only cancelled.
        </Text>
        {create.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <Select
          label="Place of Supply"
          withAsterisk
          searchable
          data={[...GST_STATE_NAMES]}
          value={placeOfSupply}
          onChange={setPlaceOfSupply}
          description="The state where the goods are delivered."
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={issue} loading={create.isPending} disabled={!placeOfSupply}>
            Issue Invoice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
