import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/password-rules';
import { createPasswordSchema } from '../../../../domain/schemas/auth';
import { serverMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../ui/password-field';
import { useCreatePassword } from '../api/create-password';
import { AuthLayout } from '../components/auth-layout';

const passwordFieldsSchema = createPasswordSchema.pick({ password: true, confirmPassword: true });
type PasswordFields = z.input<typeof passwordFieldsSchema>;

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Set-password page for invitation and reset links (spec §2.5, §5, §8). */
export function CreatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useCreatePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordFields, unknown, z.output<typeof passwordFieldsSchema>>({
    resolver: zodResolver(passwordFieldsSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submitPasswords = handleSubmit((values) => {
    setOutcome(null);
    mutation.mutate(
      { token, ...values },
      {
        onSuccess: (result) => setOutcome({ kind: 'success', message: result.message }),
        onError: (error) => setOutcome({ kind: 'error', message: serverMessage(error) ?? 'Something went wrong' }),
      },
    );
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!token) {
      event.preventDefault();
      setOutcome({ kind: 'error', message: 'Missing or invalid token' });
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
                <Anchor component={RouterLink} to="/login" size="sm" fw={600} mt={6} display="inline-block">
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
            error={errors.password?.message}
            disabled={succeeded}
            {...register('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            withAsterisk
            error={errors.confirmPassword?.message}
            disabled={succeeded}
            {...register('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={mutation.isPending} disabled={mutation.isPending || succeeded}>
            Create Password
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            <Anchor component={RouterLink} to="/login">
              Back to log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
