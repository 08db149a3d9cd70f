import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import '../translations/text-translations-tables';

const organizationColumns = [
  'organizations.id',
  'organizations.slug',
  'organizations.name',
  'organizations.product_name',
  'organizations.logo_url',
  'organizations.combined_logo_url',
  'organizations.contact_email',
  'organizations.helpline_name',
  'organizations.helpline_phone',
  'organizations.login_text',
  'organizations.login_more_info_url',
  'organizations.stripe_public_key',
  'organizations.status_screen_url',
  'organizations.status_screen_url_text',
  'organizations.location_service_help_link',
  'organizations.theme_primary',
  'organizations.theme_primary_contrast',
  'organizations.theme_accent',
  'organizations.theme_background',
  'organizations.theme_surface',
  'organizations.theme_text',
  'organizations.current_game_id',
  'organizations.translations',
] as const;

export async function findOrganizationById(db: Executor, id: string) {
  return db
    .selectFrom('organizations')
    .select(organizationColumns)
    .where('organizations.id', '=', id)
    .executeTakeFirst();
}

export async function findOrganizationBySlug(db: Executor, slug: string) {
  return db
    .selectFrom('organizations')
    .select(organizationColumns)
    .where('organizations.slug', '=', slug)
    .executeTakeFirst();
}

/**
 * The organization listing `host`, else the one whose slug is `slug`: one statement, so a
 * developer's loopback host costs one round trip, as a listed host does.
 */
export async function findOrganizationByHostOrSlug(
  db: Executor,
  host: string,
  slug: string | null,
) {
  return db
    .selectFrom('organizations')
    .leftJoin('organization_hosts', (join) =>
      join
        .onRef('organization_hosts.organization_id', '=', 'organizations.id')
        .on('organization_hosts.host', '=', host),
    )
    .select(organizationColumns)
    .where((eb) =>
      eb.or([
        eb('organization_hosts.host', '=', host),
        ...(slug === null ? [] : [eb('organizations.slug', '=', slug)]),
      ]),
    )
    .orderBy(sql`organization_hosts.host is null`)
    .limit(1)
    .executeTakeFirst();
}

export type Organization = NonNullable<Awaited<ReturnType<typeof findOrganizationById>>>;

export async function countOrganizations(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('organizations')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listOrganizationHosts(db: Executor) {
  return db
    .selectFrom('organization_hosts')
    .innerJoin('organizations', 'organizations.id', 'organization_hosts.organization_id')
    .select(['organization_hosts.host', 'organizations.slug'])
    .orderBy('organizations.slug')
    .orderBy('organization_hosts.host')
    .execute();
}
