import { idSchema } from '@charity/domain/api/ids';
import { agreeToTosSchema, playerSchema } from '@charity/domain/api/player';
import { updatePlayerInfoSchema } from '@charity/domain/api/player-info';
import { ADDRESS_RULE_MESSAGES } from '@charity/domain/address/address-rules';
import { countryOfJurisdiction } from '@charity/domain/address/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../auth/auth-errors';
import { callerOf } from '../auth/authentication';
import { fieldProblem, notFound } from '../errors/http-errors';
import { addressColumns, addressOf } from './player-address';
import { reloadPlayer } from './reload-player';
import { loadOwnPlayer, playerErrorResponses } from './player-access';
import { toPlayer } from './player-response';
import { changeOwnAccount } from './change-account';
import { findOrganizationSettings } from '../organizations/organization-settings.repository';
import { refusal } from '../refusals/refusal-catalogue';

const playerParams = z.object({ playerId: idSchema, organizationId: idSchema });

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/player/byid/:playerId/for-organization/:organizationId',
    {
      schema: {
        tags: ['player'],
        summary: "The signed-in player's own record",
        security: [{ bearer: [] }],
        params: playerParams,
        response: { 200: playerSchema, ...playerErrorResponses },
      },
    },
    async (request) => toPlayer((await loadOwnPlayer(app, request, request.params)).player),
  );

  app.put(
    '/player/agree-to-tos',
    {
      schema: {
        tags: ['player'],
        summary: 'Agree to the latest terms of service (an older version is refused with 409)',
        security: [{ bearer: [] }],
        body: agreeToTosSchema.extend({
          PlayerId: idSchema,
          OrganizationId: idSchema,
          OrganizationTermsOfServiceId: idSchema,
        }),
        response: { 200: playerSchema, 409: playerErrorResponses[400], ...playerErrorResponses },
      },
    },
    async (request) => {
      const { PlayerId, OrganizationId, OrganizationTermsOfServiceId } = request.body;
      const { player } = await loadOwnPlayer(app, request, {
        playerId: PlayerId,
        organizationId: OrganizationId,
      });
      const terms = await app.db
        .selectFrom('terms_versions')
        .select(['id', 'version'])
        .where('id', '=', OrganizationTermsOfServiceId)
        .where('organization_id', '=', OrganizationId)
        .executeTakeFirst();
      if (!terms) throw notFound(`Terms ${OrganizationTermsOfServiceId} do not exist.`);
      if (terms.id !== player.latest_terms_id) {
        throw conflict(refusal('terms.newer'));
      }
      await changeOwnAccount(
        app.db,
        { organizationId: OrganizationId, playerId: PlayerId },
        { agreed_terms_version_id: terms.id, agreed_terms_at: new Date() },
        {
          action: 'player.agreed-to-terms',
          subjectType: 'terms',
          subjectId: terms.id,
          details: { version: terms.version },
        },
      );
      return reloadPlayer(app.db, OrganizationId, PlayerId);
    },
  );

  app.put(
    '/player/update/basic-info',
    {
      schema: {
        tags: ['player'],
        summary: "Update the player's first name, last name, phone and, when collected, address",
        description:
          'Address is optional: without it the stored address is kept. It is accepted only ' +
          'when the organization collects addresses (CollectPlayerAddress); otherwise 400.',
        security: [{ bearer: [] }],
        body: updatePlayerInfoSchema.extend({ PlayerId: idSchema }),
        response: { 200: playerSchema, ...playerErrorResponses },
      },
    },
    async (request) => {
      const { PlayerId, FirstName, LastName, Phone, Address } = request.body;
      const { caller, player } = await loadOwnPlayer(app, request, {
        playerId: PlayerId,
        organizationId: callerOf(request).organizationId,
      });
      if (Address && !player.collect_player_address) {
        throw fieldProblem('Address', refusal('address.notCollected'));
      }
      if (Address) {
        const settings = await findOrganizationSettings(app.db, caller.organizationId);
        const country = countryOfJurisdiction(settings?.jurisdiction);
        if (country && Address.Country !== country) {
          throw fieldProblem('Address.Country', ADDRESS_RULE_MESSAGES.country);
        }
      }
      await changeOwnAccount(
        app.db,
        { organizationId: caller.organizationId, playerId: PlayerId },
        {
          first_name: FirstName,
          last_name: LastName,
          phone: Phone,
          ...(Address ? addressColumns(Address) : {}),
        },
        {
          action: 'player.basic-info-updated',
          subjectType: 'account',
          subjectId: PlayerId,
          details: {
            before: {
              FirstName: player.first_name,
              LastName: player.last_name,
              Phone: player.phone,
              ...(Address ? { Address: addressOf(player) } : {}),
            },
          },
        },
      );
      return reloadPlayer(app.db, caller.organizationId, PlayerId);
    },
  );
};
