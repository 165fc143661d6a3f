import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/password-rules';
import { registerSchema } from '../../../../domain/schemas/auth';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { PasswordField } from '../../../ui/password-field';
import { useSetup } from '../api/get-setup';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';

/** The server decides the password rules; the screen only checks that the two entries match. */
const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, { error: 'Confirm Password is required.' }) })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The two passwords do not match.',
  });

type RegisterForm = z.input<typeof registerFormSchema>;

export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const setup = useSetup();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterForm, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  if (session.status === 'authenticated' && !registerMutation.isPending && !registerMutation.isSuccess) {
    return <Navigate to="/" replace />;
  }

  const firstUser = setup.data?.needsFirstUser === true;
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    registerMutation.mutate(values, {
      onSuccess: (result) => {
        if (result.token) navigate('/dashboard', { replace: true });
      },
    });
  });

  const pending = registerMutation.isSuccess && !registerMutation.data.token;

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
            {registerMutation.data.message}
          </Alert>
          <Button component={RouterLink} to="/login" variant="light" fullWidth>
            Back to log in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {registerMutation.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {errorMessage(registerMutation.error)}
              </Alert>
            ) : null}
            <TextInput label="Name" autoComplete="name" autoFocus error={errors.name?.message} {...register('name')} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@company.in"
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Button type="submit" fullWidth loading={registerMutation.isPending} mt="xs">
              Create account
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              Already have an account?{' '}
              <Anchor component={RouterLink} to="/login">
                Log in
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
