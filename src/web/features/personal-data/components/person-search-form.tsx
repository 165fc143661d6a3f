import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type PersonQuery, personQuerySchema } from '../../../../domain/schemas/person-data';

type FormValues = z.input<typeof personQuerySchema>;

/** Who the request is about: their mobile, their email, or both (a person may be several leads). */
export function PersonSearchForm({
  onFind,
  busy,
  initialMobile,
}: {
  onFind: (person: PersonQuery) => void;
  busy: boolean;
  initialMobile?: string | undefined;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, PersonQuery>({
    resolver: zodResolver(personQuerySchema),
    defaultValues: { mobile: initialMobile ?? '', email: '' },
  });
  return (
    <Paper withBorder p="md" radius="md" mb="md">
      <form onSubmit={handleSubmit(onFind)} noValidate aria-label="Find a person">
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label="Mobile"
            placeholder="98220 12345"
            inputMode="tel"
            w={220}
            {...register('mobile')}
            error={errors.mobile?.message}
          />
          <TextInput
            label="Email"
            type="email"
            placeholder="name@example.in"
            w={300}
            {...register('email')}
            error={errors.email?.message}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} loading={busy} mt={25}>
            Find
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
