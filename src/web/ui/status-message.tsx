import { EmptyState, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusMessageProps {
  icon: ReactNode;
  title: string;
  /** Heading level of the title: 1 for whole-page messages, 2 for a section of a page. */
  titleOrder?: 1 | 2 | 3;
  description?: ReactNode;
  color?: string;
  size?: MantineSize;
  role?: 'alert' | 'status';
  py?: number;
  /** Buttons under the text. */
  children?: ReactNode;
}

/** An icon, a real heading, a sentence and actions: empty lists, failures, not-found pages. */
export function StatusMessage({
  icon,
  title,
  titleOrder = 2,
  description,
  color,
  size,
  role,
  py = 48,
  children,
}: StatusMessageProps) {
  return (
    <EmptyState icon={icon} color={color} size={size} role={role} py={py}>
      <EmptyState.Title order={titleOrder}>{title}</EmptyState.Title>
      {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
      {children ? <EmptyState.Actions>{children}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
