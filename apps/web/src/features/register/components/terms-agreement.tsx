import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TermsRecord } from '@charity/domain/api/terms';
import type { PlayerLanguage } from '@charity/domain/api/player-language';
import { termsOfServiceText } from '@charity/domain/api/terms';
import { paths } from '@charity/domain/paths';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { OtherLanguageNote } from '@/components/ui/other-language-note';

interface TermsAgreementProps {
  /** The terms, in `Language`: the reader's, or the organization's own with a note. */
  terms: TermsRecord & { Language: PlayerLanguage };
  /** The reader's language. */
  language: PlayerLanguage;
  productName: string;
  agreeing: boolean;
  error: string | null;
  onAgree: () => void;
}

/** The terms text, links to the rules and privacy policy, and the "I agree" action. */
export function TermsAgreement({
  terms,
  language,
  productName,
  agreeing,
  error,
  onAgree,
}: TermsAgreementProps) {
  const { t } = useTranslation();
  return (
    <>
      <OtherLanguageNote shown={terms.Language} wanted={language} />
      <Paper withBorder radius="md" p="md" className="terms-document">
        <MarkdownContent markdown={termsOfServiceText(terms, productName)} lang={terms.Language} />
      </Paper>
      <Group gap="lg">
        <Anchor component={Link} to={paths.game.gameRules}>
          {t('menu.gameRules')}
        </Anchor>
        <Anchor component={Link} to={paths.game.privacyPolicy}>
          {t('menu.privacyPolicy')}
        </Anchor>
      </Group>
      <FormActions sticky>
        <FormError message={error} />
        <Text size="sm">{t('pages.registerTerms.agreeNote')}</Text>
        <Button size="md" fullWidth loading={agreeing} onClick={onAgree}>
          {t('pages.registerTerms.agree')}
        </Button>
      </FormActions>
    </>
  );
}
