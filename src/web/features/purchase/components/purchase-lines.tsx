import { ActionIcon, Button, NumberInput, Select, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type FieldErrors, type UseFormSetValue, useFieldArray } from 'react-hook-form';
import type { PurchaseLineAmounts } from '../../../../domain/purchase/purchase-totals';
import { GST_RATES, type Material } from '../../../../domain/schemas/material';
import type { PurchaseInput } from '../../../../domain/schemas/purchase';
import { formatRupees } from '../../../lib/format';

interface PurchaseLinesProps {
  control: Control<PurchaseInput>;
  setValue: UseFormSetValue<PurchaseInput>;
  errors: FieldErrors<PurchaseInput>;
  materials: Material[];
  amounts: PurchaseLineAmounts[];
  /** The lines as typed so far (for the unit beside the quantity). */
  values: Partial<PurchaseInput['items'][number]>[];
}

const numberOrUndefined = (v: number | string) => (v === '' ? undefined : Number(v));

/** Lines of material × quantity × rate with GST; choosing a material fills its default rate and GST. */
export function PurchaseLines({ control, setValue, errors, materials, amounts, values }: PurchaseLinesProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const options = materials.map((m) => ({ value: m._id, label: `${m.name} (${m.unit})` }));
  const unitOf = (id: string | undefined) => materials.find((m) => m._id === id)?.unit ?? '';

  return (
    <>
      <Table.ScrollContainer minWidth={860}>
        <Table aria-label="Purchase lines" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>#</Table.Th>
              <Table.Th>Material</Table.Th>
              <Table.Th w={120}>Quantity</Table.Th>
              <Table.Th w={150}>Rate (₹)</Table.Th>
              <Table.Th w={110}>GST</Table.Th>
              <Table.Th w={150} ta="right">
                Amount
              </Table.Th>
              <Table.Th w={44} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((row, i) => {
              const lineErrors = errors.items?.[i];
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`items.${i}.materialId`}
                      render={({ field }) => (
                        <Select
                          aria-label={`Material of line ${i + 1}`}
                          placeholder="Choose material"
                          searchable
                          data={options}
                          value={field.value || null}
                          onChange={(id) => {
                            field.onChange(id ?? '');
                            const material = materials.find((m) => m._id === id);
                            if (material) {
                              setValue(`items.${i}.rate`, material.rate);
                              setValue(`items.${i}.gst`, material.gst);
                            }
                          }}
                          error={lineErrors?.materialId?.message}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`items.${i}.qty`}
                      render={({ field }) => (
                        <NumberInput
                          aria-label={`Quantity of line ${i + 1}`}
                          min={0}
                          decimalScale={3}
                          rightSection={
                            <Text size="xs" c="dimmed">
                              {unitOf(values[i]?.materialId)}
                            </Text>
                          }
                          rightSectionWidth={48}
                          value={field.value ?? ''}
                          onChange={(v) => field.onChange(numberOrUndefined(v))}
                          error={lineErrors?.qty?.message}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`items.${i}.rate`}
                      render={({ field }) => (
                        <NumberInput
                          aria-label={`Rate of line ${i + 1}`}
                          min={0}
                          decimalScale={2}
                          thousandSeparator=","
                          thousandsGroupStyle="lakh"
                          value={field.value ?? ''}
                          onChange={(v) => field.onChange(numberOrUndefined(v))}
                          error={lineErrors?.rate?.message}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`items.${i}.gst`}
                      render={({ field }) => (
                        <Select
                          aria-label={`GST of line ${i + 1}`}
                          allowDeselect={false}
                          data={GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
                          value={field.value === undefined ? null : String(field.value)}
                          onChange={(v) => field.onChange(Number(v ?? 0))}
                          error={lineErrors?.gst?.message}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" fw={500}>
                      {formatRupees(amounts[i]?.total ?? 0)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatRupees(amounts[i]?.taxable ?? 0)} + GST
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove line ${i + 1}`}
                      disabled={fields.length === 1}
                      onClick={() => remove(i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {errors.items?.message ? (
        <Text size="sm" c="red" role="alert">
          {errors.items.message}
        </Text>
      ) : null}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() =>
          append({ materialId: '', qty: undefined as unknown as number, rate: undefined as unknown as number, gst: 18 })
        }
        w="fit-content"
      >
        Add line
      </Button>
    </>
  );
}
