import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { inviteSchema } from '../../../../domain/schemas/team';
import { api } from '../../../lib/api-client';

const inviteResponseSchema = z.object({ invite: inviteSchema });

/** A fresh single-use set-password link for the member; earlier links stop working. */
export function createInvite(memberId: string) {
  return api.post(`/api/team/invite/${memberId}`, {}, inviteResponseSchema).then((r) => r.invite);
}

export function useCreateInvite() {
  return useMutation({ mutationFn: createInvite, meta: { errorTitle: 'Could not create the link' } });
}
