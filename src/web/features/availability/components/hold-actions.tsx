import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockPlus, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { can } from '../../../../domain/permissions';
import type { UnitCard } from '../../../../domain/schemas/availability';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-store';
import { confirmAction } from '../../../ui/confirm';
import { useExtendHold, useHoldUnit, useReleaseHold } from '../api/availability-queries';
import { LeadPicker } from './lead-picker';

interface HoldActionsProps {
  unit: UnitCard;
  holdHours: number;
}

const label = (unit: UnitCard) => `${unit.towerName}-${unit.number}`;

/** Hold an available unit for a lead; on a held one, who holds it until when, Release and Extend. */
export function HoldActions({ unit, holdHours }: HoldActionsProps) {
  const user = useSessionUser();
  const [leadId, setLeadId] = useState<string | null>(null);
  const [missingLead, setMissingLead] = useState(false);
  const hold = useHoldUnit();
  const release = useReleaseHold();
  const extend = useExtendHold();

  if (unit.status === 'available') {
    if (!can(user.role, 'units.hold')) return null;
    const onHold = () => {
      if (!leadId) {
        setMissingLead(true);
        return;
      }
      hold.mutate(
        { unitId: unit._id, leadId },
        {
          onSuccess: (r) => {
            notifySuccess(`${label(unit)} is on hold until ${formatDateTime(r.heldUntil)}.`);
            setLeadId(null);
          },
        },
      );
    };
    return (
      <Stack gap="xs">
        <LeadPicker
          value={leadId}
          onChange={(id) => {
            setLeadId(id);
            setMissingLead(false);
            hold.reset();
          }}
          error={missingLead ? 'Choose a lead to hold the unit for.' : undefined}
        />
        {hold.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(hold.error)}
          </Alert>
        ) : null}
        <Group>
          <Button leftSection={<IconLock size={16} />} onClick={onHold} loading={hold.isPending}>
            Hold for {holdHours} hours
          </Button>
        </Group>
      </Stack>
    );
  }

  if (unit.status !== 'held') return null;
  const mine = unit.heldBy?._id === user._id;
  const mayRelease = mine || can(user.role, 'holds.extend');
  const mayExtend = can(user.role, 'holds.extend') && !unit.holdExtended;

  const onRelease = async () => {
    const ok = await confirmAction({
      title: `Release ${label(unit)}`,
      message: `${label(unit)} becomes available to everyone at once.`,
      confirmLabel: 'Release',
    });
    if (!ok) return;
    release.mutate(unit._id, {
      onSuccess: (r) => notifySuccess(r.message),
      onError: (e) => notifyError(e, 'Could not release the hold'),
    });
  };
  const onExtend = () =>
    extend.mutate(unit._id, {
      onSuccess: (r) => notifySuccess(`${label(unit)} is on hold until ${formatDateTime(r.heldUntil)}.`),
      onError: (e) => notifyError(e, 'Could not extend the hold'),
    });

  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="On hold">
      <Text size="sm">
        By <b>{unit.heldBy?.name ?? 'a former member'}</b> until <b>{formatDateTime(unit.heldUntil)}</b> (India time)
        {unit.holdExtended ? ', extended once' : ''}.
      </Text>
      {mayRelease || mayExtend ? (
        <Group mt="xs" gap="xs">
          {mayRelease ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconLockOpen size={14} />}
              onClick={onRelease}
              loading={release.isPending}
            >
              Release
            </Button>
          ) : null}
          {mayExtend ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconClockPlus size={14} />}
              onClick={onExtend}
              loading={extend.isPending}
            >
              Extend by {holdHours} hours
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Alert>
  );
}
