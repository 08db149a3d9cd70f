import { drawResultSchema, manualDrawViewSchema } from '@charity/domain/api/draw';
import { extraDrawListSchema, extraDrawSchema } from '@charity/domain/api/extra-draws';
import { financialReturnSchema } from '@charity/domain/reports/financial-return';
import { drawsReportSchema, reportInstancesSchema } from '@charity/domain/reports/report-api';
import { supportPlayerDetailSchema } from '@charity/domain/staff/support-api';
import { redrawsOfDrawSchema } from '@charity/domain/api/redraws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  buildDrawApp,
  payEntries,
  prepareGame,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import { hoursFromNow, staffHeaders } from '../draws/money-draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';
import { listClaims } from '../prizes/claim-fixtures';

/**
 * Review R4 (session 15): every staff answer names a draw in the reader's language, the one the
 * console sends as Accept-Language: its French name in French, its own name otherwise.
 */
type Headers = Record<string, string>;
let t: TestApp;
let game: GameUnderTest;
let owner: Headers;
let playerId: string;
let runInFrench: unknown;

const NAMES = { en: 'Week 1', fr: 'Semaine 1' } as const;
const EXTRA = { en: 'Early bird', fr: 'Tirage hâtif' } as const;
let addedInFrench: unknown;
type Language = keyof typeof NAMES;
const reading = (language: Language) => ({ ...owner, 'accept-language': language });

beforeAll(async () => {
  t = await buildDrawApp();
  game = await prepareGame(t, 'fiftyfifty', { range: 100, manualDraw: true });
  owner = await staffHeaders(t, 'fiftyfifty', 'owner');
  await t.database.db
    .updateTable('game_instances')
    .set({ name: NAMES.en, translations: JSON.stringify({ fr: { name: NAMES.fr } }) })
    .where('id', '=', game.instanceId)
    .execute();
  playerId = (await payEntries(t, game, [2, 3, 5, 7])).id;
  // Follow-up 2: an extra draw added with its French name, by a console in French.
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/draw/extra',
    headers: reading('fr'),
    payload: {
      OrganizationId: game.organizationId,
      GameInstanceId: game.instanceId,
      Name: EXTRA.en,
      translations: { fr: { name: EXTRA.fr } },
      Prize: { Kind: 'Fixed', Amount: 100 },
      CutoffAt: hoursFromNow(1),
      DrawAt: hoursFromNow(2),
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  addedInFrench = added.json();
  const run = await t.app.inject({
    method: 'POST',
    url: '/api/draw/manual/run',
    headers: reading('fr'),
    payload: { OrganizationId: game.organizationId, GameInstanceId: game.instanceId },
  });
  expect(run.statusCode, run.body).toBe(200);
  runInFrench = run.json();
});
afterAll(() => t.close());

async function json(url: string, language: Language): Promise<unknown> {
  const answer = await t.app.inject({ url: `/api/${url}`, headers: reading(language) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const period = () => `for-organization/${game.organizationId}?gameInstanceId=${game.instanceId}`;

describe('a draw named in the reader’s language in staff answers (review R4)', () => {
  it('names the draw just run, and the extra draw just added, in the language of the call', () => {
    expect(drawResultSchema.parse(runInFrench).GameInstanceName).toBe(NAMES.fr);
    expect(extraDrawSchema.parse(addedInFrench).Name).toBe(EXTRA.fr);
  });

  describe.each(['en', 'fr'] as const)('in %s', (language) => {
    const name = NAMES[language];

    it('the draw screen’s last result', async () => {
      const view = manualDrawViewSchema.parse(
        await json(`draw/manual/for-organization/${game.organizationId}`, language),
      );
      expect(view.LastDraw?.GameInstanceName).toBe(name);
    });

    it('the prize claims', async () => {
      const { Prizes } = await listClaims(t, reading(language), game.organizationId);
      expect(Prizes.map((prize) => prize.GameInstanceName)).toEqual([name]);
    });

    it('the financial return, its rows and its CSV', async () => {
      const report = financialReturnSchema.parse(
        await json(`reports/financial-return/${period()}`, language),
      );
      expect(report.Draws.map((row) => row.GameInstanceName)).toEqual([name]);
      const csv = await t.app.inject({
        url: `/api/reports/financial-return/${period()}&format=csv`,
        headers: reading(language),
      });
      expect(csv.body).toContain(name);
    });

    it('the draws report and the period picker', async () => {
      const draws = drawsReportSchema.parse(await json(`reports/draws/${period()}`, language));
      expect(draws.Draws.map((row) => row.GameInstanceName)).toEqual([name]);
      const { Instances } = reportInstancesSchema.parse(
        await json(`reports/instances/for-organization/${game.organizationId}`, language),
      );
      expect(Instances.find((row) => row.Id === game.instanceId)?.Name).toBe(name);
    });

    it('the player’s payments in support (where a void is confirmed)', async () => {
      const detail = supportPlayerDetailSchema.parse(
        await json(`support/player/${playerId}/for-organization/${game.organizationId}`, language),
      );
      expect(detail.Payments.Payments.map((payment) => payment.GameInstanceName)).toEqual([name]);
    });

    it('the extra draws of the draw', async () => {
      const { ExtraDraws } = extraDrawListSchema.parse(
        await json(`draw/extra/for-instance/${game.organizationId}/${game.instanceId}`, language),
      );
      expect(ExtraDraws.map((draw) => draw.Name)).toEqual([EXTRA[language]]);
    });

    it('the redraw screen', async () => {
      const redraws = redrawsOfDrawSchema.parse(
        await json(`draw/redraws/for-draw/${game.organizationId}/${game.instanceId}`, language),
      );
      expect(redraws.Name).toBe(name);
    });
  });
});

describe('one rule for the language of every answer (review V3)', () => {
  /** An owner whose account is in French, calling with these headers added. */
  async function frenchOwner(): Promise<Headers> {
    const account = await createPlayer(t.database.db, game.organizationId, { staffRole: 'owner' });
    await t.database.db
      .updateTable('accounts')
      .set({ locale: 'fr' })
      .where('id', '=', account.id)
      .execute();
    return bearerFor(t, 'fiftyfifty', account, true);
  }

  async function lastDrawName(headers: Headers) {
    const answer = await t.app.inject({
      url: `/api/draw/manual/for-organization/${game.organizationId}`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return manualDrawViewSchema.parse(answer.json()).LastDraw?.GameInstanceName;
  }

  it('a call that names no language follows the signed-in account’s language, as refusals do', async () => {
    expect(await lastDrawName(await frenchOwner())).toBe(NAMES.fr);
  });

  it('the language the call names comes before the account’s', async () => {
    const headers = await frenchOwner();
    expect(await lastDrawName({ ...headers, 'accept-language': 'en' })).toBe(NAMES.en);
  });
});
