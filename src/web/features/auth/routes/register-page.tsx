import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/password-rules';
import { paths } from '../../../../domain/paths';
import { startSession, useSession } from '../../../lib/session-store';
import { PasswordField } from '../../../ui/password-field';
import { useSetup } from '../api/get-setup';
import { register } from '../api/register';
import { AuthFooterLink, EmailField, SubmitErrorAlert } from '../components/auth-form-bits';
import { AuthLayout } from '../components/auth-layout';
import { useLazySchemaForm } from '../hooks/use-lazy-schema-form';

export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const setup = useSetup();
  const [registered, setRegistered] = useState<{ message: string; signedIn: boolean } | null>(null);
  const { field, handleSubmit, isSubmitting, submitError } = useLazySchemaForm({
    schema: () => import('../components/form-schemas').then((m) => m.registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  if (session.status === 'authenticated' && !isSubmitting && !registered) {
    return <Navigate to="/" replace />;
  }

  const firstUser = setup?.needsFirstUser === true;
  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    const result = await register(values);
    setRegistered({ message: result.message, signedIn: Boolean(result.token) });
    if (result.token) {
      startSession(result.token, result.user);
      navigate(paths.dashboard(), { replace: true });
    }
  });

  const pending = registered !== null && !registered.signedIn;

  return (
    <AuthLayout
      title={firstUser ? 'Create the administrator account' : 'Create an account'}
      subtitle={
        firstUser
          ? 'This is the first account on this installation. It becomes the administrator.'
          : 'An administrator approves new accounts before they can log in.'
      }
    >
      {pending ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Registration received">
            {registered.message}
          </Alert>
          <Button component={RouterLink} to={paths.login()} variant="light" fullWidth>
            Back to log in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SubmitErrorAlert error={submitError} />
            <TextInput label="Name" autoComplete="name" autoFocus {...field('name')} />
            <EmailField {...field('email')} />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
              {...field('password')}
            />
            <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
            <Button type="submit" fullWidth loading={isSubmitting} mt="xs">
              Create account
            </Button>
            <AuthFooterLink lead="Already have an account?" to={paths.login()}>
              Log in
            </AuthFooterLink>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
