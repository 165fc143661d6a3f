import { ActionIcon, Button, Checkbox, Grid, Paper, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { type BookingApplicantInput, MAX_APPLICANTS } from '../../../../domain/schemas/booking';

export interface ApplicantsForm {
  applicants: BookingApplicantInput[];
}

export const emptyApplicant = (): BookingApplicantInput => ({
  name: '',
  mobile: '',
  email: '',
  pan: '',
  address: '',
  woman: false,
  relation: '',
});

/** The applicant and co-applicants: the first is the buyer the Entity Manager and Customer Management keep. */
export function ApplicantsFields<F extends ApplicantsForm>({
  control,
  register,
  errors,
}: {
  control: Control<F>;
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
}) {
  const c = control as unknown as Control<ApplicantsForm>;
  const r = register as unknown as UseFormRegister<ApplicantsForm>;
  const e = errors as FieldErrors<ApplicantsForm>;
  const { fields, append, remove } = useFieldArray({ control: c, name: 'applicants' });
  return (
    <>
      {fields.map((field, i) => {
        const err = e.applicants?.[i];
        return (
          <Paper key={field.id} withBorder p="sm" mb="sm">
            <Grid gap="xs" align="flex-end">
              <Grid.Col span={12}>
                <Text fw={600} size="sm">
                  {i === 0 ? 'Applicant' : `Co-applicant ${i}`}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <TextInput label="Name" withAsterisk {...r(`applicants.${i}.name`)} error={err?.name?.message} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <TextInput label="Mobile" withAsterisk {...r(`applicants.${i}.mobile`)} error={err?.mobile?.message} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <TextInput label="PAN" {...r(`applicants.${i}.pan`)} error={err?.pan?.message} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 2 }}>
                {i === 0 ? (
                  <Checkbox label="Woman" {...r(`applicants.${i}.woman`)} mb={8} />
                ) : (
                  <TextInput label="Relation" {...r(`applicants.${i}.relation`)} error={err?.relation?.message} />
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <TextInput label="Email" {...r(`applicants.${i}.email`)} error={err?.email?.message} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: i === 0 ? 8 : 6 }}>
                <TextInput label="Address" {...r(`applicants.${i}.address`)} error={err?.address?.message} />
              </Grid.Col>
              {i > 0 ? (
                <Grid.Col span={{ base: 12, md: 2 }}>
                  <Checkbox label="Woman" {...r(`applicants.${i}.woman`)} mb={8} />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove co-applicant ${i}`}
                    onClick={() => remove(i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Grid.Col>
              ) : null}
            </Grid>
          </Paper>
        );
      })}
      {fields.length < MAX_APPLICANTS ? (
        <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => append(emptyApplicant())}>
          Add co-applicant
        </Button>
      ) : null}
    </>
  );
}
