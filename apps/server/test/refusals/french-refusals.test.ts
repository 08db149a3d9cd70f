import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  speaksFrench,
  type MoneyClient,
} from '../payments/money-fixtures';

vi.setConfig({ testTimeout: 60_000 });

const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
const english = { 'accept-language': 'en-CA,en;q=0.9' };

/** The answer's Message and its fields' messages, in one list. */
const said = (body: { Message: string; Errors?: { Message: string }[] | undefined }) => [
  body.Message,
  ...(body.Errors ?? []).map((problem) => problem.Message),
];

describe('refusals a French reader meets on the routes the old French table covered', () => {
  let t: TestApp;
  let client: MoneyClient;
  let instanceId: string;
  beforeAll(async () => {
    t = await buildMoneyApp();
    instanceId = await openInstanceId(t, 'goldrush');
    client = await moneyClient(t, 'goldrush');
  });
  afterAll(() => t.close());

  const purchase = async () => ({
    ...ids(client),
    GameInstanceId: instanceId,
    Quantity: 1,
    Payment: { Token: await cardToken(client) },
  });

  /** Each call in English and in French: same status, every sentence in French differs. */
  const calls: [string, (extra: Record<string, string>) => Promise<unknown>, number][] = [
    [
      'no receipt',
      (extra) =>
        client.get(`/api/payment/by-player/${client.player.id}/receipt/${randomUUID()}`, extra),
      404,
    ],
    [
      'another player’s record',
      (extra) =>
        client.get(`/api/payment/by-player/${randomUUID()}/receipt/${randomUUID()}`, extra),
      403,
    ],
    [
      'an unknown draw',
      (extra) => client.get(`/api/game-instance/ticket-limit-reached/${randomUUID()}`, extra),
      404,
    ],
    [
      'numbers out of range',
      async (extra) =>
        client.post(
          '/api/player-number/purchase',
          { ...(await purchase()), TicketNumbers: [999_999_999] },
          undefined,
          extra,
        ),
      400,
    ],
    [
      'no idempotency key',
      async (extra) => client.post('/api/player-number/purchase', await purchase(), '', extra),
      400,
    ],
    [
      'a field refused by the schema',
      async (extra) =>
        client.post(
          '/api/player-number/purchase',
          { ...(await purchase()), Quantity: 0 },
          undefined,
          extra,
        ),
      400,
    ],
  ];

  it.each(calls)('%s', async (_name, call, status) => {
    const inEnglish = expectApiError((await call(english)) as never, status);
    const inFrench = expectApiError((await call(french)) as never, status);
    expect(inFrench.Code).toBe(inEnglish.Code);
    const [englishWords, frenchWords] = [said(inEnglish), said(inFrench)];
    expect(frenchWords).toHaveLength(englishWords.length);
    frenchWords.forEach((words, index) => expect(words).not.toBe(englishWords[index]));
  });

  it('follows the account’s language when the call names none, and the call’s when it does', async () => {
    const reader = await moneyClient(t, 'goldrush');
    await speaksFrench(t, reader);
    const url = `/api/payment/by-player/${reader.player.id}/receipt/${randomUUID()}`;
    expect(expectApiError(await reader.get(url), 404).Message).toMatch(/^Aucun reçu/);
    expect(expectApiError(await reader.get(url, english), 404).Message).toMatch(/^No receipt/);
  });
});
