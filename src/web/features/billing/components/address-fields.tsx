import { Autocomplete, Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { useCities, useCountries, useStates } from '../api/get-geo';
import type { QuotationFormValues } from './form-model';

interface AddressFieldsProps {
  which: 'billing' | 'shipping';
  legend: string;
  control: Control<QuotationFormValues>;
  setValue: UseFormSetValue<QuotationFormValues>;
  errors: FieldErrors<QuotationFormValues>;
  /** Shipping while 'Same as billing address' is ticked: shown, copied, not typed into. */
  readOnly?: boolean;
  /** Required markers on billing street and state, and shipping state. */
  requiredStreet?: boolean;
}

/** Street, country → state → city (each change clears what depends on it), pincode. */
export function AddressFields({
  which,
  legend,
  control,
  setValue,
  errors,
  readOnly,
  requiredStreet,
}: AddressFieldsProps) {
  const country = useWatch({ control, name: `${which}.country` });
  const state = useWatch({ control, name: `${which}.state` });
  const countries = useCountries();
  const states = useStates(country);
  const cities = useCities(country, state);
  const fieldErrors = errors[which];
  const lookupError = countries.error ?? states.error ?? cities.error;

  return (
    <Fieldset legend={legend} disabled={readOnly}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 6 }}>
        <Controller
          control={control}
          name={`${which}.street`}
          render={({ field }) => (
            <TextInput
              label="Street"
              withAsterisk={requiredStreet}
              {...field}
              error={fieldErrors?.street?.message}
              style={{ gridColumn: 'span 2' }}
            />
          )}
        />
        <Controller
          control={control}
          name={`${which}.country`}
          render={({ field }) => (
            <Select
              label="Country"
              searchable
              data={countries.data ?? (field.value ? [field.value] : [])}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                setValue(`${which}.state`, '', { shouldDirty: true });
                setValue(`${which}.city`, '', { shouldDirty: true });
              }}
              nothingFoundMessage="No country matches"
              limit={300}
            />
          )}
        />
        <Controller
          control={control}
          name={`${which}.state`}
          render={({ field }) => (
            <Select
              label="State"
              withAsterisk
              searchable
              data={states.data ?? (field.value ? [field.value] : [])}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                setValue(`${which}.city`, '', { shouldDirty: true });
              }}
              placeholder={country ? undefined : 'Choose a country first'}
              nothingFoundMessage="No state matches"
              error={fieldErrors?.state?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={`${which}.city`}
          render={({ field }) => (
            <Autocomplete
              label="City"
              data={cities.data ?? []}
              value={field.value}
              onChange={field.onChange}
              limit={50}
              placeholder={state ? undefined : 'Choose a state first'}
            />
          )}
        />
        <Controller
          control={control}
          name={`${which}.pincode`}
          render={({ field }) => (
            <TextInput
              label="Pincode"
              inputMode="numeric"
              maxLength={12}
              {...field}
              error={fieldErrors?.pincode?.message}
            />
          )}
        />
      </SimpleGrid>
      {lookupError ? (
        <Text size="xs" c="red" mt="xs" role="alert">
          Could not load the place names: {errorMessage(lookupError)}
        </Text>
      ) : null}
    </Fieldset>
  );
}
