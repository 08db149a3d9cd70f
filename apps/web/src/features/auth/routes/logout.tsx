import { useEffect } from 'react';
import { paths } from '@charity/domain/paths';
import { SimplePage } from '@/components/ui/simple-page';
import { logout } from '@/lib/auth/session';
import { navigation } from '@/lib/navigation/navigation-service';

/**
 * Ends the session at the provider (RP-initiated logout), which returns the browser to
 * /login; when no provider trip happens, the app goes to /login itself.
 */
export function LogoutPage() {
  useEffect(() => {
    logout()
      .catch(() => 'done' as const)
      .then((outcome) => {
        if (outcome === 'done') void navigation.navigate(paths.login, { replace: true });
      });
  }, []);
  return <SimplePage messages="pages.logout" />;
}
