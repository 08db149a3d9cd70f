import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { idSchema } from '@charity/domain/api/ids';
import {
  claimPaySchema,
  claimPeriodSchema,
  claimStepSchema,
  claimUnclaimedSchema,
  prizeClaimListSchema,
  prizeClaimSchema,
  type ClaimPayRequest,
  type ClaimStepRequest,
  type ClaimUnclaimedRequest,
} from '@charity/domain/prizes/claim-api';
import type { ClaimStep } from '@charity/domain/prizes/claim';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { staffOf } from '../staff/staff-access';
import type { Locale } from '../identity/pages/locale';
import { readerLanguage } from '../translations/reader-language';
import { roleAllows } from '@charity/domain/staff/staff-roles';
import { setClaimPeriod } from './claim-period';
import { takeClaimStep, type ClaimStepInput } from './prize-claim-steps';
import { findClaimDays, findPrizes, toPrizeClaim } from './prize-claims.repository';

const responses = { ...adminErrorResponses, ...errorResponses };
const stepResponses = {
  200: prizeClaimSchema,
  409: apiErrorBodySchema.describe(
    'Out of order, already taken, the claim closed (paid or unclaimed), or no prize to claim',
  ),
  ...responses,
};

const STEP_ROUTES = [
  {
    step: 'contact',
    summary: 'Records that the winner was contacted (first step of a claim)',
    body: claimStepSchema,
  },
  {
    step: 'identity',
    summary: "Records that the winner's identity was checked (after the contact)",
    body: claimStepSchema,
  },
  {
    step: 'pay',
    summary: 'Records how and when the prize was paid (after the identity check)',
    description:
      'Method, an optional Reference (cheque number, transfer reference) and an optional ' +
      "PaidOn day in the game's time zone (today when left out; not later than today there, " +
      'not before the day the prize was drawn). A second payment of the same prize is 409.',
    body: claimPaySchema,
  },
  {
    step: 'unclaimed',
    summary: 'Declares the prize unclaimed after its deadline, and what happens to it',
    body: claimUnclaimedSchema,
  },
] as const satisfies readonly {
  step: ClaimStep;
  summary: string;
  description?: string;
  body: unknown;
}[];

type StepBody = ClaimStepRequest &
  Partial<Pick<ClaimPayRequest, 'Method' | 'PaidOn' | 'Reference'>> &
  Partial<Pick<ClaimUnclaimedRequest, 'Outcome'>>;

function stepInput(step: ClaimStep, actor: string, body: StepBody, locale: Locale): ClaimStepInput {
  return {
    organizationId: body.OrganizationId,
    drawId: body.DrawId,
    step,
    actor,
    locale,
    note: body.Note,
    ...(body.Method ? { method: body.Method } : {}),
    ...(body.PaidOn ? { paidOn: body.PaidOn } : {}),
    ...(body.Reference ? { reference: body.Reference } : {}),
    ...(body.Outcome ? { outcome: body.Outcome } : {}),
  };
}

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
      const language = await readerLanguage(request);
      const [rows, claimDays] = await Promise.all([
        findPrizes(app.db, organizationId, language),
        findClaimDays(app.db, organizationId),
      ]);
      // The winner's e-mail and phone only to a role that records claim steps (issue 27).
      const detail = roleAllows(staffOf(request).role, 'prizes.record') ? 'contact' : 'name';
      return { ClaimDays: claimDays, Prizes: rows.map((row) => toPrizeClaim(row, detail)) };
    },
  );

  app.put(
    '/draw/prize-claim/period/for-organization/:organizationId',
    {
      config: { staff: 'games.edit' },
      schema: {
        tags: ['draw'],
        summary: "Sets the rules' claim period in days (each prize's deadline: its draw plus it)",
        description:
          'Claims still open move their deadline by the change; closed ones keep theirs. Audited.',
        security: [{ bearer: [] }],
        params: z.object({ organizationId: idSchema }),
        body: claimPeriodSchema,
        response: { 200: claimPeriodSchema, ...responses },
      },
    },
    async (request) =>
      setClaimPeriod(
        app.db,
        request.params.organizationId,
        staffOf(request).accountId,
        request.body,
      ),
  );

  // One route per step, on one pattern: the step's own fields pass through to the claim.
  for (const route of STEP_ROUTES) {
    const { step, summary, body } = route;
    app.post(
      `/draw/prize-claim/${step}`,
      {
        config: { staff: 'prizes.record' },
        schema: {
          tags: ['draw'],
          summary,
          ...('description' in route ? { description: route.description } : {}),
          security: [{ bearer: [] }],
          body,
          response: stepResponses,
        },
      },
      async (request) =>
        takeClaimStep(
          app.db,
          stepInput(step, staffOf(request).accountId, request.body, await readerLanguage(request)),
        ),
    );
  }
};
