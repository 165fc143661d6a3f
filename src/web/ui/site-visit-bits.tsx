import { Badge, Text } from '@mantine/core';
import { distanceLabel } from '../../domain/geo-distance';
import {
  SITE_VISIT_DEFAULT_TIME,
  SITE_VISIT_STATUS_LABELS,
  type SiteVisitStatus,
  VISIT_INTEREST_LABELS,
  type VisitCheckIn,
  type VisitInterest,
} from '../../domain/schemas/site-visit';
import { formatDateTime } from '../lib/format';

const STATUS_COLORS: Record<SiteVisitStatus, string> = {
  scheduled: 'blue',
  done: 'green',
  no_show: 'orange',
  cancelled: 'gray',
};
/** A visit's India date and time, as booking and moving a visit ask for it. */
export const VISIT_TIME_LABELS = {
  dateLabel: 'Visit date',
  timeLabel: 'Visit time (India)',
  defaultTime: SITE_VISIT_DEFAULT_TIME,
};

const INTEREST_COLORS: Record<VisitInterest, string> = { hot: 'red', warm: 'orange', cold: 'cyan' };

export function VisitStatusBadge({ status }: { status: SiteVisitStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
      {SITE_VISIT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function InterestBadge({ interest }: { interest: VisitInterest | null }) {
  if (!interest) return null;
  return (
    <Badge color={INTEREST_COLORS[interest]} variant="dot" miw="max-content">
      {VISIT_INTEREST_LABELS[interest]}
    </Badge>
  );
}

/**
 * A visit's check-in from the phone app, in one line: when, how far from the project (at the site
 * within 300 m), and whether a photo was taken. Nothing before a check-in.
 */
export function CheckInLine({ checkIn }: { checkIn: VisitCheckIn | null }) {
  if (!checkIn) return null;
  const where =
    checkIn.distanceMeters === null
      ? 'project location not on file'
      : `${distanceLabel(checkIn.distanceMeters)} from the site${checkIn.atSite ? '' : ' (not at the site)'}`;
  return (
    <Text size="xs" c={checkIn.atSite === false ? 'orange.8' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
      Checked in {formatDateTime(checkIn.at)} · {where}
      {checkIn.photoFileId ? ' · photo taken' : ''}
    </Text>
  );
}
