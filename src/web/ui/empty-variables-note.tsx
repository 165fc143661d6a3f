import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * The template's variables this lead has no value for (a preview's `empty`): the email would go
 * with a gap where each stands ("your visit is on ."), so the person sees it before sending.
 */
export function EmptyVariablesNote({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} />}>
      Empty for this lead, so sent as nothing: {names.join(', ')}.
    </Alert>
  );
}
