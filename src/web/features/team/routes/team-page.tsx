import { Button, Group, Text } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { can } from '../../../../domain/permissions';
import { ROLE_ADMIN, ROLE_EXECUTIVE, ROLE_MANAGER, type Role } from '../../../../domain/roles';
import type { Member } from '../../../../domain/schemas/team';
import { formatCount } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { searchOnlyParams, useListParams } from '../../../lib/use-list-params';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useMembers } from '../api/get-members';
import { useMembersByRole } from '../api/get-members-by-role';
import { InviteLinkModal } from '../components/invite-link-modal';
import { MemberFormModal } from '../components/member-form-modal';
import { MembersTable } from '../components/members-table';
import { PendingApprovals } from '../components/pending-approvals';
import { useMemberActions } from '../hooks/use-member-actions';

type Scope = 'all' | Role;

const titles: Record<string, { title: string; description: string; noun: string }> = {
  all: {
    title: 'Team',
    description: 'Everyone who works in EstateDesk, with their role, branch and manager.',
    noun: 'members',
  },
  0: {
    title: 'Administrators',
    description: 'Administrators manage the team and see every record.',
    noun: 'administrators',
  },
  1: {
    title: 'Area Business Managers',
    description: 'ABMs run a branch: leads, billing, purchases and documents.',
    noun: 'area business managers',
  },
  2: {
    title: 'Area Business Executives',
    description: 'ABEs work leads and follow-ups from the EstateDesk phone app at /m.',
    noun: 'area business executives',
  },
};

function matches(member: Member, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  return (
    member.name.toLowerCase().includes(q) ||
    member.email.toLowerCase().includes(q) ||
    (digits.length > 0 && (member.mobile ?? '').includes(digits))
  );
}

function useScopedMembers(scope: Scope) {
  const all = useMembers();
  const byRole = useMembersByRole(scope === 'all' ? ROLE_ADMIN : scope, scope !== 'all');
  return scope === 'all' ? all : byRole;
}

function TeamPage({ scope }: { scope: Scope }) {
  const user = useSessionUser();
  const canManage = can(user.role, 'team.manage');
  const query = useScopedMembers(scope);
  const actions = useMemberActions();
  const { value: search, onChange: setSearch } = useListParams(searchOnlyParams).search;
  const [form, setForm] = useState<{ opened: boolean; member: Member | null }>({ opened: false, member: null });
  const text = titles[String(scope)]!;

  const pending = useMemo(
    () => (scope === 'all' ? (query.data ?? []).filter((m) => m.role === null) : []),
    [query.data, scope],
  );
  const listed = useMemo(
    () => (query.data ?? []).filter((m) => (scope !== 'all' || m.role !== null) && matches(m, search)),
    [query.data, scope, search],
  );
  const total = (query.data ?? []).length - pending.length;

  const addButton = canManage ? (
    <Button leftSection={<IconUserPlus size={18} />} onClick={() => setForm({ opened: true, member: null })}>
      Add Member
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (query.isPending) body = <LoadingSpinner label="Loading the team…" />;
  else if (query.isError)
    body = (
      <ErrorState
        title="Could not load the team"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (total === 0)
    body = (
      <EmptyList
        icon={<IconUsers size={26} />}
        title={`No ${text.noun} yet`}
        description={canManage ? 'Add a member and share their invitation link so they can set a password.' : undefined}
        action={addButton}
      />
    );
  else if (listed.length === 0)
    body = (
      <EmptyList
        icon={<IconSearch size={26} />}
        title="Nobody matches your search"
        description={`No ${text.noun} have “${search.trim()}” in their name, email or mobile.`}
        action={
          <Button variant="default" onClick={() => setSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  else
    body = (
      <MembersTable
        label={text.title}
        members={listed}
        currentUserId={user._id}
        canManage={canManage}
        busyId={actions.busyId}
        onEdit={(member) => setForm({ opened: true, member })}
        onInvite={actions.onInvite}
        onToggleActive={actions.onToggleActive}
        onDelete={actions.onDelete}
      />
    );

  return (
    <>
      <PageHeader title={text.title} description={text.description} actions={addButton} />
      {canManage && pending.length > 0 ? (
        <PendingApprovals
          members={pending}
          busyId={actions.busyId}
          onApprove={actions.onApprove}
          onDelete={actions.onDelete}
        />
      ) : null}
      {query.isSuccess && total > 0 ? (
        <Group justify="space-between" align="flex-end" mb="md">
          <SearchInput value={search} onChange={setSearch} placeholder="Name, email or mobile" />
          <Text size="sm" c="dimmed">
            {listed.length === total
              ? `${formatCount(total)} ${total === 1 ? 'person' : 'people'}`
              : `${formatCount(listed.length)} of ${formatCount(total)} people`}
          </Text>
        </Group>
      ) : null}
      {body}
      <MemberFormModal
        opened={form.opened}
        member={form.member}
        defaultRole={scope === 'all' ? ROLE_EXECUTIVE : scope}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onCreated={(member, invite) => actions.showInvite({ name: member.name, invite, kind: 'invite' })}
      />
      <InviteLinkModal value={actions.invite} onClose={actions.closeInvite} />
    </>
  );
}

export function AllMembersPage() {
  return <TeamPage scope="all" />;
}
export function AdministratorsPage() {
  return <TeamPage scope={ROLE_ADMIN} />;
}
export function ManagersPage() {
  return <TeamPage scope={ROLE_MANAGER} />;
}
export function ExecutivesPage() {
  return <TeamPage scope={ROLE_EXECUTIVE} />;
}
