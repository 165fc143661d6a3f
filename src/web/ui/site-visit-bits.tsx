import { Badge } from '@mantine/core';
import {
  SITE_VISIT_DEFAULT_TIME,
  SITE_VISIT_STATUS_LABELS,
  type SiteVisitStatus,
  VISIT_INTEREST_LABELS,
  type VisitInterest,
} from '../../domain/schemas/site-visit';

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
