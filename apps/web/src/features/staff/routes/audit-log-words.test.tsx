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

/** The audit screen, signed in as staff, over this log. */
async function showLog(answer: AuditLog) {
  stubFetch(on('GET', `/api/audit/for-organization/${ORG_ID}`, () => json(answer)));
  signInAs(true);
  await renderScreen(<AdminAuditLogPage />, paths.admin.audit);
}

/** Follow-up 1 and review R5: the log's actions, subjects and detail names from the domain. */
describe('audit log in words', () => {
  it('names details, subject types and nested values in English', async () => {
    await showLog(log);
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
    await showLog(log);
    expect(
      await screen.findByText('Tirage supplémentaire ajouté', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByTitle('extra-draw')).toHaveTextContent('Tirage supplémentaire');
    expect(screen.getByTitle('translations.fr.name')).toHaveTextContent('Nom (français)');
    expect(screen.getByTitle('draws')).toHaveTextContent('Tirages');
    expect(screen.getByText(/Tirage manuel : Oui/)).toBeInTheDocument();
    // The zone named as the other French screens name it.
    expect(screen.getByText(/22 nov\. 2026, 16 h 00 min 00 s HNA/)).toBeInTheDocument();
  });
});

const coded: AuditLog = {
  TimeZone: 'America/Halifax',
  Entries: [
    ['staff.role-changed', { email: 'a@b.example', before: 'manager', after: 'owner' }],
    ['game-instance.cancelled', { changes: { status: { before: 'Open', after: 'Cancelled' } } }],
    ['draw', { mode: 'manual', outcome: 'Rollover' }],
    [
      'prize-claim-identity',
      { before: { state: 'Contacted' }, after: { state: 'IdentityChecked' } },
    ],
    ['terms.published', { changed: ['GameRules', 'French.GameRules'] }],
    ['refund.failed', { path: 'sales-close', reason: 'card_declined' }],
  ].map(([Action, Details], index) => ({
    Id: index + 10,
    OccurredAt: '2026-11-22T20:00:00Z',
    Actor: 'system',
    ActorName: null,
    Action: Action as string,
    SubjectType: 'game',
    SubjectId: null,
    SubjectName: null,
    Details: Details as Record<string, unknown>,
  })),
};

/** Follow-up 2: the values of details in words too, unknown ones as they are. */
describe('audit detail values in words', () => {
  it('says roles, statuses, modes, claim steps, ways and documents in English', async () => {
    await showLog(coded);
    expect(await screen.findByText('Role changed', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(/Manager → Owner/)).toBeInTheDocument();
    expect(screen.getByTitle('role')).toHaveTextContent('Role');
    expect(screen.getByText(/Open → Cancelled/)).toBeInTheDocument();
    expect(screen.getByText(/: Manual$/)).toBeInTheDocument();
    expect(screen.getByText(/No paid winner \(rollover\)/)).toBeInTheDocument();
    expect(screen.getByText(/Winner contacted → Identity checked/)).toBeInTheDocument();
    expect(screen.getByText(/Game rules, Game rules \(French\)/)).toBeInTheDocument();
    expect(screen.getByText(/Unsettled at sales close/)).toBeInTheDocument();
    expect(screen.getByText(/card_declined/)).toBeInTheDocument();
    expect(screen.queryByText(/IdentityChecked|sales-close|manager|GameRules/)).toBeNull();
  });

  it('says them in French', async () => {
    await i18n.changeLanguage('fr');
    await showLog(coded);
    expect(await screen.findByText('Rôle changé', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(/Gestionnaire → Propriétaire/)).toBeInTheDocument();
    expect(screen.getByText(/Ouvert → Annulé/)).toBeInTheDocument();
    // French puts a no-break space before the colon.
    expect(screen.getByText(/: Manuel$/).textContent).toBe('Mode\u00a0: Manuel');
    expect(screen.getByText(/Contact établi → Identité vérifiée/)).toBeInTheDocument();
    expect(screen.getByText(/Règlement du jeu, Règlement du jeu \(français\)/)).toBeInTheDocument();
    expect(screen.getByText(/Non réglé à la fermeture des ventes/)).toBeInTheDocument();
  });
});
