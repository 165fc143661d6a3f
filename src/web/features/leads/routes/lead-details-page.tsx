import { Alert, Anchor, Breadcrumbs, Button, Grid, Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconHomeCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-store';
import { confirmAction } from '../../../ui/confirm';
import { ErrorState } from '../../../ui/error-state';
import { LeadMessagingCard } from '../../../ui/lead-messaging-card';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { LeadWhatsAppOptIn, LeadWhatsAppPanel } from '../../whatsapp';
import { useLead } from '../api/get-lead';
import { useMoveToRecycleBin } from '../api/move-to-recycle-bin';
import { LeadActionsPanel } from '../components/lead-actions-panel';
import { LeadActivityTimeline } from '../components/lead-activity-timeline';
import { LeadCallsPanel } from '../components/lead-calls-panel';
import { LeadConsentCard } from '../components/lead-consent-card';
import { LeadDetailsCard } from '../components/lead-details-card';
import { LeadFollowUpCard } from '../components/lead-follow-up-card';
import { LeadFollowUpHistory, LeadSiteVisits } from '../components/lead-follow-up-history';
import { LeadFormModal } from '../components/lead-form-modal';
import { LeadTasksPanel } from '../components/lead-tasks-panel';

export function LeadDetailsPage() {
  const { leadId = '' } = useParams();
  const lead = useLead(leadId);
  const bin = useMoveToRecycleBin();
  const [editing, setEditing] = useState(false);
  const role = useSession().user?.role;
  const canQuote = can(role, 'billing.manage');
  const canSeeCalls = can(role, 'calls.view');
  const canMessage = can(role, 'messages.send');
  const canWhatsApp = can(role, 'messages.own');

  if (lead.isPending) return <LoadingSpinner label="Loading the lead…" />;
  if (lead.isError)
    return (
      <ErrorState
        title={
          lead.error instanceof ApiError && lead.error.status === 404 ? 'Lead not found' : 'Could not load the lead'
        }
        error={lead.error}
        onRetry={() => void lead.refetch()}
        retrying={lead.isFetching}
      />
    );
  const data = lead.data;
  const binned = Boolean(data.deletedAt);

  const moveToBin = async () => {
    const confirmed = await confirmAction({
      title: 'Move to Recycle Bin',
      message: `Move ${data.name} to the recycle bin? It can be restored from the Recycle Bin.`,
      confirmLabel: 'Move to Recycle Bin',
      danger: true,
    });
    if (!confirmed) return;
    try {
      notifySuccess((await bin.mutateAsync([data._id])).message);
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };

  return (
    <>
      <Breadcrumbs mb="xs" style={{ flexWrap: 'nowrap', minWidth: 0 }}>
        <Anchor component={Link} to={paths.leads()} size="sm">
          Leads
        </Anchor>
        {/* A long name ends in an ellipsis instead of widening the page. */}
        <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
          {data.name}
        </Text>
      </Breadcrumbs>
      <PageHeader
        title={data.name}
        description={[data.project, data.requirement, data.city].filter(Boolean).join(' · ') || undefined}
        actions={
          binned ? null : (
            <>
              <Button variant="default" leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
                Edit Lead
              </Button>
              {can(role, 'bookings.manage') ? (
                <Button
                  component={Link}
                  to={paths.bookingNew({ leadId: data._id })}
                  leftSection={<IconHomeCheck size={18} />}
                >
                  Book a unit
                </Button>
              ) : null}
              {canQuote ? (
                <Button
                  variant="default"
                  component={Link}
                  to={paths.quotationCreate(data._id)}
                  leftSection={<IconFileInvoice size={18} />}
                >
                  Create Quotation
                </Button>
              ) : null}
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={18} />}
                onClick={moveToBin}
                loading={bin.isPending}
              >
                Move to Recycle Bin
              </Button>
            </>
          )
        }
      />
      {binned ? (
        <Alert color="orange" mb="md" title="This lead is in the recycle bin">
          Restore it from the{' '}
          <Anchor component={Link} to={paths.leadRecycleBin()}>
            Recycle Bin
          </Anchor>{' '}
          to work on it again.
        </Alert>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <LeadDetailsCard lead={data} />
            {canWhatsApp && !binned ? <LeadWhatsAppPanel lead={data} /> : null}
            <LeadFollowUpHistory leadId={data._id} />
            <LeadSiteVisits leadId={data._id} />
            <LeadTasksPanel lead={data} />
            {canSeeCalls ? <LeadCallsPanel leadId={data._id} /> : null}
            <LeadActivityTimeline leadId={data._id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <LeadFollowUpCard lead={data} />
            <LeadActionsPanel lead={data} />
            {canMessage ? <LeadMessagingCard lead={data} disabled={binned} /> : null}
            {canWhatsApp && !binned ? <LeadWhatsAppOptIn leadId={data._id} /> : null}
            <LeadConsentCard leadId={data._id} mobile={data.mobile} canRequest={can(role, 'people.data_requests')} />
          </Stack>
        </Grid.Col>
      </Grid>
      <LeadFormModal opened={editing} lead={data} onClose={() => setEditing(false)} />
    </>
  );
}
