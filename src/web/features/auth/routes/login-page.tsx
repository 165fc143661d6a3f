import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths';
import { startSession, useSession } from '../../../lib/session-store';
import { PasswordField } from '../../../ui/password-field';
import { useSetup } from '../api/get-setup';
import { login } from '../api/login';
import { AuthFooterLink, EmailField, SubmitErrorAlert } from '../components/auth-form-bits';
import { AuthLayout } from '../components/auth-layout';
import { useLazySchemaForm } from '../hooks/use-lazy-schema-form';

function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith(paths.login()) ? from : '/';
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
              <Anchor component={RouterLink} to={paths.register()} fw={600}>
                Create the first account
              </Anchor>{' '}
              — it becomes the administrator.
            </Alert>
          ) : null}
          <SubmitErrorAlert error={submitError} />
          <EmailField autoFocus {...field('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
          <Anchor component={RouterLink} to={paths.forgotPassword()} size="sm" ta="right" mt={-8}>
            Forgot password?
          </Anchor>
          <Button type="submit" fullWidth loading={isSubmitting} mt="xs">
            Log in
          </Button>
          <AuthFooterLink lead="New to EstateDesk?" to={paths.register()}>
            Create an account
          </AuthFooterLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
