import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save's last failure, shown above the fields (null when none). */
  error: unknown;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A modal holding one form, with the failure alert on top and Cancel / submit at the bottom. */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  onSubmit,
  error,
  submitting,
  submitLabel,
  children,
}: FormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
