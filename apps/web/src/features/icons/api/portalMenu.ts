import { useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';

/**
 * After a change to the custom icons (the init call carries them, and menus show them): the side menu shows it at once, no restart.
 * The shell's init call is cached under ['home', 'init', token] (shell/api/portalInit.ts)
 * and read by the portal route's loader, so the cache is refetched first, then the loader
 * runs again and hands the new tree to the layout.
 */
export function useRefreshPortalMenu(): () => Promise<void> {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['home', 'init'], refetchType: 'all' });
    await revalidator.revalidate();
  };
}
