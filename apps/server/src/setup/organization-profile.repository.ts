import type { OrganizationProfile } from '@charity/domain/setup/organization-profile';
import type { Executor } from '../db/executor';

/** The organization row with its settings, as the export and the profile read it. */
export async function findOrganizationSetup(db: Executor, organizationId: string) {
  return db
    .selectFrom('organizations as o')
    .innerJoin('organization_settings as s', 's.organization_id', 'o.id')
    .selectAll('o')
    .select([
      's.max_numbers_per_player',
      's.collect_player_address',
      's.location_required',
      's.minimum_age',
      's.licence_number',
      's.jurisdiction',
      's.record_retention_years',
    ])
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
}

export type OrganizationSetupRow = NonNullable<Awaited<ReturnType<typeof findOrganizationSetup>>>;

export function profileOf(row: OrganizationSetupRow): OrganizationProfile {
  return {
    name: row.name,
    contactEmail: row.contact_email,
    loginText: row.login_text,
    loginMoreInfoUrl: row.login_more_info_url,
    logoUrl: row.logo_url,
    combinedLogoUrl: row.combined_logo_url,
    statusScreenUrl: row.status_screen_url,
    statusScreenUrlText: row.status_screen_url_text,
    locationServiceHelpLink: row.location_service_help_link,
    helpline:
      row.helpline_name && row.helpline_phone
        ? { name: row.helpline_name, phone: row.helpline_phone }
        : null,
    stripePublicKey: row.stripe_public_key,
    paymentProvider: row.payment_provider,
    theme: {
      primary: row.theme_primary,
      primaryContrast: row.theme_primary_contrast,
      accent: row.theme_accent,
      background: row.theme_background,
      surface: row.theme_surface,
      text: row.theme_text,
    },
    settings: {
      maxNumbersPerPlayer: row.max_numbers_per_player,
      collectPlayerAddress: row.collect_player_address,
      locationRequired: row.location_required,
      minimumAge: row.minimum_age,
      licenceNumber: row.licence_number,
      jurisdiction: row.jurisdiction,
      recordRetentionYears: row.record_retention_years,
    },
  };
}

/** Writes the profile over the organization and its settings (in the caller's transaction). */
export async function updateProfile(
  db: Executor,
  organizationId: string,
  profile: OrganizationProfile,
): Promise<void> {
  const now = new Date();
  await db
    .updateTable('organizations')
    .set({
      name: profile.name,
      contact_email: profile.contactEmail,
      login_text: profile.loginText,
      login_more_info_url: profile.loginMoreInfoUrl,
      logo_url: profile.logoUrl,
      combined_logo_url: profile.combinedLogoUrl,
      status_screen_url: profile.statusScreenUrl,
      status_screen_url_text: profile.statusScreenUrlText,
      location_service_help_link: profile.locationServiceHelpLink,
      helpline_name: profile.helpline?.name ?? null,
      helpline_phone: profile.helpline?.phone ?? null,
      stripe_public_key: profile.stripePublicKey,
      payment_provider: profile.paymentProvider,
      theme_primary: profile.theme.primary,
      theme_primary_contrast: profile.theme.primaryContrast,
      theme_accent: profile.theme.accent,
      theme_background: profile.theme.background,
      theme_surface: profile.theme.surface,
      theme_text: profile.theme.text,
      updated_at: now,
    })
    .where('id', '=', organizationId)
    .execute();
  await db
    .updateTable('organization_settings')
    .set({
      max_numbers_per_player: profile.settings.maxNumbersPerPlayer,
      collect_player_address: profile.settings.collectPlayerAddress,
      location_required: profile.settings.locationRequired,
      minimum_age: profile.settings.minimumAge,
      licence_number: profile.settings.licenceNumber,
      jurisdiction: profile.settings.jurisdiction,
      // Left out of a profile (an older client, a file without it): the stored value stays.
      ...(profile.settings.recordRetentionYears === undefined
        ? {}
        : { record_retention_years: profile.settings.recordRetentionYears }),
      updated_at: now,
    })
    .where('organization_id', '=', organizationId)
    .execute();
}
