import { idSchema } from '@charity/domain/api/ids';
import {
  optInBodySchema,
  playerProtectionSchema,
  selfExcludeBodySchema,
  spendingLimitBodySchema,
} from '@charity/domain/api/player-protection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moneyErrorResponses, ownPlayer } from '../numbers/number-access';
import { playerProtection } from './player-protection';
import { sendSelfExclusionMail } from './protection-mail';
import { optBackIn, selfExclude } from './self-exclude';
import { setSpendingLimit } from './set-spending-limit';

const tags = ['responsible gaming'];
const security = [{ bearer: [] }];

/** Responsible gaming: self-exclusion and spending limits, the player's own. */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/player/protection/by-player/:playerId/for-organization/:organizationId',
    {
      schema: {
        tags,
        summary: "The player's self-exclusion and spending limits, with what was spent",
        security,
        params: z.object({ playerId: idSchema, organizationId: idSchema }),
        response: { 200: playerProtectionSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { playerId, organizationId } = request.params;
      ownPlayer(request, playerId, organizationId);
      return playerProtection(app.db, organizationId, playerId);
    },
  );

  app.post(
    '/player/self-exclusion',
    {
      schema: {
        tags,
        summary: 'Exclude oneself from play for 6 months to 5 years; it cannot be lifted early',
        security,
        body: selfExcludeBodySchema,
        response: { 200: playerProtectionSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { PlayerId, OrganizationId, Period } = request.body;
      ownPlayer(request, PlayerId, OrganizationId);
      const { endsAt } = await selfExclude(app, {
        organizationId: OrganizationId,
        playerId: PlayerId,
        period: Period,
      });
      await sendSelfExclusionMail(app, OrganizationId, PlayerId, endsAt);
      return playerProtection(app.db, OrganizationId, PlayerId);
    },
  );

  app.post(
    '/player/self-exclusion/opt-in',
    {
      schema: {
        tags,
        summary: 'Play again once a self-exclusion has ended',
        security,
        body: optInBodySchema,
        response: { 200: playerProtectionSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { PlayerId, OrganizationId } = request.body;
      ownPlayer(request, PlayerId, OrganizationId);
      await optBackIn(app, OrganizationId, PlayerId);
      return playerProtection(app.db, OrganizationId, PlayerId);
    },
  );

  app.put(
    '/player/spending-limit',
    {
      schema: {
        tags,
        summary: 'Set a daily, weekly or monthly limit: lower at once, higher after 24 hours',
        security,
        body: spendingLimitBodySchema,
        response: { 200: playerProtectionSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { PlayerId, OrganizationId, Period, Amount } = request.body;
      ownPlayer(request, PlayerId, OrganizationId);
      await setSpendingLimit(app, {
        organizationId: OrganizationId,
        playerId: PlayerId,
        period: Period,
        amountCents: Amount,
      });
      return playerProtection(app.db, OrganizationId, PlayerId);
    },
  );
};
