import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusMessage } from './status-message';

interface EmptyListProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** E.g. an "Add" button or "Clear search". */
  action?: ReactNode;
}

export function EmptyList({ title, description, icon, action }: EmptyListProps) {
  return (
    <StatusMessage icon={icon ?? <IconInbox size={26} />} title={title} description={description}>
      {action}
    </StatusMessage>
  );
}
