import { Badge, Group, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { formatDateTime } from '../../../lib/format';

interface SecretFieldProps extends Omit<PasswordInputProps, 'label' | 'description'> {
  label: string;
  status: { set: boolean; changedAt: string | null };
}

/** A write-only secret, as on the SMTP screen: whether one is stored and when, never its value. */
export const SecretField = forwardRef<HTMLInputElement, SecretFieldProps>(function SecretField(
  { label, status, ...input },
  ref,
) {
  return (
    <PasswordInput
      ref={ref}
      label={
        <Group gap={6} component="span">
          {label}
          <Badge size="xs" variant="light" color={status.set ? 'green' : 'gray'}>
            {status.set ? 'set' : 'not set'}
          </Badge>
        </Group>
      }
      description={
        status.set
          ? `Stored encrypted, changed ${formatDateTime(status.changedAt)}. Leave empty to keep it.`
          : 'Stored encrypted; never shown again.'
      }
      autoComplete="new-password"
      {...input}
    />
  );
});
