import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { AppLoadingOverlay } from '@/components/ui/loading-overlay';
import { getUserManager } from '@/lib/auth/user-manager';
import { useConfig } from '@/lib/config';
import { useNavigationDirection } from '@/lib/navigation/use-navigation-direction';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { useOrganizationTheme } from './use-organization-theme';

function SessionProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  if (!config) return children;
  // The provider reads the session; /auth-callback completes sign-in in its own loader.
  return (
    <AuthProvider userManager={getUserManager(config)} skipSigninCallback>
      {children}
    </AuthProvider>
  );
}

/** The frame of every screen: header, side menu, main content, overlay and dialogs. */
export function AppLayout() {
  const { t } = useTranslation();
  const config = useConfig();
  const location = useLocation();
  const direction = useNavigationDirection();
  const [menuOpened, setMenuOpened] = useState(false);
  const closeMenu = useCallback(() => setMenuOpened(false), []);
  const toggleMenu = useCallback(() => setMenuOpened((opened) => !opened), []);
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useOrganizationTheme(config?.Organization.ColorThemeUrl);

  // Moves focus to the new screen so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  return (
    <SessionProvider>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <AppHeader menuOpened={menuOpened} onMenuToggle={toggleMenu} />
      <SideMenu opened={menuOpened} onClose={closeMenu} />
      <main id="main" ref={main} tabIndex={-1} className="app-main">
        <div key={location.pathname} className="page-transition" data-direction={direction}>
          <Outlet />
        </div>
      </main>
      <AppLoadingOverlay />
      <DialogHost />
    </SessionProvider>
  );
}
