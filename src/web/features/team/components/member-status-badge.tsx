import { Badge } from '@mantine/core';
import type { Member } from '../../../../domain/schemas/team';

type MemberStatus = 'deactivated' | 'pending' | 'invited' | 'active';

export function memberStatus(member: Member): MemberStatus {
  if (member.status === 'deactivated') return 'deactivated';
  if (member.role === null) return 'pending';
  if (!member.hasPassword) return 'invited';
  return 'active';
}

const look: Record<MemberStatus, { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  deactivated: { color: 'gray', label: 'Deactivated' },
  invited: { color: 'blue', label: 'Invited (no password yet)' },
  pending: { color: 'yellow', label: 'Pending approval' },
};

export function MemberStatusBadge({ member }: { member: Member }) {
  const { color, label } = look[memberStatus(member)];
  return (
    <Badge color={color} variant="light" radius="sm" tt="none" fw={600} styles={{ label: { overflow: 'visible' } }}>
      {label}
    </Badge>
  );
}
