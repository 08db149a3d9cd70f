import { useEffect } from 'react';

const LINK_ID = 'organization-theme';

/** Loads the organization's colour theme (ColorThemeUrl) after the app's own styles. */
export function useOrganizationTheme(colorThemeUrl: string | null | undefined) {
  useEffect(() => {
    if (!colorThemeUrl) return;
    let link = document.getElementById(LINK_ID) as HTMLLinkElement | null;
    if (!link) {
      link = document.createElement('link');
      link.id = LINK_ID;
      link.rel = 'stylesheet';
      document.head.appendChild(link);
    }
    link.href = colorThemeUrl;
  }, [colorThemeUrl]);
}
