import { Alert, Anchor, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';

/** Why the server refused the form, above its fields (the fields carry their own errors). */
export function SubmitErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

/** The work email of the public forms. */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" placeholder="you@company.in" {...props} />;
}

/** The line under a public form that leads to another one ("Remembered it? Back to log in"). */
export function AuthFooterLink({ lead, to, children }: { lead?: string; to: string; children: ReactNode }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {lead ? `${lead} ` : null}
      <Anchor component={RouterLink} to={to}>
        {children}
      </Anchor>
    </Text>
  );
}
