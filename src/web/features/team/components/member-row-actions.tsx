import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconKey, IconLink, IconPencil, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { Member } from '../../../../domain/schemas/team';

export interface MemberActionHandlers {
  onEdit: (member: Member) => void;
  onInvite: (member: Member) => void;
  onToggleActive: (member: Member) => void;
  onDelete: (member: Member) => void;
}

interface MemberRowActionsProps extends MemberActionHandlers {
  member: Member;
  isSelf: boolean;
  busy: boolean;
}

function IconAction({
  label,
  color,
  disabled,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color ?? 'gray'} aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Icon buttons for one member; each has an aria-label. */
export function MemberRowActions({
  member,
  isSelf,
  busy,
  onEdit,
  onInvite,
  onToggleActive,
  onDelete,
}: MemberRowActionsProps) {
  const deactivated = member.status === 'deactivated';
  const inviteLabel = member.hasPassword ? 'Reset password link' : 'Copy invite link';
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <IconAction label="Edit" onClick={() => onEdit(member)}>
        <IconPencil size={18} />
      </IconAction>
      <IconAction label={inviteLabel} onClick={() => onInvite(member)} disabled={busy || deactivated}>
        {member.hasPassword ? <IconKey size={18} /> : <IconLink size={18} />}
      </IconAction>
      <IconAction
        label={deactivated ? 'Activate' : 'Deactivate'}
        color={deactivated ? 'green' : 'orange'}
        onClick={() => onToggleActive(member)}
        disabled={busy || isSelf}
      >
        {deactivated ? <IconUserCheck size={18} /> : <IconUserOff size={18} />}
      </IconAction>
      <IconAction label="Delete" color="red" onClick={() => onDelete(member)} disabled={busy || isSelf}>
        <IconTrash size={18} />
      </IconAction>
    </Group>
  );
}
