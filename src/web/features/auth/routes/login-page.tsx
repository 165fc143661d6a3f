import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginSchema } from '../../../../domain/schemas/auth';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { PasswordField } from '../../../ui/password-field';
import { useSetup } from '../api/get-setup';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';

type LoginForm = z.input<typeof loginSchema>;

function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const setup = useSetup();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  if (session.status === 'authenticated' && !loginMutation.isPending) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, { onSuccess: () => navigate(returnPath(location.state), { replace: true }) });
  });

  return (
    <AuthLayout title="Log in" subtitle="Welcome back. Sign in with your work email.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {setup.data?.needsFirstUser ? (
            <Alert color="blue" variant="light" icon={<IconUserPlus size={18} />} title="No accounts yet">
              This installation has no users.{' '}
              <Anchor component={RouterLink} to="/register" fw={600}>
                Create the first account
              </Anchor>{' '}
              — it becomes the administrator.
            </Alert>
          ) : null}
          {loginMutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(loginMutation.error)}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.in"
            autoFocus
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" fullWidth loading={loginMutation.isPending} mt="xs">
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
