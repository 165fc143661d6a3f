import { ActionIcon, Button, Fieldset, Group, Select, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { catalogueFor, catalogueItem, OTHER_PRODUCT } from '../../../../domain/billing/catalogue';
import { formatInr } from '../../../../domain/billing/indian-format';
import { lineAmount } from '../../../../domain/billing/money';
import { type FormMode, newProductRow, type QuotationFormValues } from './form-model';

interface ProductRowsProps {
  mode: FormMode;
  control: Control<QuotationFormValues>;
  setValue: UseFormSetValue<QuotationFormValues>;
  errors: FieldErrors<QuotationFormValues>;
}

const numberFields = [
  ['qty', 'Qty', 80],
  ['unitPrice', 'Unit Price (₹)', 110],
  ['cgst', 'CGST %', 70],
  ['sgst', 'SGST %', 70],
  ['igst', 'IGST %', 70],
  ['discount', 'Discount %', 96],
] as const;

function RowAmount({ control, index }: { control: Control<QuotationFormValues>; index: number }) {
  const row = useWatch({ control, name: `products.${index}` });
  return (
    <TextInput
      label="Amount"
      readOnly
      value={row ? formatInr(lineAmount(row)) : ''}
      variant="filled"
      tabIndex={-1}
      w={130}
    />
  );
}

/**
 * Product rows: a catalogue item fills a read-only HSN and the price (empty on
 * create, the catalogue's on edit); 'Other' clears HSN, sets price 0, and asks for a name.
 */
export function ProductRows({ mode, control, setValue, errors }: ProductRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const branchtype = useWatch({ control, name: 'branchtype' });
  const products = useWatch({ control, name: 'products' });
  const options = [...catalogueFor(branchtype).map((item) => item.name), OTHER_PRODUCT];

  const choose = (index: number, name: string) => {
    const item = catalogueItem(name);
    const opts = { shouldDirty: true };
    if (item) {
      setValue(`products.${index}.hsn`, item.hsn, opts);
      setValue(`products.${index}.unitPrice`, mode === 'create' ? '' : String(item.unitPrice), opts);
      setValue(`products.${index}.customName`, '', opts);
    } else {
      setValue(`products.${index}.hsn`, '', opts);
      setValue(`products.${index}.unitPrice`, '0', opts);
    }
  };

  return (
    <Fieldset legend="Products">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          No products yet. Add the materials this quotation is for.
        </Text>
      ) : null}
      {fields.map((field, index) => {
        const isOther = products?.[index]?.name === OTHER_PRODUCT;
        const rowErrors = errors.products?.[index];
        return (
          <Fieldset key={field.id} legend={`Product ${index + 1}`} variant="filled" mb="sm">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Group gap="xs" align="flex-start" style={{ flex: 1 }}>
                <Controller
                  control={control}
                  name={`products.${index}.name`}
                  render={({ field: f }) => (
                    <Select
                      label="Product"
                      data={options}
                      value={f.value || null}
                      onChange={(value) => {
                        f.onChange(value ?? '');
                        choose(index, value ?? '');
                      }}
                      placeholder="Choose"
                      allowDeselect={false}
                      error={rowErrors?.name?.message}
                      w={140}
                    />
                  )}
                />
                {isOther ? (
                  <Controller
                    control={control}
                    name={`products.${index}.customName`}
                    render={({ field: f }) => (
                      <TextInput label="Product Name" {...f} error={rowErrors?.customName?.message} w={200} />
                    )}
                  />
                ) : null}
                <Controller
                  control={control}
                  name={`products.${index}.hsn`}
                  render={({ field: f }) => (
                    <TextInput
                      label="HSN"
                      {...f}
                      readOnly={!isOther}
                      variant={isOther ? 'default' : 'filled'}
                      error={rowErrors?.hsn?.message}
                      w={90}
                    />
                  )}
                />
                {numberFields.map(([name, label, width]) => (
                  <Controller
                    key={name}
                    control={control}
                    name={`products.${index}.${name}`}
                    render={({ field: f }) => (
                      <TextInput
                        label={label}
                        inputMode="decimal"
                        {...f}
                        error={rowErrors?.[name]?.message}
                        w={width}
                      />
                    )}
                  />
                ))}
                <RowAmount control={control} index={index} />
              </Group>
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={`Remove product ${index + 1}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Fieldset>
        );
      })}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(newProductRow(mode))}>
        Add Product
      </Button>
    </Fieldset>
  );
}
