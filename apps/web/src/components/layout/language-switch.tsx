import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Switches between English and French; shows the other language in its own words. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      lang={other}
      onClick={() => void i18n.changeLanguage(other)}
    >
      {t(`language.${other}`)}
    </Button>
  );
}
