import { idSchema } from '@charity/domain/api/ids';
import type { AuditAction } from '@charity/domain/audit/audit-actions';
import {
  charitySetupListSchema,
  charitySetupSchema,
  storedCharitySchema,
  type CharitySetup,
} from '@charity/domain/setup/charity-setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrorResponses } from '../auth/admin';
import type { Executor } from '../db/executor';
import { errorResponses } from '../errors/error-responses';
import { fieldProblem, HttpError, notFound } from '../errors/http-errors';
import { ApiErrorCode } from '@charity/domain/api/errors';
import { organizationIdParams } from '../organizations/organization-id-params';
import { auditSetupChange } from './audit-change';
import { refuseTakenKey } from './taken-key';
import {
  charityColumns,
  listCategories,
  listCharities,
  nextSortOrder,
} from './charity-setup.repository';

const listPath = '/charities/for-organization/:organizationId';
const onePath = '/charity/:charityId/for-organization/:organizationId';
const oneParams = organizationIdParams.extend({ charityId: idSchema });
const responses = { ...adminErrorResponses, ...errorResponses };

async function categoryIdOf(db: Executor, organizationId: string, key: string) {
  const category = (await listCategories(db, organizationId)).find((row) => row.key === key);
  if (!category) throw fieldProblem('categoryKey', `there is no category "${key}"`);
  return category.id;
}

async function loadCharity(db: Executor, organizationId: string, charityId: string) {
  const [charity] = await listCharities(db, organizationId, charityId);
  if (!charity) throw notFound(`Charity ${charityId} does not exist.`);
  return charity;
}

async function keyTaken(db: Executor, organizationId: string, key: string, except?: string) {
  refuseTakenKey(await listCharities(db, organizationId), key, except, 'charity');
}

const audited = ({
  pledgeCount: _count,
  id: _id,
  ...charity
}: z.infer<typeof storedCharitySchema>) => charity;

/**
 * The organization's charities in the console: list, add, edit (retire with `active: false`)
 * and delete one nobody pledged to. Validated as the YAML file's charities are; every change
 * is in the audit log with its fields before and after.
 */
export const charitySetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    listPath,
    {
      config: { staff: 'setup.read' },
      schema: {
        tags: ['setup'],
        summary: "The organization's charities (retired ones too) and categories",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: charitySetupListSchema, ...responses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { organizationId } = request.params;
      return {
        categories: await listCategories(app.db, organizationId),
        charities: await listCharities(app.db, organizationId),
      };
    },
  );

  app.post(
    listPath,
    {
      config: { staff: 'charities.edit' },
      schema: {
        tags: ['setup'],
        summary: 'Adds a charity (validated as the YAML file is)',
        security: [{ bearer: [] }],
        params: organizationIdParams,
        body: charitySetupSchema,
        response: { 201: storedCharitySchema, ...responses },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const charity = await app.db.transaction().execute(async (trx) => {
        await lockOrganization(trx, organizationId);
        await keyTaken(trx, organizationId, request.body.key);
        const categoryId = await categoryIdOf(trx, organizationId, request.body.categoryKey);
        const { id } = await trx
          .insertInto('charities')
          .values({
            organization_id: organizationId,
            sort_order: await nextSortOrder(trx, organizationId),
            ...charityColumns(request.body, categoryId),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await loadCharity(trx, organizationId, id);
        await auditSetupChange(trx, request, {
          action: 'charity.created',
          subjectType: 'charity',
          subjectId: id,
          before: null,
          after: audited(created),
        });
        return created;
      });
      return reply.status(201).send(charity);
    },
  );

  app.put(
    onePath,
    {
      config: { staff: 'charities.edit' },
      schema: {
        tags: ['setup'],
        summary: 'Changes a charity; `active: false` retires it (its pledges stay)',
        security: [{ bearer: [] }],
        params: oneParams,
        body: charitySetupSchema,
        response: { 200: storedCharitySchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId, charityId } = request.params;
      return app.db.transaction().execute(async (trx) => {
        await lockOrganization(trx, organizationId);
        const before = await loadCharity(trx, organizationId, charityId);
        await keyTaken(trx, organizationId, request.body.key, charityId);
        const categoryId = await categoryIdOf(trx, organizationId, request.body.categoryKey);
        await trx
          .updateTable('charities')
          .set(charityColumns(request.body, categoryId))
          .where('id', '=', charityId)
          .where('organization_id', '=', organizationId)
          .execute();
        const after = await loadCharity(trx, organizationId, charityId);
        await auditSetupChange(trx, request, {
          action: action(before, request.body),
          subjectType: 'charity',
          subjectId: charityId,
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
    },
  );

  app.delete(
    onePath,
    {
      config: { staff: 'charities.edit' },
      schema: {
        tags: ['setup'],
        summary:
          'Deletes a charity nobody pledged to and no sale was credited to (409: retire it instead)',
        security: [{ bearer: [] }],
        params: oneParams,
        response: { 204: z.null(), ...responses },
      },
    },
    async (request, reply) => {
      const { organizationId, charityId } = request.params;
      await app.db.transaction().execute(async (trx) => {
        await lockOrganization(trx, organizationId);
        // A pledge being made holds a key-share lock on the charity: wait for it, then count.
        await trx
          .selectFrom('charities')
          .select('id')
          .where('id', '=', charityId)
          .forUpdate()
          .execute();
        const before = await loadCharity(trx, organizationId, charityId);
        if (before.pledgeCount > 0) {
          throw new HttpError(
            409,
            ApiErrorCode.Conflict,
            `Players pledged to ${before.name}: it cannot be deleted. Retire it instead (set it inactive).`,
          );
        }
        // Sales are credited to the pledge they were made under (migration 0025): they must
        // not move to "No pledge".
        const credited = await trx
          .selectFrom('payments')
          .select('id')
          .where('charity_id', '=', charityId)
          .limit(1)
          .executeTakeFirst();
        if (credited) {
          throw new HttpError(
            409,
            ApiErrorCode.Conflict,
            `Sales were credited to ${before.name}: it cannot be deleted. Retire it instead (set it inactive).`,
          );
        }
        await trx.deleteFrom('charities').where('id', '=', charityId).execute();
        await auditSetupChange(trx, request, {
          action: 'charity.deleted',
          subjectType: 'charity',
          subjectId: charityId,
          before: audited(before),
          after: null,
        });
      });
      return reply.status(204).send(null);
    },
  );
};

function action(before: { active: boolean }, after: CharitySetup): AuditAction {
  if (before.active && !after.active) return 'charity.retired';
  if (!before.active && after.active) return 'charity.reactivated';
  return 'charity.updated';
}

/** One change at a time per organization: a pledge and a delete, or two keys, do not cross. */
export async function lockOrganization(trx: Executor, organizationId: string) {
  const row = await trx
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`Organization ${organizationId} does not exist.`);
}
