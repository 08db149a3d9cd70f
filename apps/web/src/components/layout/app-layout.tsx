import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { financialReturnPaths } from '@charity/domain/reports/financial-return-paths';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { AppLoadingOverlay } from '@/components/ui/loading-overlay';
import { useConfig } from '@/lib/config';
import { useNavigationDirection } from '@/lib/navigation/use-navigation-direction';
import { AppHeader } from './app-header';
import { useOrganizationTheme } from './use-organization-theme';

// The drawer's code (focus trap, scroll lock, scroll area) loads when the menu first opens.
const SideMenu = lazy(async () => ({ default: (await import('./side-menu')).SideMenu }));

/** Staff screens (draw, reports) use a desktop's width; players' screens stay a column. */
const WIDE_PAGES: string[] = [...Object.values(paths.admin), financialReturnPaths.page];

/** The frame of every screen: header, side menu, main content, overlay and dialogs. */
export function AppLayout() {
  const { t } = useTranslation();
  const config = useConfig();
  const location = useLocation();
  const direction = useNavigationDirection();
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  const closeMenu = useCallback(() => setMenuOpened(false), []);
  const toggleMenu = useCallback(() => setMenuOpened((opened) => !opened), []);
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useOrganizationTheme(config?.Organization.ColorThemeUrl);

  // Spec §2: the menu closes after any navigation.
  const [menuLocation, setMenuLocation] = useState(location.key);
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setMenuOpened(false);
  }

  // Moves focus to the new screen so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <AppHeader menuOpened={menuOpened} onMenuToggle={toggleMenu} />
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu opened={menuOpened} onClose={closeMenu} />
        </Suspense>
      )}
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className={WIDE_PAGES.includes(location.pathname) ? 'app-main app-main--wide' : 'app-main'}
      >
        <div key={location.pathname} className="page-transition" data-direction={direction}>
          <Outlet />
        </div>
      </main>
      <AppLoadingOverlay />
      <DialogHost />
      {/* Each new screen starts at its top; Back returns to where the player was. */}
      <ScrollRestoration />
    </>
  );
}
