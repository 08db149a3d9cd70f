import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkNumberRequest } from '@charity/domain/numbers/number-limits';
import { declineMessages } from '@charity/domain/payments/test-cards';
import { moneyRefusal } from '@charity/domain/registration/money-eligibility';
import { refusal, wordsOf, type Refusal } from '../../src/refusals/refusal-catalogue';
import { issueWords } from '../../src/refusals/schema-issue-words';
import { STAFF_ROLE_REFUSAL } from '../../src/staff/staff-access';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
} from '../payments/money-fixtures';

vi.setConfig({ testTimeout: 60_000 });

/** Intl writes French thousands with a no-break space: compare with plain spaces. */
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');

describe('refusals in the reader’s language (issue 28)', () => {
  const fr = (raised: Refusal) => plain(wordsOf(raised, 'fr'));

  it('words a refusal in French, its numbers written the French way', () => {
    expect(
      fr(refusal('numbers.request', { kind: 'invalid', why: 'range', rangeMax: 500_000 })),
    ).toBe('Les numéros vont de 1 à 500 000.');
    expect(fr(refusal('numbers.taken', { numbers: [12, 4500] }))).toBe(
      'Déjà pris : 12, 4 500. Choisissez d’autres numéros.',
    );
    expect(
      wordsOf(
        refusal('numbers.request', { kind: 'limit', why: 'limit', maxPerPlayer: 10, left: 3 }),
        'fr',
      ),
    ).toBe('Un joueur peut détenir au plus 10 numéros; vous pouvez en obtenir encore 3.');
  });

  it('words a staff role’s refusal without a permission key, in French too (issue 27)', () => {
    expect(STAFF_ROLE_REFUSAL).not.toMatch(/[a-z]+\.[a-z]+/);
    expect(wordsOf(refusal('staff.roleRefused'), 'fr')).toBe(
      'Votre rôle ne permet pas cette action. Rechargez la page pour voir ce que vous pouvez faire.',
    );
  });

  it('knows every refusal the domain words for Get numbers, payment and who may pay', () => {
    const numbers = { quantity: 2, requested: [], held: 0, maxPerPlayer: 10, rangeMax: 500_000 };
    const asked = [
      { ...numbers, quantity: 0 },
      { ...numbers, requested: [5, 5] },
      { ...numbers, requested: [1, 2, 3] },
      { ...numbers, requested: [600_000] },
      { ...numbers, held: 9 },
    ].map((input) => checkNumberRequest(input));
    const facts = {
      agreedToLatestTerms: true,
      hasValidPledge: true,
      emailVerified: true,
      dateOfBirth: '2010-01-01',
      minimumAge: 19,
      today: new Date('2026-11-27'),
    };
    const eligibility = [
      { ...facts, agreedToLatestTerms: false },
      { ...facts, hasValidPledge: false },
      { ...facts, emailVerified: false },
      { ...facts, dateOfBirth: null },
      facts,
    ].map((input) => moneyRefusal(input));
    const raised = [
      ...asked.map((problem) => problem && refusal('numbers.request', problem)),
      ...eligibility.map(
        (step) => step && refusal('money.step', { code: step.code, minimumAge: facts.minimumAge }),
      ),
      ...Object.keys(declineMessages).map((code) => refusal('card.declined', { code })),
    ];
    for (const [index, words] of raised.entries()) {
      expect(words, String(index)).not.toBeNull();
      const english = wordsOf(words!, 'en');
      expect(wordsOf(words!, 'fr'), english).not.toBe(english);
    }
    expect(
      eligibility.map(
        (step) => step && wordsOf(refusal('money.step', { code: step.code, minimumAge: 19 }), 'en'),
      ),
    ).toEqual(eligibility.map((step) => step?.message));
  });

  it('words zod’s own checks in French', () => {
    expect(
      plain(
        issueWords(
          { keyword: 'too_big', params: { origin: 'number', maximum: 10_000_000_000 } },
          'fr',
        ),
      ),
    ).toBe('Doit être au plus 10 000 000 000.');
    expect(
      issueWords({ keyword: 'too_small', params: { origin: 'string', minimum: 1 } }, 'fr'),
    ).toBe('Ce champ est obligatoire.');
  });
});

describe('the purchase refusals a French screen shows', () => {
  let t: TestApp;
  let instanceId: string;
  beforeAll(async () => {
    t = await buildMoneyApp();
    instanceId = await openInstanceId(t, 'goldrush');
  });
  afterAll(() => t.close());

  it('answers in French when the app asks in French, and in English otherwise', async () => {
    const client = await moneyClient(t, 'goldrush');
    const body = async () => ({
      ...ids(client),
      GameInstanceId: instanceId,
      Quantity: 1,
      TicketNumbers: [999_999_999],
      Payment: { Token: await cardToken(client) },
    });
    const url = '/api/player-number/purchase';
    const english = expectApiError(await client.post(url, await body()), 400);
    expect(english.Message).toMatch(/^Numbers go from 1 to \d+\.$/);
    const french = expectApiError(
      await client.post(url, await body(), undefined, { 'accept-language': 'fr-CA' }),
      400,
    );
    expect(plain(french.Message)).toMatch(/^Les numéros vont de 1 à \d{1,3}( \d{3})+\.$/);
    // The schema's own checks too: a quantity of zero.
    const zero = expectApiError(
      await client.post(url, { ...(await body()), Quantity: 0 }, undefined, {
        'accept-language': 'fr',
      }),
      400,
    );
    expect(zero.Message).toBe('La demande n’est pas valide.');
    for (const problem of zero.Errors ?? []) expect(problem.Message).not.toMatch(/[Tt]oo /);
  });
});
