import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { can } from '../../../../domain/permissions';
import { holdHoursSchema } from '../../../../domain/schemas/availability';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-store';
import { useSetHoldHours } from '../api/availability-queries';

/**
 * "A hold lasts 48 hours" above the grid; an administrator changes it here, where holds are
 * placed (decision 180), as the idle-lead window is shown on the assignment rules.
 */
export function HoldHoursControl({ holdHours }: { holdHours: number }) {
  const user = useSessionUser();
  const [opened, { open, close }] = useDisclosure(false);
  const [value, setValue] = useState<number | string>(holdHours);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useSetHoldHours();

  const onOpen = () => {
    setValue(holdHours);
    setFieldError(null);
    save.reset();
    open();
  };
  const onSave = () => {
    const parsed = holdHoursSchema.safeParse({ holdHours: value === '' ? undefined : value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter the hours.');
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (r) => {
        notifySuccess(`A new hold now lasts ${r.holdHours} hours.`);
        close();
      },
    });
  };

  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        A hold lasts {holdHours} hours; a manager may extend it once.
      </Text>
      {can(user.role, 'settings.manage') ? (
        <Button size="compact-sm" variant="subtle" onClick={onOpen}>
          Change
        </Button>
      ) : null}
      <Modal opened={opened} onClose={close} title="How long a hold lasts" size="sm">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <Stack>
            <NumberInput
              label="Hours"
              description="For new holds and for an extension; holds already placed keep their time."
              value={value}
              onChange={setValue}
              min={1}
              max={720}
              allowDecimal={false}
              error={fieldError ?? (save.error ? errorMessage(save.error) : null)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
