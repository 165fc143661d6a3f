import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { smtpTestSchema } from '../../../../domain/schemas/smtp';
import { errorMessage } from '../../../lib/api-client';
import { useSendTestEmail } from '../api/smtp';

type FormValues = z.input<typeof smtpTestSchema>;

/** "Send test email": sends with the saved settings and shows the server's answer or its exact error. */
export function TestEmailPanel({ blockedReason }: { blockedReason: string | null }) {
  const send = useSendTestEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof smtpTestSchema>>({
    resolver: zodResolver(smtpTestSchema),
    defaultValues: { to: '' },
  });
  const result = send.data;
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={handleSubmit((values) => send.mutate(values.to))} noValidate aria-label="Send test email">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Send test email
          </Title>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Send to"
              type="email"
              placeholder="you@company.in"
              style={{ flex: '1 1 260px' }}
              {...register('to')}
              error={errors.to?.message}
            />
            <Button type="submit" variant="light" loading={send.isPending} disabled={blockedReason !== null}>
              Send test email
            </Button>
          </Group>
          {blockedReason ? (
            <Text size="sm" c="dimmed">
              {blockedReason}
            </Text>
          ) : null}
          {send.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(send.error)}
            </Alert>
          ) : null}
          {result ? (
            <Alert
              color={result.ok ? 'green' : 'red'}
              variant="light"
              icon={result.ok ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
              role={result.ok ? 'status' : 'alert'}
              title={result.ok ? 'Sent' : 'Not sent'}
            >
              <Text size="sm">{result.message}</Text>
              {result.response ? (
                <Text size="sm" mt={4}>
                  Server answered: <Code style={{ wordBreak: 'break-word' }}>{result.response}</Code>
                </Text>
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
