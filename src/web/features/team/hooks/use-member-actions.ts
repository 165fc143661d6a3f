import { useState } from 'react';
import { type Role, roleTitles } from '../../../../domain/roles';
import type { Member } from '../../../../domain/schemas/team';
import { notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { useCreateInvite } from '../api/create-invite';
import { useDeleteMember } from '../api/delete-member';
import { useUpdateMember } from '../api/update-member';
import type { InviteToShow } from '../components/invite-link-modal';

/** What the team screen does to one member: links, (de)activation, approval, deletion. */
export function useMemberActions() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [invite, setInvite] = useState<InviteToShow | null>(null);
  const updateMember = useUpdateMember({ errorTitle: 'Could not change the member' });
  const deleteMember = useDeleteMember();
  const createInvite = useCreateInvite();

  async function run(member: Member, action: () => Promise<void>) {
    setBusyId(member._id);
    try {
      await action();
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    } finally {
      setBusyId(null);
    }
  }

  const onInvite = (member: Member) =>
    run(member, async () => {
      const fresh = await createInvite.mutateAsync(member._id);
      setInvite({ name: member.name, invite: fresh, kind: member.hasPassword ? 'reset' : 'invite' });
    });

  const onToggleActive = async (member: Member) => {
    if (member.status === 'deactivated') {
      await run(member, async () => {
        await updateMember.mutateAsync({ id: member._id, input: { status: 'active' } });
        notifySuccess(`${member.name} can log in again.`);
      });
      return;
    }
    const confirmed = await confirmAction({
      title: 'Deactivate member',
      message: `Deactivate ${member.name}? They will be signed out at once.`,
      confirmLabel: 'Deactivate',
      danger: true,
    });
    if (!confirmed) return;
    await run(member, async () => {
      await updateMember.mutateAsync({ id: member._id, input: { status: 'deactivated' } });
      notifySuccess(`${member.name} was deactivated.`);
    });
  };

  const onDelete = async (member: Member) => {
    const confirmed = await confirmAction({
      title: 'Delete member',
      message: `Delete ${member.name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    await run(member, async () => {
      await deleteMember.mutateAsync(member._id);
      notifySuccess(`${member.name} was deleted.`);
    });
  };

  const onApprove = async (member: Member, role: Role) => {
    if (role === 0) {
      const confirmed = await confirmAction({
        title: 'Approve as administrator',
        message: `Make ${member.name} an administrator? They will be able to manage the whole team and every record.`,
        confirmLabel: 'Approve as Admin',
      });
      if (!confirmed) return;
    }
    await run(member, async () => {
      await updateMember.mutateAsync({ id: member._id, input: { role } });
      notifySuccess(`${member.name} was approved as ${roleTitles[role]}.`);
    });
  };

  return {
    busyId,
    invite,
    closeInvite: () => setInvite(null),
    showInvite: setInvite,
    onInvite,
    onToggleActive,
    onDelete,
    onApprove,
  };
}
