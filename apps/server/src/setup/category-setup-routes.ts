import { ApiErrorCode } from '@charity/domain/api/errors';
import { idSchema } from '@charity/domain/api/ids';
import {
  categorySetupSchema,
  storedCategorySchema,
  type StoredCategory,
} from '@charity/domain/setup/category-setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { adminErrorResponses } from '../auth/admin';
import type { Executor } from '../db/executor';
import { errorResponses } from '../errors/error-responses';
import { HttpError, notFound } from '../errors/http-errors';
import { organizationIdParams } from '../organizations/organization-id-params';
import { auditSetupChange } from './audit-change';
import { refuseTakenKey } from './taken-key';
import { lockOrganization } from './charity-setup-routes';
import { listCategories, translationsColumn } from './charity-setup.repository';

const listPath = '/charity-categories/for-organization/:organizationId';
const onePath = '/charity-category/:categoryId/for-organization/:organizationId';
const oneParams = organizationIdParams.extend({ categoryId: idSchema });
const responses = { ...adminErrorResponses, ...errorResponses };

async function loadCategory(db: Executor, organizationId: string, categoryId: string) {
  const [category] = await listCategories(db, organizationId, categoryId);
  if (!category) throw notFound(`Charity category ${categoryId} does not exist.`);
  return category;
}

async function keyTaken(db: Executor, organizationId: string, key: string, except?: string) {
  refuseTakenKey(await listCategories(db, organizationId), key, except, 'category');
}

const audited = ({ key, name, translations }: StoredCategory) => ({ key, name, translations });

/**
 * The categories charities are listed under, in the console: add, rename, and delete one that
 * lists no charity (a category with charities stays: retire or move its charities). Checked
 * as the YAML file's categories are; every change is audited with before and after. The
 * French name (`translations.fr.name`) is replaced when sent, kept as it is when not.
 */
export const categorySetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    listPath,
    {
      config: { staff: 'charities.edit' },
      schema: {
        tags: ['setup'],
        summary: 'Adds a charity category (validated as the YAML file is)',
        security: [{ bearer: [] }],
        params: organizationIdParams,
        body: categorySetupSchema,
        response: { 201: storedCategorySchema, ...responses },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const category = await app.db.transaction().execute(async (trx) => {
        await lockOrganization(trx, organizationId);
        await keyTaken(trx, organizationId, request.body.key);
        const { id } = await trx
          .insertInto('charity_categories')
          .values({
            organization_id: organizationId,
            key: request.body.key,
            name: request.body.name,
            ...translationsColumn(request.body.translations),
            sort_order: sql<number>`(select coalesce(max(sort_order), -1) + 1
              from charity_categories where organization_id = ${organizationId})`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await loadCategory(trx, organizationId, id);
        await auditSetupChange(trx, request, {
          action: 'charity-category.created',
          subjectType: 'charity-category',
          subjectId: id,
          before: null,
          after: audited(created),
        });
        return created;
      });
      return reply.status(201).send(category);
    },
  );

  app.put(
    onePath,
    {
      config: { staff: 'charities.edit' },
      schema: {
        tags: ['setup'],
        summary: 'Renames a charity category (its key, English name and French name)',
        security: [{ bearer: [] }],
        params: oneParams,
        body: categorySetupSchema,
        response: { 200: storedCategorySchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId, categoryId } = request.params;
      return app.db.transaction().execute(async (trx) => {
        await lockOrganization(trx, organizationId);
        const before = await loadCategory(trx, organizationId, categoryId);
        await keyTaken(trx, organizationId, request.body.key, categoryId);
        await trx
          .updateTable('charity_categories')
          .set({
            key: request.body.key,
            name: request.body.name,
            ...translationsColumn(request.body.translations),
          })
          .where('id', '=', categoryId)
          .where('organization_id', '=', organizationId)
          .execute();
        const after = await loadCategory(trx, organizationId, categoryId);
        await auditSetupChange(trx, request, {
          action: 'charity-category.updated',
          subjectType: 'charity-category',
          subjectId: categoryId,
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
        summary: 'Deletes a charity category that lists no charity (409 otherwise)',
        security: [{ bearer: [] }],
        params: oneParams,
        response: { 204: z.null(), ...responses },
      },
    },
    async (request, reply) => {
      const { organizationId, categoryId } = request.params;
      await app.db.transaction().execute(async (trx) => {
        // Adding a charity locks the organization too: none can join the category meanwhile.
        await lockOrganization(trx, organizationId);
        const before = await loadCategory(trx, organizationId, categoryId);
        if (before.charityCount > 0) {
          throw new HttpError(
            409,
            ApiErrorCode.Conflict,
            `${before.name} lists ${before.charityCount} charities: it cannot be deleted. Move them to another category first, or keep it and retire them.`,
          );
        }
        await trx.deleteFrom('charity_categories').where('id', '=', categoryId).execute();
        await auditSetupChange(trx, request, {
          action: 'charity-category.deleted',
          subjectType: 'charity-category',
          subjectId: categoryId,
          before: audited(before),
          after: null,
        });
      });
      return reply.status(204).send(null);
    },
  );
};
