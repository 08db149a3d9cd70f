import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { savePlayerLanguage } from '@/api/player-language';
import { useSession } from '@/lib/auth/use-session';
import { queryClient } from '@/lib/query-client';

/** What holds the organization's own texts, answered in the language asked for (issue 12). */
const organizationTexts = ['config', 'charity', 'organization', 'showcase'];

/** Switches between English and French; shows the other language in its own words. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { isAuthenticated } = useSession();
  const other = i18n.language === 'fr' ? 'en' : 'fr';
  const switchLanguage = async () => {
    await i18n.changeLanguage(other);
    for (const key of organizationTexts) void queryClient.invalidateQueries({ queryKey: [key] });
    // Best effort: the next sign-in carries the language (ui_locales) and stores it anyway.
    if (isAuthenticated) await savePlayerLanguage(other).catch(() => undefined);
  };
  return (
    <Button variant="subtle" size="compact-sm" lang={other} onClick={() => void switchLanguage()}>
      {t(`language.${other}`)}
    </Button>
  );
}
