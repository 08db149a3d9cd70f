import '@/styles/mantine-forms.css';
import {
  Alert,
  Button,
  Paper,
  Group,
  Radio,
  SimpleGrid,
  Table,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { publishTermsSchema } from '@charity/domain/api/terms-publishing';
import type { TermsPreview } from '@charity/domain/api/terms-preview';
import type { TermsSetup } from '@charity/domain/setup/terms-setup';
import { SuccessNotice } from '@/components/form/success-notice';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { Page } from '@/components/ui/page';
import { useStaffMay } from '@/api/staff-may';
import { useConfig } from '@/lib/config';
import { useGameTime } from '@/components/ui/use-game-time';
import { wrappingLabel } from '@/components/ui/wrapping-label';
import { usePreviewTerms, usePublishTerms, useTermsSetup } from '../api/terms-setup';
import { problemsFromError, problemsOf, type Problems } from '../components/field-problems';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { RemovedMarkup } from '../components/removed-markup';
import { ScrollRegion } from '../components/scroll-region';
import { TermsCurrencyNotice } from '../components/terms-currency-notice';

const DOCUMENTS = ['GameRules', 'TermsOfService', 'PrivacyPolicy'] as const;
type Document = (typeof DOCUMENTS)[number];
type Texts = Record<Document, string>;

const LANGUAGES = ['en', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

type Stored = { gameRules: string; termsOfService: string; privacyPolicy: string } | null;
const textsOf = (stored: Stored | undefined): Texts => ({
  GameRules: stored?.gameRules ?? '',
  TermsOfService: stored?.termsOfService ?? '',
  PrivacyPolicy: stored?.privacyPolicy ?? '',
});

/** A field's name in the request: the French texts sit under `French`. */
const fieldOf = (language: Language, document: Document) =>
  language === 'fr' ? `French.${document}` : document;

/** /admin/terms: edit the markdown with a preview and publish a new version (players agree again). */
export function AdminTermsPage() {
  const { t } = useTranslation();
  const setup = useTermsSetup();
  // Kept here: the editor starts again from the new version once it is published. The version,
  // not a sentence, so the notice follows a change of language.
  const [publishedVersion, setPublishedVersion] = useState<number | null>(null);
  return (
    <Page title={t('staffTerms.title')}>
      {publishedVersion !== null && (
        <SuccessNotice title={t('staffTerms.published', { version: publishedVersion })}>
          {t('staffTerms.agreeAgain')}
        </SuccessNotice>
      )}
      {setup.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {setup.data && (
        <TermsEditor
          key={setup.data.latest?.version ?? 0}
          setup={setup.data}
          onPublished={setPublishedVersion}
        />
      )}
    </Page>
  );
}

interface TermsEditorProps {
  setup: TermsSetup;
  onPublished: (version: number | null) => void;
}

function TermsEditor({ setup, onPublished }: TermsEditorProps) {
  const { t } = useTranslation();
  // On the game's clock with its zone, as the audit log (follow-up 1: it was the browser's).
  const when = useGameTime();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const publish = usePublishTerms();
  const preview = usePreviewTerms();
  // A role that may not publish reads every text and its preview, without the button.
  const canPublish = useStaffMay()('POST /api/organization/tos/publish');
  const published: Record<Language, Texts> = {
    en: textsOf(setup.latest),
    fr: textsOf(setup.latest?.french),
  };
  const [texts, setTexts] = useState(published);
  const [language, setLanguage] = useState<Language>('en');
  const [document, setDocument] = useState<Document>('GameRules');
  const [problems, setProblems] = useState<Problems>({});
  const [removed, setRemoved] = useState<TermsPreview['Texts']>([]);
  const changedIn = (lang: Language) =>
    DOCUMENTS.filter((name) => texts[lang][name].trim() !== published[lang][name].trim());
  const changedEn = changedIn('en');
  const changedFr = changedIn('fr');
  const changed = changedIn(language);
  const field = fieldOf(language, document);

  function submit(event: FormEvent) {
    event.preventDefault();
    onPublished(null);
    const parsed = publishTermsSchema.safeParse({
      OrganizationId: organizationId,
      ...Object.fromEntries(changedEn.map((name) => [name, texts.en[name]])),
      ...(changedFr.length > 0
        ? { French: Object.fromEntries(changedFr.map((name) => [name, texts.fr[name]])) }
        : {}),
    });
    if (changedEn.length + changedFr.length === 0) {
      return setProblems({ [field]: t('staffTerms.unchanged') });
    }
    if (!parsed.success) return setProblems(problemsOf(parsed.error.issues));
    setProblems({});
    setRemoved([]);
    // The server's sanitizer says first what it would remove: the publish call refuses that.
    preview.mutate(parsed.data, {
      onSuccess: (answer) => {
        const refused = answer.Texts.filter((text) => text.Removed.length > 0);
        if (refused.length > 0) return showRemoved(refused);
        publish.mutate(parsed.data, {
          onSuccess: () => onPublished((setup.latest?.version ?? 0) + 1),
          onError: (error) => setProblems(problemsFromError(error)),
        });
      },
      onError: (error) => setProblems(problemsFromError(error)),
    });
  }

  function showRemoved(refused: TermsPreview['Texts']) {
    setRemoved(refused);
    setProblems(
      Object.fromEntries(
        refused.map((text) => [
          text.Path,
          t('staffTerms.removedField', { items: text.Removed.join(', ') }),
        ]),
      ),
    );
  }

  return (
    <>
      {!canPublish && <ReadOnlyNotice />}
      {setup.currency && (
        <TermsCurrencyNotice
          currency={setup.currency}
          onEditFrench={
            canPublish
              ? (name) => {
                  setLanguage('fr');
                  setDocument(name);
                }
              : undefined
          }
        />
      )}
      <form onSubmit={submit} noValidate aria-label={t('staffTerms.form')}>
        {removed.length > 0 && <RemovedMarkup texts={removed} />}
        {/* Radios that wrap: the choices fit a 360 px screen. */}
        <Group gap="xl" mb="sm" align="start">
          <Radio.Group
            label={t('staffTerms.language')}
            value={language}
            onChange={(value) => setLanguage(value as Language)}
          >
            <Group gap="md" mt={4}>
              {LANGUAGES.map((lang) => (
                <Radio
                  key={lang}
                  value={lang}
                  label={`${t(`staffTerms.languages.${lang}`)}${changedIn(lang).length > 0 ? ' •' : ''}`}
                />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group
            label={t('staffTerms.document')}
            value={document}
            onChange={(value) => setDocument(value as Document)}
          >
            <Group gap="md" mt={4}>
              {DOCUMENTS.map((name) => (
                <Radio
                  key={name}
                  value={name}
                  label={`${t(`staffTerms.documents.${name}`)}${changed.includes(name) ? ' •' : ''}`}
                />
              ))}
            </Group>
          </Radio.Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Textarea
            label={t('staffTerms.markdown', {
              document: t(`staffTerms.documents.${document}`),
              language: t(`staffTerms.languages.${language}`),
            })}
            lang={language}
            autosize
            minRows={14}
            maxRows={28}
            readOnly={!canPublish}
            value={texts[language][document]}
            error={problems[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTexts((current) => ({
                ...current,
                [language]: { ...current[language], [document]: value },
              }));
            }}
          />
          <Paper
            component="section"
            withBorder
            p="sm"
            aria-label={t('staffTerms.preview')}
            style={{ maxHeight: '36rem', overflowY: 'auto' }}
            tabIndex={0}
          >
            <Title order={2} size="h5" mb="xs">
              {t('staffTerms.preview')}
            </Title>
            <MarkdownContent markdown={texts[language][document]} />
          </Paper>
        </SimpleGrid>
        {canPublish && (
          <Button
            type="submit"
            mt="md"
            loading={preview.isPending || publish.isPending}
            {...wrappingLabel}
          >
            {t('staffTerms.publish', { count: changedEn.length + changedFr.length })}
          </Button>
        )}
      </form>
      <Title order={2} size="h3" mt="lg">
        {t('staffTerms.history')}
      </Title>
      <ScrollRegion label={t('staffTerms.history')}>
        <Table striped miw={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('staffTerms.version')}</Table.Th>
              <Table.Th scope="col">{t('staffTerms.publishedAt')}</Table.Th>
              <Table.Th scope="col">{t('staffTerms.agreed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {setup.versions.map((version) => (
              <Table.Tr key={version.id}>
                <Table.Td>{version.version}</Table.Td>
                <Table.Td>{when(version.publishedAt)}</Table.Td>
                <Table.Td>{version.agreedCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}
