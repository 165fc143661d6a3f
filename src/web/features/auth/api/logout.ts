import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-store';

export function logout() {
  return api.post('/api/auth/logout', {}, messageSchema);
}

/**
 * Signs out: the server revokes the token (best effort; a failed call must not keep a person signed
 * in on this device), then the stored session and cached data are cleared and the app goes to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Already expired or offline: clearing the local session below is what matters here.
    }
    endSession('logout');
    queryClient.clear();
    navigate(paths.login(), { replace: true });
  }, [navigate, queryClient]);
}
