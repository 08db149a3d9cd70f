import { changedColumns, hasChanges } from './changed-columns';
import type { ProvisioningContext } from './provisioning-context';
import type { OrganizationSpec } from '@charity/domain/setup/organization-schema';
import { toStoredTranslations, withTranslationsJson } from '../translations/stored-translations';

type CategorySpec = OrganizationSpec['charityCategories'][number];

async function provisionCategory(
  context: ProvisioningContext,
  organizationId: string,
  spec: CategorySpec,
  sortOrder: number,
): Promise<string> {
  const { trx } = context;
  const desired = {
    name: spec.name,
    sort_order: sortOrder,
    translations: toStoredTranslations(spec.translations),
  };
  const stored = await trx
    .selectFrom('charity_categories')
    .select(['id', 'name', 'sort_order', 'translations'])
    .where('organization_id', '=', organizationId)
    .where('key', '=', spec.key)
    .executeTakeFirst();
  const subject = (id: string) => ({ type: 'charity-category', id, label: `category ${spec.key}` });
  if (!stored) {
    const { id } = await trx
      .insertInto('charity_categories')
      .values({ organization_id: organizationId, key: spec.key, ...withTranslationsJson(desired) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await context.record(organizationId, 'charity-category.created', subject(id));
    return id;
  }
  const changes = changedColumns(stored, desired);
  if (hasChanges(changes)) {
    await trx
      .updateTable('charity_categories')
      .set(withTranslationsJson(changes))
      .where('id', '=', stored.id)
      .execute();
    await context.record(organizationId, 'charity-category.updated', subject(stored.id));
  }
  return stored.id;
}

/**
 * Charities are matched by key. One missing from the file is deactivated, not deleted:
 * players' pledges keep pointing at it.
 */
export async function provisionCharities(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void> {
  const { trx } = context;
  const stored = await trx
    .selectFrom('charities')
    .select([
      'id',
      'key',
      'category_id',
      'name',
      'description',
      'logo_url',
      'website_url',
      'active',
      'sort_order',
      'translations',
    ])
    .where('organization_id', '=', organizationId)
    .execute();
  const listed = new Set<string>();
  let sortOrder = 0;
  for (const [categoryOrder, category] of spec.charityCategories.entries()) {
    const categoryId = await provisionCategory(context, organizationId, category, categoryOrder);
    for (const charity of category.charities) {
      listed.add(charity.key);
      const desired = {
        category_id: categoryId,
        name: charity.name,
        description: charity.description,
        logo_url: charity.logoUrl,
        website_url: charity.websiteUrl,
        active: charity.active,
        sort_order: sortOrder++,
        translations: toStoredTranslations(charity.translations),
      };
      const existing = stored.find((row) => row.key === charity.key);
      const label = `charity ${charity.key}`;
      if (!existing) {
        const { id } = await trx
          .insertInto('charities')
          .values({
            organization_id: organizationId,
            key: charity.key,
            ...withTranslationsJson(desired),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await context.record(organizationId, 'charity.created', { type: 'charity', id, label });
        continue;
      }
      const changes = changedColumns(existing, desired);
      if (!hasChanges(changes)) continue;
      await trx
        .updateTable('charities')
        .set(withTranslationsJson(changes))
        .where('id', '=', existing.id)
        .execute();
      await context.record(
        organizationId,
        'charity.updated',
        { type: 'charity', id: existing.id, label },
        { columns: Object.keys(changes) },
      );
    }
  }
  for (const row of stored.filter((row) => row.active && !listed.has(row.key))) {
    await trx.updateTable('charities').set({ active: false }).where('id', '=', row.id).execute();
    await context.record(organizationId, 'charity.deactivated', {
      type: 'charity',
      id: row.id,
      label: `charity ${row.key}`,
    });
  }
}
