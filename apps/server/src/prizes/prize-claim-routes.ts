import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { idSchema } from '@charity/domain/api/ids';
import {
  claimPaySchema,
  claimStepSchema,
  claimUnclaimedSchema,
  prizeClaimListSchema,
  prizeClaimSchema,
} from '@charity/domain/prizes/claim-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { staffOf } from '../staff/staff-access';
import { takeClaimStep } from './prize-claim-steps';
import { findClaimDays, findPrizes, toPrizeClaim } from './prize-claims.repository';

const responses = { ...adminErrorResponses, ...errorResponses };
const stepResponses = {
  200: prizeClaimSchema,
  409: apiErrorBodySchema.describe(
    'Out of order, already taken, the claim closed (paid or unclaimed), or no prize to claim',
  ),
  ...responses,
};

/** A prize's claim, step by step (issue 27): contact, identity, payment, or unclaimed. */
export const prizeClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/draw/prize-claim/for-organization/:organizationId',
    {
      config: { staff: 'draws.read' },
      schema: {
        tags: ['draw'],
        summary: 'Every prize won (main draws, extra draws, redraws) with its claim, newest first',
        security: [{ bearer: [] }],
        params: z.object({ organizationId: idSchema }),
        response: { 200: prizeClaimListSchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const [rows, claimDays] = await Promise.all([
        findPrizes(app.db, organizationId),
        findClaimDays(app.db, organizationId),
      ]);
      return { ClaimDays: claimDays, Prizes: rows.map(toPrizeClaim) };
    },
  );

  app.post(
    '/draw/prize-claim/contact',
    {
      config: { staff: 'prizes.record' },
      schema: {
        tags: ['draw'],
        summary: 'Records that the winner was contacted (first step of a claim)',
        security: [{ bearer: [] }],
        body: claimStepSchema,
        response: stepResponses,
      },
    },
    async (request) => {
      const { OrganizationId, DrawId, Note } = request.body;
      return takeClaimStep(app.db, {
        organizationId: OrganizationId,
        drawId: DrawId,
        step: 'contact',
        actor: staffOf(request).accountId,
        note: Note,
      });
    },
  );

  app.post(
    '/draw/prize-claim/identity',
    {
      config: { staff: 'prizes.record' },
      schema: {
        tags: ['draw'],
        summary: "Records that the winner's identity was checked (after the contact)",
        security: [{ bearer: [] }],
        body: claimStepSchema,
        response: stepResponses,
      },
    },
    async (request) => {
      const { OrganizationId, DrawId, Note } = request.body;
      return takeClaimStep(app.db, {
        organizationId: OrganizationId,
        drawId: DrawId,
        step: 'identity',
        actor: staffOf(request).accountId,
        note: Note,
      });
    },
  );

  app.post(
    '/draw/prize-claim/pay',
    {
      config: { staff: 'prizes.record' },
      schema: {
        tags: ['draw'],
        summary: 'Records how and when the prize was paid (after the identity check)',
        security: [{ bearer: [] }],
        body: claimPaySchema,
        response: stepResponses,
      },
    },
    async (request) => {
      const { OrganizationId, DrawId, Note, Method, PaidOn } = request.body;
      return takeClaimStep(app.db, {
        organizationId: OrganizationId,
        drawId: DrawId,
        step: 'pay',
        actor: staffOf(request).accountId,
        note: Note,
        method: Method,
        paidOn: PaidOn,
      });
    },
  );

  app.post(
    '/draw/prize-claim/unclaimed',
    {
      config: { staff: 'prizes.record' },
      schema: {
        tags: ['draw'],
        summary: 'Declares the prize unclaimed after its deadline, and what happens to it',
        security: [{ bearer: [] }],
        body: claimUnclaimedSchema,
        response: stepResponses,
      },
    },
    async (request) => {
      const { OrganizationId, DrawId, Note, Outcome } = request.body;
      return takeClaimStep(app.db, {
        organizationId: OrganizationId,
        drawId: DrawId,
        step: 'unclaimed',
        actor: staffOf(request).accountId,
        note: Note,
        outcome: Outcome,
      });
    },
  );
};
