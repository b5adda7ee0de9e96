import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '../config/paths';
import { logout } from '../features/auth/api/logout';
import { clearSession } from '../lib/session';

/** Logout (spec 000 §4): revoke on the server, forget the session locally, go to login. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // A server that is down or a token already expired must not keep the user signed in.
    await logout().catch(() => undefined);
    clearSession();
    await navigate(PATHS.login, { replace: true });
    // Cleared after leaving, so no mounted screen refetches with the old session.
    queryClient.clear();
  };
}
