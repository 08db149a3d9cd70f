import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkNumberRequest } from '@charity/domain/numbers/number-limits';
import { declineMessages } from '@charity/domain/payments/test-cards';
import { moneyRefusal } from '@charity/domain/registration/money-eligibility';
import { frenchRefusal, frenchSchemaIssue } from '../../src/errors/refusal-language';
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
  it('puts a known sentence in French, its numbers written the French way', () => {
    expect(plain(frenchRefusal('Numbers go from 1 to 500000.') ?? '')).toBe(
      'Les numéros vont de 1 à 500 000.',
    );
    expect(plain(frenchRefusal('Already taken: 12, 4500. Choose other numbers.') ?? '')).toBe(
      'Déjà pris : 12, 4 500. Choisissez d’autres numéros.',
    );
    expect(frenchRefusal('A player may hold at most 10 numbers; you can get 3 more.')).toBe(
      'Un joueur peut détenir au plus 10 numéros ; vous pouvez en obtenir encore 3.',
    );
    expect(frenchRefusal('Something nobody listed.')).toBeNull();
  });

  it('words a staff role’s refusal without a permission key, in French too (issue 27)', () => {
    expect(STAFF_ROLE_REFUSAL).not.toMatch(/[a-z]+\.[a-z]+/);
    expect(frenchRefusal(STAFF_ROLE_REFUSAL)).toBe(
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
    ].map((input) => checkNumberRequest(input)?.message ?? '');
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
    ].map((input) => moneyRefusal(input)?.message ?? '');
    for (const message of [...asked, ...eligibility, ...Object.values(declineMessages)]) {
      expect(message).not.toBe('');
      expect(frenchRefusal(message), message).not.toBeNull();
    }
  });

  it('words zod’s own checks in French', () => {
    expect(
      plain(
        frenchSchemaIssue({
          keyword: 'too_big',
          params: { origin: 'number', maximum: 10_000_000_000 },
        }) ?? '',
      ),
    ).toBe('Doit être au plus 10 000 000 000.');
    expect(
      frenchSchemaIssue({ keyword: 'too_small', params: { origin: 'string', minimum: 1 } }),
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
