import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/password-rules';
import { paths } from '../../../../domain/paths';
import { errorMessage, serverMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../ui/password-field';
import { createPassword } from '../api/create-password';
import { AuthFooterLink } from '../components/auth-form-bits';
import { AuthLayout } from '../components/auth-layout';
import { useLazySchemaForm } from '../hooks/use-lazy-schema-form';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Set-password page for invitation and reset links. */
export function CreatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [answer, setAnswer] = useState<Outcome>(null);
  const { field, handleSubmit, isSubmitting, submitError } = useLazySchemaForm({
    schema: () => import('../components/form-schemas').then((m) => m.passwordFieldsSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submitPasswords = handleSubmit(async (values) => {
    setAnswer(null);
    try {
      const result = await createPassword({ token, ...values });
      setAnswer({ kind: 'success', message: result.message });
    } catch (error) {
      setAnswer({ kind: 'error', message: serverMessage(error) ?? 'Something went wrong' });
    }
  });
  // The form's own failure (its schema could not be loaded) reads like the server's.
  const outcome: Outcome = answer ?? (submitError ? { kind: 'error', message: errorMessage(submitError) } : null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!token) {
      event.preventDefault();
      setAnswer({ kind: 'error', message: 'Missing or invalid token' });
      return;
    }
    void submitPasswords(event);
  };

  const succeeded = outcome?.kind === 'success';

  return (
    <AuthLayout title="Create Password" subtitle="Choose the password you will use to log in to EstateDesk.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {!token && !outcome ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              <Text size="sm" c="red.8">
                Token is missing in the URL
              </Text>
            </Alert>
          ) : null}
          {outcome ? (
            <Alert
              color={succeeded ? 'green' : 'red'}
              variant="light"
              icon={succeeded ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
              role={succeeded ? 'status' : 'alert'}
            >
              <Text size="sm" c={succeeded ? 'green.8' : 'red.8'}>
                {outcome.message}
              </Text>
              {succeeded ? (
                <Anchor component={RouterLink} to={paths.login()} size="sm" fw={600} mt={6} display="inline-block">
                  Go to log in
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            withAsterisk
            description={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
            disabled={succeeded}
            {...field('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            withAsterisk
            disabled={succeeded}
            {...field('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={isSubmitting} disabled={isSubmitting || succeeded}>
            Create Password
          </Button>
          <AuthFooterLink to={paths.login()}>Back to log in</AuthFooterLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
