import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAllLeads } from '../api/delete-all-leads';

/** What the administrator types to confirm, with the number as digits so it cannot be misread. */
export const deleteAllPhrase = (count: number) => `delete ${count} ${count === 1 ? 'lead' : 'leads'}`;

/** "Delete all N leads for ever" (administrators): a typed confirmation, then one request for the whole bin. */
export function DeleteAllLeadsButton({ count }: { count: number }) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const purge = useDeleteAllLeads();
  const phrase = deleteAllPhrase(count);
  const matches = typed.trim().toLowerCase() === phrase;

  const close = () => {
    setOpened(false);
    setTyped('');
    purge.reset();
  };
  const onConfirm = async () => {
    try {
      const { deleted } = await purge.mutateAsync(count);
      close();
      notifySuccess(`${formatCount(deleted)} ${deleted === 1 ? 'lead was' : 'leads were'} deleted for ever.`);
    } catch {
      // Shown in the dialog: a 409 says how many the bin holds now.
    }
  };

  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrashX size={18} />} onClick={() => setOpened(true)}>
        Delete all {formatCount(count)} {count === 1 ? 'lead' : 'leads'} for ever
      </Button>
      <Modal opened={opened} onClose={close} title="Delete every lead in the recycle bin" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) void onConfirm();
          }}
        >
          <Stack gap="md">
            {purge.error ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {errorMessage(purge.error)}
              </Alert>
            ) : null}
            <Text size="sm">
              {formatCount(count)} {count === 1 ? 'lead' : 'leads'} and their history will be removed for ever. This
              cannot be undone, not even from an import's Undo.
            </Text>
            <TextInput
              label={`Type “${phrase}” to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={!matches} loading={purge.isPending}>
                Delete for ever
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
