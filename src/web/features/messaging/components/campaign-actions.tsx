import { Button, Group } from '@mantine/core';
import {
  IconCheck,
  IconDownload,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths';
import { type Campaign, FINISHED_CAMPAIGN_STATUSES } from '../../../../domain/schemas/campaign';
import { downloadFile } from '../../../lib/download';
import { formatCount } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { CAMPAIGN_ACTION_ERRORS, type CampaignAction, useCampaignAction, useDeleteCampaign } from '../api/messaging';

const isFinished = (c: Campaign) => FINISHED_CAMPAIGN_STATUSES.includes(c.status);

/**
 * A campaign's controls, by its state: pause, resume, cancel, resend failures, settle the messages
 * in doubt, download its recipients, delete it once finished.
 */
export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const action = useCampaignAction();
  const remove = useDeleteCampaign();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const { status, counts } = campaign;
  const failures = counts.failed + counts.bounced;

  const run = async (which: CampaignAction, done: string) => {
    if (which === 'cancel') {
      const ok = await confirmAction({
        title: 'Cancel the campaign',
        message: `Stop "${campaign.name}"? Recipients not yet sent to (${formatCount(counts.queued)}) get nothing.`,
        confirmLabel: 'Cancel campaign',
        cancelLabel: 'Keep sending',
        danger: true,
      });
      if (!ok) return;
    }
    if (which === 'unknown/send-again' || which === 'unknown/mark-sent') {
      const again = which === 'unknown/send-again';
      const ok = await confirmAction({
        title: again ? 'Send again' : 'Mark as sent',
        message: again
          ? `Send the ${formatCount(counts.unknown)} messages in doubt again? Anyone who already got one gets it twice.`
          : `Mark the ${formatCount(counts.unknown)} messages in doubt as sent? Nothing more is sent to them.`,
        confirmLabel: again ? 'Send again' : 'Mark as sent',
      });
      if (!ok) return;
    }
    if (which === 'resend-failures') {
      const ok = await confirmAction({
        title: 'Resend failures',
        message: `Send again to the ${formatCount(failures)} recipients whose message failed? Delivered ones are not sent to again.`,
        confirmLabel: 'Resend',
      });
      if (!ok) return;
    }
    action.mutate(
      { id: campaign.id, action: which },
      {
        onSuccess: () => notifySuccess(done),
        onError: (error) => notifyError(error, CAMPAIGN_ACTION_ERRORS[which]),
      },
    );
  };
  const onDelete = async () => {
    const ok = await confirmAction({
      title: 'Delete the campaign',
      message: `Delete "${campaign.name}" and its recipients' statuses? The messages already sent stay on each lead's timeline.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(campaign.id);
      notifySuccess(`"${campaign.name}" was deleted.`);
      navigate(paths.campaigns());
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(`/api/message/${campaign.id}/failures.csv`, 'failures.csv', 'Could not export the failures');
    } catch (error) {
      notifyError(error, 'Could not export the failures');
    } finally {
      setExporting(false);
    }
  };
  const busy = (which: CampaignAction) => action.isPending && action.variables?.action === which;
  return (
    <Group gap="xs">
      {status === 'sending' || status === 'waiting_window' || status === 'scheduled' ? (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={18} />}
          loading={busy('pause')}
          onClick={() => run('pause', 'Paused: nothing more is sent until you resume.')}
        >
          Pause
        </Button>
      ) : null}
      {status === 'paused' ? (
        <Button
          leftSection={<IconPlayerPlay size={18} />}
          loading={busy('resume')}
          onClick={() => run('resume', 'Resumed: sending goes on where it stopped.')}
        >
          Resume
        </Button>
      ) : null}
      {!isFinished(campaign) ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={18} />}
          loading={busy('cancel')}
          onClick={() => run('cancel', 'The campaign is cancelled.')}
        >
          Cancel
        </Button>
      ) : null}
      {failures > 0 ? (
        <>
          <Button variant="default" leftSection={<IconDownload size={18} />} loading={exporting} onClick={onExport}>
            Export failures
          </Button>
          {isFinished(campaign) && status !== 'cancelled' ? (
            <Button
              variant="light"
              leftSection={<IconRefresh size={18} />}
              loading={busy('resend-failures')}
              onClick={() => run('resend-failures', 'The failures are queued again.')}
            >
              Resend failures
            </Button>
          ) : null}
        </>
      ) : null}
      {counts.unknown > 0 ? (
        <>
          {status !== 'cancelled' ? (
            <Button
              variant="light"
              color="yellow"
              leftSection={<IconRefresh size={18} />}
              loading={busy('unknown/send-again')}
              onClick={() => run('unknown/send-again', 'The messages in doubt are queued again.')}
            >
              Send again
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconCheck size={18} />}
            loading={busy('unknown/mark-sent')}
            onClick={() => run('unknown/mark-sent', 'The messages in doubt are marked as sent.')}
          >
            Mark as sent
          </Button>
        </>
      ) : null}
      {isFinished(campaign) ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} />}
          loading={remove.isPending}
          onClick={onDelete}
        >
          Delete
        </Button>
      ) : null}
    </Group>
  );
}
