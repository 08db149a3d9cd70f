import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { AuditLog } from '@charity/domain/staff/audit-api';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { AdminAuditLogPage } from './audit-log';

afterEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
});

const log: AuditLog = {
  TimeZone: 'America/Halifax',
  Entries: [
    {
      Id: 3,
      OccurredAt: '2026-11-22T20:00:00Z',
      Actor: 'a',
      ActorName: null,
      Action: 'extra-draw.created',
      SubjectType: 'extra-draw',
      SubjectId: 'c0ffee00-0000-4000-8000-000000000001',
      SubjectName: null,
      Details: {
        prize: { fixedCents: 50000 },
        draws: [{ drawAt: '2026-11-29T20:00:00.000Z', manualDraw: true }],
        changes: { 'translations.fr.name': { before: null, after: 'Lève-tôt' } },
      },
    },
  ],
};

/** Follow-up 1 and review R5: the log's actions, subjects and detail names from the domain. */
describe('audit log in words', () => {
  it('names details, subject types and nested values in English', async () => {
    stubFetch(on('GET', `/api/audit/for-organization/${ORG_ID}`, () => json(log)));
    signInAs(true);
    await renderScreen(<AdminAuditLogPage />, paths.admin.audit);
    expect(await screen.findByText('Extra draw added', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByTitle('extra-draw')).toHaveTextContent('Extra draw');
    expect(screen.getByTitle('translations.fr.name')).toHaveTextContent('Name (French)');
    expect(screen.getByText(/Fixed prize: \$500\.00/)).toBeInTheDocument();
    // A time inside a nested detail on the game's clock with its zone, yes and no in words.
    expect(screen.getByText(/Draw time: .*4:00:00\sPM AST; Manual draw: Yes/)).toBeInTheDocument();
    expect(screen.queryByText(/fixedCents|drawAt|2026-11-29T/)).toBeNull();
  });

  it('says them in French', async () => {
    await i18n.changeLanguage('fr');
    stubFetch(on('GET', `/api/audit/for-organization/${ORG_ID}`, () => json(log)));
    signInAs(true);
    await renderScreen(<AdminAuditLogPage />, paths.admin.audit);
    expect(
      await screen.findByText('Tirage supplémentaire ajouté', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByTitle('extra-draw')).toHaveTextContent('Tirage supplémentaire');
    expect(screen.getByTitle('translations.fr.name')).toHaveTextContent('Nom (français)');
    expect(screen.getByTitle('draws')).toHaveTextContent('Tirages');
    expect(screen.getByText(/Tirage manuel: Oui/)).toBeInTheDocument();
  });
});
