import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { Draft } from '../../../../domain/schemas/draft';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useDiscardDraft } from '../api/discard-draft';
import { useDrafts } from '../api/get-drafts';

function resumePath(draft: Draft): string {
  return draft.kind === 'quotation-edit' && draft.quotationId
    ? paths.quotationEdit(draft.quotationId, { draft: draft._id })
    : paths.quotationCreate('new', { draft: draft._id });
}

/** /draft: the signed-in user's unfinished quotations, saved as they typed. */
export function DraftsPage() {
  const drafts = useDrafts();
  const discard = useDiscardDraft();

  const onDiscard = async (draft: Draft) => {
    const ok = await confirmAction({
      title: 'Discard draft',
      message: `Discard the draft “${draft.title || 'Untitled quotation'}”? This cannot be undone.`,
      confirmLabel: 'Discard',
      danger: true,
    });
    if (!ok) return;
    try {
      await discard.mutateAsync(draft._id);
      notifySuccess('The draft was discarded.');
    } catch (error) {
      notifyError(error, 'Could not discard the draft');
    }
  };

  const columns: Column<Draft>[] = [
    {
      key: 'title',
      header: 'Quotation',
      render: (d) => (
        <Text size="sm" fw={600}>
          {d.title || 'Untitled quotation'}
        </Text>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      render: (d) => (
        <Badge variant="light">{d.kind === 'quotation-edit' ? 'Edit of a saved quotation' : 'New quotation'}</Badge>
      ),
    },
    { key: 'updated', header: 'Last saved', render: (d) => formatDateTime(d.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (d) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={resumePath(d)}
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} />}
          >
            Resume
          </Button>
          <Tooltip label="Discard">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Discard ${d.title || 'draft'}`}
              onClick={() => onDiscard(d)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  let body: React.ReactNode;
  if (drafts.isPending) body = <LoadingSpinner label="Loading your drafts…" />;
  else if (drafts.isError)
    body = (
      <ErrorState
        title="Could not load your drafts"
        error={drafts.error}
        onRetry={() => void drafts.refetch()}
        retrying={drafts.isFetching}
      />
    );
  else if (drafts.data.length === 0)
    body = (
      <EmptyList
        title="No drafts"
        description="Quotations you start but do not save are kept here as you type."
        action={
          <Button component={Link} to={paths.quotationCreate('new')}>
            Create a quotation
          </Button>
        }
      />
    );
  else body = <DataTable label="Drafts" columns={columns} rows={drafts.data} rowKey={(d) => d._id} minWidth={700} />;

  return (
    <>
      <PageHeader title="Drafts" description="Your unfinished quotations. Only you can see them." />
      {body}
    </>
  );
}
