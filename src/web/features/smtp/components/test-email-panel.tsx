import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { smtpTestSchema } from '../../../../domain/schemas/smtp';
import { TestResultAlert } from '../../../ui/test-result-alert';
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
          <TestResultAlert test={send} titles={{ ok: 'Sent', failed: 'Not sent' }}>
            {(result) => (
              <>
                <Text size="sm">{result.message}</Text>
                {result.response ? (
                  <Text size="sm" mt={4}>
                    Server answered: <Code style={{ wordBreak: 'break-word' }}>{result.response}</Code>
                  </Text>
                ) : null}
              </>
            )}
          </TestResultAlert>
        </Stack>
      </form>
    </Paper>
  );
}
