import { Alert, Badge, Button, Grid, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconPhoneCall, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../../domain/permissions';
import type { CallQueueFor } from '../../../../domain/schemas/call';
import { type CallQueueItem, QUEUE_REASON_LABELS, QUEUE_REASONS } from '../../../../domain/schemas/call';
import { formatCount } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { LogOutcomeModal } from '../../../ui/log-outcome-modal';
import { PageHeader } from '../../../ui/page-header';
import { callsKeys, useCallQueue } from '../api/calls';
import { MemberPicker, useMemberName } from '../components/member-picker';
import { QueueLeadPanel } from '../components/queue-lead-panel';
import { QueueList } from '../components/queue-list';

/** The first lead of the queue not yet dealt with in this sitting, other than the one open now. */
function nextOf(items: CallQueueItem[], handled: ReadonlySet<string>, currentId: string | null) {
  return items.find((i) => i.leadId !== currentId && !handled.has(i.leadId)) ?? null;
}

/**
 * /dialup — the call queue: overdue follow-ups, today's by time, new leads by age, then
 * leads that did not answer and are due another try. "Next" opens a lead with its last activity
 * and the call buttons; saving its outcome opens the one after. Managers pick whose queue, or the
 * team's (every lead of their scope, decision 156), which opens by itself when their own is empty.
 */
export function DialupPage() {
  const user = useSession().user;
  const canPick = can(user?.role, 'calls.view');
  const seesAll = can(user?.role, 'leads.all');
  const [searchParams, setSearchParams] = useSearchParams();
  const memberId = (canPick && searchParams.get('memberId')) || undefined;
  const asked = searchParams.get('for');
  const whose: CallQueueFor = canPick && asked === 'team' ? 'team' : 'mine';
  const own = useCallQueue(memberId, 'mine', whose === 'mine');
  const team = useCallQueue(undefined, 'team', whose === 'team');
  const queue = whose === 'team' ? team : own;
  // Set when the screen moved itself to the team's queue, to say why.
  const [ownWasEmpty, setOwnWasEmpty] = useState(false);
  const ownEmpty = whose === 'mine' && !memberId && own.data !== undefined && own.data.items.length === 0;
  useEffect(() => {
    if (!canPick || asked || !ownEmpty) return;
    setOwnWasEmpty(true);
    const params = new URLSearchParams(searchParams);
    params.set('for', 'team');
    setSearchParams(params, { replace: true });
  }, [canPick, asked, ownEmpty, searchParams, setSearchParams]);
  const queryClient = useQueryClient();
  const pickedName = useMemberName(memberId);
  const [currentId, setCurrentId] = useState<string | null>(null);
  // Leads dealt with or skipped since the screen opened: the queue still lists a lead that did
  // not answer (it comes back for a retry later), but "Next" must move past it now.
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const [outcomeFor, setOutcomeFor] = useState<CallQueueItem | null>(null);
  const [outcomeOpen, setOutcomeOpen] = useState(false);

  const items = queue.data?.items ?? [];
  // The lead stays open while the queue refreshes, even if the refresh drops it.
  const [openItem, setOpenItem] = useState<CallQueueItem | null>(null);
  const current = useMemo(
    () => items.find((i) => i.leadId === currentId) ?? (openItem?.leadId === currentId ? openItem : null),
    [items, currentId, openItem],
  );
  const upcoming = nextOf(items, handled, currentId);

  const open = (item: CallQueueItem | null) => {
    setCurrentId(item?.leadId ?? null);
    setOpenItem(item);
  };
  const next = () => {
    if (currentId) setHandled((prev) => new Set(prev).add(currentId));
    open(upcoming);
  };
  const pickMember = (id: string | undefined) => {
    const params = new URLSearchParams(searchParams);
    // A member's queue is one person's: leave the team's.
    if (id) params.set('memberId', id);
    else params.delete('memberId');
    params.set('for', 'mine');
    setSearchParams(params);
    setOwnWasEmpty(false);
    setHandled(new Set());
    open(null);
  };
  const pickWhose = (value: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('for', value === 'team' ? 'team' : 'mine');
    if (value === 'team') params.delete('memberId');
    setSearchParams(params);
    setOwnWasEmpty(false);
    setHandled(new Set());
    open(null);
  };
  const afterOutcome = () => {
    next();
    void queryClient.invalidateQueries({ queryKey: callsKeys.queue(memberId, whose) });
  };

  const counts = queue.data?.counts;
  const forWhom = whose === 'team' ? 'your team' : memberId ? (pickedName ?? 'this member') : 'you';
  return (
    <>
      <PageHeader
        title="Call Queue"
        description="Overdue follow-ups first, then today's by time, new leads oldest first, then leads due another try."
        actions={
          <>
            {canPick ? (
              <Input.Wrapper label="Queue" id="dialup-whose" style={{ alignSelf: 'flex-end' }}>
                <SegmentedControl
                  aria-label="Whose queue"
                  value={whose}
                  onChange={pickWhose}
                  data={[
                    { value: 'mine', label: 'Mine' },
                    { value: 'team', label: 'Team' },
                  ]}
                  display="flex"
                />
              </Input.Wrapper>
            ) : null}
            {canPick ? <MemberPicker value={memberId} onChange={pickMember} placeholder="My queue" /> : null}
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} />}
              onClick={() => void queue.refetch()}
              loading={queue.isFetching && !queue.isPending}
              style={{ alignSelf: 'flex-end' }}
            >
              Refresh
            </Button>
          </>
        }
      />
      {whose === 'team' ? (
        <Alert color="blue" variant="light" mb="md" title="Your team's queue">
          {ownWasEmpty
            ? `Nobody is due a call from you, so this is the queue of ${seesAll ? "the company's leads" : 'the leads of your branches and team'}. Choose Mine to go back to your own.`
            : seesAll
              ? 'Every lead of the company, whoever it is assigned to.'
              : 'The leads of your branches and team, whoever they are assigned to.'}
        </Alert>
      ) : null}
      {queue.isPending ? (
        <LoadingSpinner label="Loading the call queue…" />
      ) : queue.isError ? (
        <ErrorState
          title="Could not load the call queue"
          error={queue.error}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : items.length === 0 && !current ? (
        <EmptyList
          icon={<IconPhoneCall size={26} />}
          title={`Nobody for ${forWhom} to call right now`}
          description="No follow-up is due, no new lead is waiting and no lead is due another try."
        />
      ) : (
        <Stack gap="md">
          <Group gap="xs" aria-label="Queue counts" role="group">
            {QUEUE_REASONS.map((r) => (
              <Badge key={r} variant="outline" color="gray" size="lg" tt="none" fw={500}>
                {QUEUE_REASON_LABELS[r]}: {formatCount(counts?.[r] ?? 0)}
              </Badge>
            ))}
          </Group>
          <Grid>
            <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
              {current ? (
                <QueueLeadPanel
                  item={current}
                  hasNext={upcoming !== null}
                  onNext={next}
                  onLogOutcome={() => {
                    setOutcomeFor(current);
                    setOutcomeOpen(true);
                  }}
                />
              ) : (
                <EmptyList
                  icon={<IconPhoneCall size={26} />}
                  title={
                    upcoming
                      ? `${formatCount(items.length)} ${items.length === 1 ? 'lead' : 'leads'} to call`
                      : 'Every lead in the queue is done'
                  }
                  description={
                    upcoming
                      ? 'Next opens the first lead with its last activity and the call buttons.'
                      : 'Refresh to see leads that came due since.'
                  }
                  action={
                    upcoming ? (
                      <Button rightSection={<IconArrowRight size={18} />} onClick={next}>
                        Next
                      </Button>
                    ) : null
                  }
                />
              )}
              {current && !upcoming ? (
                <Text size="sm" c="dimmed" mt="sm">
                  This is the last lead in the queue.
                </Text>
              ) : null}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
              <QueueList items={items} currentId={currentId} handled={handled} onOpen={open} />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
      <LogOutcomeModal
        opened={outcomeOpen}
        onClose={() => setOutcomeOpen(false)}
        onSaved={afterOutcome}
        lead={
          outcomeFor
            ? {
                _id: outcomeFor.leadId,
                name: outcomeFor.name,
                status: outcomeFor.status,
                assignedTo:
                  whose === 'team'
                    ? (outcomeFor.assignedTo ?? null)
                    : {
                        _id: memberId ?? user?._id ?? '',
                        name: (memberId ? pickedName : user?.name) ?? '',
                      },
              }
            : null
        }
      />
    </>
  );
}
