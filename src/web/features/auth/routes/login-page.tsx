import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { startSession, useSession } from '../../../lib/session-store';
import { PasswordField } from '../../../ui/password-field';
import { useSetup } from '../api/get-setup';
import { login } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { useLazySchemaForm } from '../hooks/use-lazy-schema-form';

function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const setup = useSetup();
  const { field, handleSubmit, isSubmitting, submitError } = useLazySchemaForm({
    schema: () => import('../components/form-schemas').then((m) => m.loginSchema),
    defaultValues: { email: '', password: '' },
  });

  if (session.status === 'authenticated' && !isSubmitting) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  const onSubmit = handleSubmit(async (values) => {
    const { token, user } = await login(values);
    startSession(token, user);
    navigate(returnPath(location.state), { replace: true });
  });

  return (
    <AuthLayout title="Log in" subtitle="Welcome back. Sign in with your work email.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {setup?.needsFirstUser ? (
            <Alert color="blue" variant="light" icon={<IconUserPlus size={18} />} title="No accounts yet">
              This installation has no users.{' '}
              <Anchor component={RouterLink} to="/register" fw={600}>
                Create the first account
              </Anchor>{' '}
              — it becomes the administrator.
            </Alert>
          ) : null}
          {submitError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(submitError)}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.in"
            autoFocus
            {...field('email')}
          />
          <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
          <Anchor component={RouterLink} to="/forgot-password" size="sm" ta="right" mt={-8}>
            Forgot password?
          </Anchor>
          <Button type="submit" fullWidth loading={isSubmitting} mt="xs">
            Log in
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            New to EstateDesk?{' '}
            <Anchor component={RouterLink} to="/register">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
