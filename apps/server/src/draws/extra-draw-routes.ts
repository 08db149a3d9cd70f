import {
  createExtraDrawSchema,
  extraDrawListSchema,
  extraDrawSchema,
  runExtraDrawSchema,
} from '@charity/domain/api/extra-draws';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { idSchema } from '@charity/domain/api/ids';
import {
  createdExtraDrawSchema,
  extraDrawWarnings,
} from '@charity/domain/draws/extra-prize-warning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { staffOf } from '../staff/staff-access';
import { readerLanguage } from '../translations/reader-language';
import { refusal, wordsOf } from '../refusals/refusal-catalogue';
import { createExtraDraw, listExtraDraws, runExtraDraw, toExtraDraw } from './extra-draws';
import { sendExtraWinnerMail } from './extra-winner-mail';

const responses = { ...adminErrorResponses, ...errorResponses };

/** Staff calls for an instance's extra draws (early bird, multi-prize): list, add, run. */
export const extraDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/draw/extra/for-instance/:organizationId/:gameInstanceId',
    {
      config: { staff: 'draws.read' },
      schema: {
        tags: ['draw'],
        summary: 'The extra draws of an instance, with their commitments and results',
        security: [{ bearer: [] }],
        params: z.object({ organizationId: idSchema, gameInstanceId: idSchema }),
        response: { 200: extraDrawListSchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId, gameInstanceId } = request.params;
      const rows = await listExtraDraws(app.db, organizationId, gameInstanceId);
      const locale = await readerLanguage(request);
      return { ExtraDraws: rows.map((row) => toExtraDraw(row, locale)) };
    },
  );

  app.post(
    '/draw/extra',
    {
      config: { staff: 'games.edit' },
      schema: {
        tags: ['draw'],
        summary: 'Adds an extra draw (early bird, second prize) to an instance; commits its seed',
        description:
          'Warnings: a fixed prize above the pot so far (FixedPrizeAbovePot) is accepted, as ' +
          'the charity guarantees it, and pointed out for the staff member to acknowledge.',
        security: [{ bearer: [] }],
        body: createExtraDrawSchema,
        response: {
          200: createdExtraDrawSchema,
          409: apiErrorBodySchema.describe('The instance is drawn or cancelled'),
          ...responses,
        },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const body = request.body;
      const row = await app.db.transaction().execute((trx) =>
        createExtraDraw(trx, {
          organizationId: body.OrganizationId,
          instanceId: body.GameInstanceId,
          key: null,
          name: body.Name,
          ...(body.translations ? { translations: body.translations } : {}),
          prize:
            body.Prize.Kind === 'Fixed'
              ? { kind: 'Fixed', amountCents: body.Prize.Amount }
              : { kind: 'Share', percent: body.Prize.Percent },
          cutoffAt: new Date(body.CutoffAt),
          drawAt: new Date(body.DrawAt),
          actor: staff.accountId,
        }),
      );
      const pot = await app.db
        .selectFrom('game_instances')
        .select('pot_total_cents')
        .where('id', '=', row.game_instance_id)
        .executeTakeFirstOrThrow();
      const language = await readerLanguage(request);
      const warnings = extraDrawWarnings(body.Prize, Number(pot.pot_total_cents)).map(
        (warning) => ({
          ...warning,
          Message: wordsOf(
            refusal('extraDraw.prizeAbovePot', {
              prizeCents: warning.Prize,
              potCents: warning.Pot,
            }),
            language,
          ),
        }),
      );
      return { ...toExtraDraw(row, language), Warnings: warnings };
    },
  );

  app.post(
    '/draw/extra/run',
    {
      config: { staff: 'draws.run' },
      schema: {
        tags: ['draw'],
        summary: 'Runs an extra draw now (once its cut-off has passed); exactly once',
        security: [{ bearer: [] }],
        body: runExtraDrawSchema,
        response: {
          200: extraDrawSchema,
          409: apiErrorBodySchema.describe('Already drawn, or its cut-off has not passed'),
          ...responses,
        },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const drawn = await runExtraDraw(app.db, {
        extraDrawId: request.body.ExtraDrawId,
        organizationId: request.body.OrganizationId,
        actor: staff.accountId,
        mode: 'manual',
      });
      await sendExtraWinnerMail(app, drawn);
      return toExtraDraw(drawn, await readerLanguage(request));
    },
  );
};
