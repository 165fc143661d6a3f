import { Select, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { GST_STATE_NAMES } from '../../../../domain/gst-states';
import { supplyTypeFor } from '../../../../domain/money/supply-type';
import { paths } from '../../../../domain/paths';
import { type InvoiceCreateInput, invoiceCreateSchema } from '../../../../domain/schemas/invoice';
import type { Quotation } from '../../../../domain/schemas/quotation';
import { useCompany } from '../../../lib/shared-queries';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useCreateInvoice } from '../api/create-invoice';
import { InvoiceTotalsComparison } from './invoice-totals-comparison';

const fieldNames = ['placeOfSupply'] as const;

function toValues(quotation: Quotation | null): InvoiceCreateInput {
  // For goods the place of supply is where delivery ends: the shipping state, else billing.
  const guess = quotation
    ? [quotation.shipping.state, quotation.billing.state].find((s) => GST_STATE_NAMES.includes(s))
    : undefined;
  return { quotationId: quotation?._id ?? '', placeOfSupply: guess as string };
}

/** Issues a GST tax invoice from a quotation; the place of supply decides CGST + SGST or IGST. */
export function CreateInvoiceModal({ quotation, onClose }: { quotation: Quotation | null; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const companyState = useCompany().data?.state;
  const { form, modalProps } = useModalForm(invoiceCreateSchema, {
    opened: quotation !== null,
    onClose,
    record: quotation,
    addLabel: 'Issue Tax Invoice',
    title: 'Issue Tax Invoice',
    submitLabel: 'Issue Invoice',
    mutation: create,
    toValues,
    onOpen: create.reset,
    save: (input) => create.mutateAsync(input),
    success: (invoice) => `Tax invoice ${invoice.invoiceNo} issued.`,
    onSaved: (invoice) => navigate(paths.invoicePrint(invoice._id)),
    fieldNames,
  });
  const placeOfSupply = useWatch({ control: form.control, name: 'placeOfSupply' });

  return (
    <FormModal {...modalProps}>
      <Text size="sm">
        A GST tax invoice for quotation <b>{quotation?.quoteNo}</b> ({quotation?.name}). Once issued it cannot be
        edited, only cancelled.
      </Text>
      <Controller
        control={form.control}
        name="placeOfSupply"
        render={({ field, fieldState }) => (
          <Select
            label="Place of Supply"
            withAsterisk
            searchable
            data={[...GST_STATE_NAMES]}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            description="The state where the goods are delivered."
            error={fieldState.error?.message}
          />
        )}
      />
      {quotation ? (
        <InvoiceTotalsComparison
          quotation={quotation}
          // Only per-line rounding depends on the split; without a company state the server refuses anyway.
          supply={companyState && placeOfSupply ? supplyTypeFor(companyState, placeOfSupply) : 'intra'}
        />
      ) : null}
    </FormModal>
  );
}
