import { Alert, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { paths } from '../../../../domain/paths';
import { forgotPassword } from '../api/forgot-password';
import { AuthFooterLink, EmailField, SubmitErrorAlert } from '../components/auth-form-bits';
import { AuthLayout } from '../components/auth-layout';
import { useLazySchemaForm } from '../hooks/use-lazy-schema-form';

/** "Forgot password?" from /login: emails a single-use link to /create-password. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const { field, handleSubmit, isSubmitting, submitError } = useLazySchemaForm({
    schema: () => import('../components/form-schemas').then((m) => m.forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    setSent((await forgotPassword(values)).message);
  });

  return (
    <AuthLayout
      title="Forgot password?"
      subtitle="Enter your work email and we will send you a link to set a new password."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {sent ? (
            <Alert color="blue" variant="light" icon={<IconMailForward size={18} />} role="status">
              {sent}
            </Alert>
          ) : null}
          <SubmitErrorAlert error={submitError} />
          <EmailField autoFocus {...field('email')} />
          <Button type="submit" fullWidth loading={isSubmitting} mt="xs">
            Send reset link
          </Button>
          <AuthFooterLink lead="Remembered it?" to={paths.login()}>
            Back to log in
          </AuthFooterLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
