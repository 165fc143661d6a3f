import { Badge, Group, Text } from '@mantine/core';
import {
  WHATSAPP_TEMPLATE_CATEGORY_LABELS as CATEGORY_LABELS,
  type WhatsAppTemplate,
  type WhatsAppTemplateCategory,
  type WhatsAppTemplateStatus,
} from '../../../../domain/schemas/whatsapp';

const CATEGORY_COLORS: Record<WhatsAppTemplateCategory, string> = {
  marketing: 'grape',
  utility: 'blue',
  authentication: 'gray',
};
const STATUS_LABELS: Record<WhatsAppTemplateStatus, string> = {
  approved: 'Approved',
  pending: 'Waiting for Meta',
  rejected: 'Rejected',
  paused: 'Paused by Meta',
  disabled: 'Disabled by Meta',
};
const STATUS_COLORS: Record<WhatsAppTemplateStatus, string> = {
  approved: 'green',
  pending: 'yellow',
  rejected: 'red',
  paused: 'orange',
  disabled: 'red',
};

/** A template's category and Meta's status; a category Meta changed says so. */
export function TemplateBadges({ template }: { template: WhatsAppTemplate }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={CATEGORY_COLORS[template.category]}>
        {CATEGORY_LABELS[template.category]}
      </Badge>
      <Badge variant="dot" color={STATUS_COLORS[template.status]}>
        {STATUS_LABELS[template.status]}
      </Badge>
      <Badge variant="outline" color="gray" tt="none">
        {template.language}
      </Badge>
    </Group>
  );
}

export function RecategorisedNote({ template }: { template: WhatsAppTemplate }) {
  if (!template.previousCategory || template.previousCategory === template.category) return null;
  return (
    <Text size="sm" c="orange.8">
      Meta changed this from {CATEGORY_LABELS[template.previousCategory]} to {CATEGORY_LABELS[template.category]}
      {template.category === 'marketing' ? ': it now goes only to leads who opted in.' : '.'}
    </Text>
  );
}
