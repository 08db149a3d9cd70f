import type { Executor } from '../db/executor';

export async function findOrganizationSettings(db: Executor, organizationId: string) {
  return db
    .selectFrom('organization_settings')
    .select([
      'organization_id',
      'max_numbers_per_player',
      'collect_player_address',
      'location_required',
      'minimum_age',
      'licence_number',
      'jurisdiction',
    ])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

export type OrganizationSettings = NonNullable<
  Awaited<ReturnType<typeof findOrganizationSettings>>
>;
