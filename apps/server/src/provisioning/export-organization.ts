import {
  provisioningFileSchema,
  type OrganizationSpec,
} from '@charity/domain/setup/organization-schema';
import { stringify } from 'yaml';
import type { z } from 'zod';
import type { Executor } from '../db/executor';
import { findLatestTerms, findTermsTranslation } from '../terms/terms.repository';
import { findOrganizationSetup, profileOf } from '../setup/organization-profile.repository';
import { exportGames } from './export-games';
import { translationsField } from '../translations/stored-translations';

/** The file form of one organization, as `npm run org:load` reads it (the same schema). */
export type OrganizationExport = z.input<typeof provisioningFileSchema>['organizations'][number];

async function exportCharityCategories(db: Executor, organizationId: string) {
  const categories = await db
    .selectFrom('charity_categories')
    .select(['id', 'key', 'name', 'translations'])
    .where('organization_id', '=', organizationId)
    .orderBy('sort_order')
    .orderBy('key')
    .execute();
  const charities = await db
    .selectFrom('charities')
    .select([
      'key',
      'category_id',
      'name',
      'description',
      'website_url',
      'logo_url',
      'active',
      'translations',
    ])
    .where('organization_id', '=', organizationId)
    .orderBy('sort_order')
    .orderBy('key')
    .execute();
  return categories.map((category) => ({
    key: category.key,
    name: category.name,
    ...translationsField(category.translations),
    charities: charities
      .filter((charity) => charity.category_id === category.id)
      .map((charity) => ({
        key: charity.key,
        name: charity.name,
        description: charity.description,
        websiteUrl: charity.website_url,
        logoUrl: charity.logo_url,
        active: charity.active,
        ...translationsField(charity.translations),
      })),
  }));
}

/**
 * The whole set-up of an organization (profile, settings, hosts, latest terms, charities,
 * allow-list, games and instances) in the provisioning file's form. Players, sales, draws
 * and secret keys are not part of it: it moves an organization, not its money.
 */
export async function exportOrganization(
  db: Executor,
  organizationId: string,
): Promise<OrganizationSpec> {
  const organization = await findOrganizationSetup(db, organizationId);
  if (!organization) throw new Error(`Organization ${organizationId} does not exist.`);
  const hosts = await db
    .selectFrom('organization_hosts')
    .select('host')
    .where('organization_id', '=', organizationId)
    .orderBy('host')
    .execute();
  const allowList = await db
    .selectFrom('geofence_ip_allow_list')
    .select(['network', 'note'])
    .where('organization_id', '=', organizationId)
    .orderBy('network')
    .execute();
  const own = await db
    .selectFrom('organizations')
    .select('translations')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const terms = await findLatestTerms(db, organizationId);
  const french = terms && (await findTermsTranslation(db, terms.id, 'fr'));
  const document: OrganizationExport = {
    slug: organization.slug,
    productName: organization.product_name,
    hosts: hosts.map((row) => row.host),
    ...profileOf(organization),
    ...translationsField(own.translations),
    terms: {
      termsOfService: terms?.terms_of_service ?? '',
      gameRules: terms?.game_rules ?? '',
      privacyPolicy: terms?.privacy_policy ?? '',
      ...(french && {
        translations: {
          fr: {
            termsOfService: french.terms_of_service,
            gameRules: french.game_rules,
            privacyPolicy: french.privacy_policy,
          },
        },
      }),
    },
    charityCategories: await exportCharityCategories(db, organizationId),
    ipAllowList: allowList.map((row) => ({ network: row.network, note: row.note })),
    games: await exportGames(db, organizationId, organization.current_game_id),
  };
  // What we hand out must load: validate with the loader's own schema.
  const [spec] = provisioningFileSchema.parse({ organizations: [document] }).organizations;
  if (!spec) throw new Error('unreachable: one organization in, one out');
  return spec;
}

/** The YAML file `npm run org:load` reads back. */
export function organizationYaml(spec: OrganizationSpec): string {
  return stringify({ organizations: [spec] }, { lineWidth: 0 });
}
