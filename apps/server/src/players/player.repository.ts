import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** The player record with what the API derives from it: latest terms and the pledge's state. */
export async function findPlayerView(db: Executor, organizationId: string, playerId: string) {
  return db
    .selectFrom('accounts')
    .leftJoin('charities', (join) =>
      join
        .onRef('charities.id', '=', 'accounts.charity_id')
        .onRef('charities.organization_id', '=', 'accounts.organization_id'),
    )
    .leftJoin(
      'organization_settings',
      'organization_settings.organization_id',
      'accounts.organization_id',
    )
    .select((eb) => [
      'accounts.id',
      'accounts.email',
      'accounts.first_name',
      'accounts.last_name',
      'accounts.phone',
      'accounts.address_line1',
      'accounts.address_line2',
      'accounts.address_city',
      'accounts.address_province',
      'accounts.address_postal_code',
      'accounts.address_country',
      'accounts.agreed_terms_version_id',
      'accounts.agreed_terms_at',
      'accounts.charity_id',
      'charities.active as charity_active',
      'organization_settings.collect_player_address',
      // For the money calls' eligibility (registration progression, age).
      'accounts.email_verified_at',
      sql<string | null>`to_char(accounts.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      'organization_settings.minimum_age',
      eb
        .selectFrom('terms_versions')
        .select('terms_versions.id')
        .whereRef('terms_versions.organization_id', '=', 'accounts.organization_id')
        .orderBy('terms_versions.version', 'desc')
        .limit(1)
        .as('latest_terms_id'),
    ])
    .where('accounts.organization_id', '=', organizationId)
    .where('accounts.id', '=', playerId)
    .executeTakeFirst();
}

export type PlayerView = NonNullable<Awaited<ReturnType<typeof findPlayerView>>>;
