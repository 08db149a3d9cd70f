import { useTranslation } from 'react-i18next';
import { showcaseTexts, type ShowcaseLanguage } from '@charity/domain/showcase/showcase-texts';

/** The front page's words, shared with the page the server renders before any script. */
export function useShowcaseTexts() {
  const { i18n } = useTranslation();
  const language: ShowcaseLanguage = i18n.language === 'fr' ? 'fr' : 'en';
  return { texts: showcaseTexts[language], language };
}
