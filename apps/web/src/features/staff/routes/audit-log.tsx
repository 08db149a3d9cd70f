import '@/styles/mantine-forms.css';
import { Alert, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { auditActionWords } from '@charity/domain/audit/audit-actions';
import { subjectTypeWords } from '@charity/domain/audit/audit-subject-types';
import { wordsLanguage } from '@charity/domain/audit/audit-words';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../components/scroll-region';
import { Page } from '@/components/ui/page';
import { useConfig } from '@/lib/config';
import { useStaffMembership } from '@/api/staff-membership';
import { downloadAuditCsv, useAuditLog, type AuditFilters } from '../api/audit-log';
import { AuditDetails } from '../components/audit-details';

const FIELDS = ['actor', 'action', 'subject'] as const;

/** /admin/audit: who did what and when, with before and after (a manager: their own). */
export function AdminAuditLogPage() {
  const { t, i18n } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const membership = useStaffMembership().data;
  const ownOnly = membership !== undefined && !membership.Permissions.includes('audit.read');
  const [downloadFailed, setDownloadFailed] = useState(false);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setFilters({
      // On the game's clock, as the table shows it: the server reads them in its zone.
      from: text('from'),
      to: text('to'),
      ...Object.fromEntries(FIELDS.map((name) => [name, text(name)])),
    });
  }

  async function download() {
    setDownloadFailed(false);
    await downloadAuditCsv(organizationId, filters).catch(() => setDownloadFailed(true));
  }

  const language = wordsLanguage(i18n.language);
  const timeZone = log.data?.TimeZone;
  // Canadian French names the zone as the other screens do ("01 h 46 min 03 s HNA", not
  // "UTC−4"); seconds kept, to tell apart entries of one minute.
  const time = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  });
  return (
    <Page title={t('staffAudit.title')}>
      {ownOnly && <Alert role="status">{t('staffAudit.ownOnly')}</Alert>}
      <form onSubmit={apply} aria-label={t('staffAudit.filters')}>
        <Group align="end" wrap="wrap">
          <TextInput
            type="datetime-local"
            name="from"
            label={t('staffAudit.from')}
            description={timeZone && t('staffAudit.clock', { zone: timeZone })}
          />
          <TextInput
            type="datetime-local"
            name="to"
            label={t('staffAudit.to')}
            description={timeZone && t('staffAudit.clock', { zone: timeZone })}
          />
          {FIELDS.map((name) => (
            <TextInput key={name} name={name} label={t(`staffAudit.${name}`)} />
          ))}
          <Button type="submit">{t('staffAudit.apply')}</Button>
          <Button variant="default" onClick={() => void download()}>
            {t('staffAudit.csv')}
          </Button>
        </Group>
      </form>
      {(log.isError || downloadFailed) && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {log.data && log.data.Entries.length === 0 && (
        <Alert role="status">{t('staffAudit.empty')}</Alert>
      )}
      {log.data && log.data.Entries.length > 0 && (
        <ScrollRegion label={t('staffAudit.caption', { count: log.data.Entries.length })}>
          <Table striped miw={720}>
            <Table.Caption>
              {t('staffAudit.caption', { count: log.data.Entries.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staffAudit.when')}</Table.Th>
                <Table.Th scope="col">{t('staffAudit.actor')}</Table.Th>
                <Table.Th scope="col">{t('staffAudit.action')}</Table.Th>
                <Table.Th scope="col">{t('staffAudit.subject')}</Table.Th>
                <Table.Th scope="col">{t('staffAudit.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.Entries.map((entry) => (
                <Table.Tr key={entry.Id}>
                  <Table.Td miw={120}>{time.format(new Date(entry.OccurredAt))}</Table.Td>
                  <Table.Td>{entry.ActorName ?? entry.Actor}</Table.Td>
                  <Table.Td>
                    <span title={entry.Action}>{auditActionWords(entry.Action, language)}</span>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="xs" c="dimmed" title={entry.SubjectType}>
                      {subjectTypeWords(entry.SubjectType, language)}
                    </Text>
                    {entry.SubjectName ?? entry.SubjectId}
                  </Table.Td>
                  <Table.Td miw={320}>
                    <AuditDetails
                      action={entry.Action}
                      details={entry.Details}
                      time={time}
                      language={language}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Page>
  );
}
