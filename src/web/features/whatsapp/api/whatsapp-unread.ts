import { useQuery } from '@tanstack/react-query';
import { ROLE_ADMIN, ROLE_MANAGER, type Role } from '../../../../domain/roles';
import { type InboxScope, inboxSchema } from '../../../../domain/schemas/whatsapp';
import { api } from '../../../lib/api-client';
import { WHATSAPP_POLL_MS, whatsappKeys } from './whatsapp';

/** The inbox tabs a role may open (a wider one is refused by the server) and the one it starts on. */
export function inboxScopes(role: Role | null | undefined): { scopes: InboxScope[]; start: InboxScope } {
  if (role === ROLE_ADMIN) return { scopes: ['mine', 'team', 'all'], start: 'all' };
  if (role === ROLE_MANAGER) return { scopes: ['mine', 'team'], start: 'team' };
  return { scopes: ['mine'], start: 'mine' };
}

/**
 * The sidebar's WhatsApp Inbox badge: conversations with unread messages in the inbox the role
 * opens on, polled like the inbox and refreshed when a conversation is read (same key root). Its
 * own file, so the shell loads none of the inbox screen.
 */
export function useWhatsAppUnread(role: Role | null | undefined, enabled: boolean) {
  const scope = inboxScopes(role).start;
  return useQuery({
    // Under the inbox's root (so reading a conversation refreshes it), not an inbox page's own key.
    queryKey: [...whatsappKeys.all, 'inbox', 'badge', scope] as const,
    queryFn: ({ signal }) => api.get(`/api/whatsapp/inbox?scope=${scope}&unread=true&pageSize=1`, inboxSchema, signal),
    select: (inbox) => inbox.unreadConversations,
    refetchInterval: WHATSAPP_POLL_MS * 3,
    refetchIntervalInBackground: false,
    enabled,
    // A failed poll must not toast: the badge simply stays as it was.
    retry: false,
    meta: { silent: true },
  });
}
