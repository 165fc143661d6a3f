import { Badge, Button, Text, Title } from '@mantine/core';
import type { EmailOutboxItem } from '../../../../domain/schemas/smtp';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useRecentEmails, useRetryEmail } from '../api/smtp';

const statusColour = { queued: 'blue', sent: 'green', failed: 'red' } as const;
const causes: Record<string, string> = { invite: 'Invitation', 'password-reset': 'Password reset' };

/** Only a failed email can be sent again; a queued one is still being tried by its job. */
function RetryEmailButton({ email }: { email: EmailOutboxItem }) {
  const retry = useRetryEmail();
  if (email.status !== 'failed') return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={retry.isPending}
      onClick={() =>
        retry.mutate(email._id, { onSuccess: () => notifySuccess(`The email to ${email.to} is queued again.`) })
      }
    >
      Retry
    </Button>
  );
}

const columns: Column<EmailOutboxItem>[] = [
  { key: 'created', header: 'Queued', nowrap: true, render: (e) => formatDateTime(e.createdAt) },
  { key: 'to', header: 'To', render: (e) => e.to },
  {
    key: 'subject',
    header: 'Subject',
    render: (e) => (
      <>
        <Text size="sm">{e.subject}</Text>
        {e.relatedKind ? (
          <Text size="xs" c="dimmed">
            {causes[e.relatedKind] ?? e.relatedKind}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    render: (e) => (
      // A badge's label clips itself, so a squeezed column read "FAI…"; it keeps its whole width.
      <Badge color={statusColour[e.status]} variant="light" miw="max-content">
        {e.status}
        {e.attempts > 1 ? ` · ${e.attempts} tries` : ''}
      </Badge>
    ),
  },
  { key: 'sent', header: 'Sent', nowrap: true, render: (e) => formatDateTime(e.sentAt) },
  {
    key: 'error',
    header: 'Last error',
    render: (e) => (
      <CellText maw={300} c={e.lastError ? 'red' : undefined}>
        {e.lastError}
      </CellText>
    ),
  },
  { key: 'actions', header: 'Actions', nowrap: true, render: (e) => <RetryEmailButton email={e} /> },
];

/** The last 50 emails the app queued, so an administrator sees what went out and what did not. */
export function RecentEmails() {
  const emails = useRecentEmails();
  return (
    <>
      <Title order={3} size="h5" mt="lg" mb="xs">
        Recent emails
      </Title>
      {emails.isPending ? (
        <LoadingSpinner label="Loading recent emails…" />
      ) : emails.isError ? (
        <ErrorState
          title="Could not load recent emails"
          error={emails.error}
          onRetry={() => void emails.refetch()}
          retrying={emails.isFetching}
        />
      ) : emails.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No email has been sent yet.
        </Text>
      ) : (
        <DataTable label="Recent emails" columns={columns} rows={emails.data} rowKey={(e) => e._id} minWidth={860} />
      )}
    </>
  );
}
