import { useEffect } from 'react';
import { paths } from '@charity/domain/paths';
import { SimplePage } from '@/components/ui/simple-page';
import { logout } from '@/lib/auth/session';
import { navigation } from '@/lib/navigation/navigation-service';

/** Ends the session at the provider; without a provider logout, ends it here. */
export function LogoutPage() {
  useEffect(() => {
    logout()
      .catch(() => undefined)
      .finally(() => void navigation.navigate(paths.login, { replace: true }));
  }, []);
  return <SimplePage messages="pages.logout" />;
}
