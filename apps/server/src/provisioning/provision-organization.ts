import type { OrganizationsTable, OrganizationSettingsTable } from '../db/database';
import type { Insertable } from 'kysely';
import { changedColumns, hasChanges } from './changed-columns';
import type { ProvisioningContext } from './provisioning-context';
import type { OrganizationSpec } from '@charity/domain/setup/organization-schema';
import {
  toStoredTranslations,
  withTranslationsJson,
  type StoredTranslations,
} from '../translations/stored-translations';

type OrganizationColumns = Omit<
  Insertable<OrganizationsTable>,
  'id' | 'created_at' | 'updated_at' | 'current_game_id' | 'translations'
> & { translations: StoredTranslations };

function organizationColumns(spec: OrganizationSpec): OrganizationColumns {
  return {
    slug: spec.slug,
    name: spec.name,
    product_name: spec.productName,
    logo_url: spec.logoUrl,
    combined_logo_url: spec.combinedLogoUrl,
    contact_email: spec.contactEmail,
    helpline_name: spec.helpline?.name ?? null,
    helpline_phone: spec.helpline?.phone ?? null,
    login_text: spec.loginText,
    login_more_info_url: spec.loginMoreInfoUrl,
    stripe_public_key: spec.stripePublicKey,
    payment_provider: spec.paymentProvider,
    status_screen_url: spec.statusScreenUrl,
    status_screen_url_text: spec.statusScreenUrlText,
    location_service_help_link: spec.locationServiceHelpLink,
    theme_primary: spec.theme.primary,
    theme_primary_contrast: spec.theme.primaryContrast,
    theme_accent: spec.theme.accent,
    theme_background: spec.theme.background,
    theme_surface: spec.theme.surface,
    theme_text: spec.theme.text,
    translations: toStoredTranslations(spec.translations),
  };
}

/** Creates or updates the organization row (by slug); answers its id. */
export async function provisionOrganization(
  context: ProvisioningContext,
  spec: OrganizationSpec,
): Promise<string> {
  const { trx } = context;
  const desired = organizationColumns(spec);
  const stored = await trx
    .selectFrom('organizations')
    .select(['id', ...(Object.keys(desired) as (keyof OrganizationColumns)[])])
    .where('slug', '=', spec.slug)
    .executeTakeFirst();
  const label = `organization ${spec.slug}`;
  if (!stored) {
    const { id } = await trx
      .insertInto('organizations')
      .values(withTranslationsJson(desired))
      .returning('id')
      .executeTakeFirstOrThrow();
    await context.record(id, 'organization.created', { type: 'organization', id, label });
    return id;
  }
  const changes = changedColumns(stored, desired);
  if (hasChanges(changes)) {
    await trx
      .updateTable('organizations')
      .set({ ...withTranslationsJson(changes), updated_at: context.now })
      .where('id', '=', stored.id)
      .execute();
    await context.record(
      stored.id,
      'organization.updated',
      { type: 'organization', id: stored.id, label },
      { columns: Object.keys(changes) },
    );
  }
  return stored.id;
}

/** The file lists every host of the organization: missing ones are added, others removed. */
export async function provisionHosts(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void> {
  const { trx } = context;
  const stored =
    spec.hosts.length === 0
      ? []
      : await trx
          .selectFrom('organization_hosts')
          .select(['host', 'organization_id'])
          .where('host', 'in', spec.hosts)
          .execute();
  for (const host of spec.hosts) {
    const owner = stored.find((row) => row.host === host);
    if (owner && owner.organization_id !== organizationId) {
      throw new Error(`Host ${host} already belongs to another organization.`);
    }
    if (owner) continue;
    await trx
      .insertInto('organization_hosts')
      .values({ host, organization_id: organizationId })
      .execute();
    await context.record(organizationId, 'organization.host-added', {
      type: 'host',
      id: host,
      label: `host ${host}`,
    });
  }
  let removal = trx.deleteFrom('organization_hosts').where('organization_id', '=', organizationId);
  if (spec.hosts.length > 0) removal = removal.where('host', 'not in', spec.hosts);
  const removed = await removal.returning('host').execute();
  for (const { host } of removed) {
    await context.record(organizationId, 'organization.host-removed', {
      type: 'host',
      id: host,
      label: `host ${host}`,
    });
  }
}

type SettingsColumns = Omit<Insertable<OrganizationSettingsTable>, 'updated_at'>;

export async function provisionSettings(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void> {
  const { trx } = context;
  const desired: SettingsColumns = {
    organization_id: organizationId,
    max_numbers_per_player: spec.settings.maxNumbersPerPlayer,
    collect_player_address: spec.settings.collectPlayerAddress,
    location_required: spec.settings.locationRequired,
    minimum_age: spec.settings.minimumAge,
    licence_number: spec.settings.licenceNumber,
    jurisdiction: spec.settings.jurisdiction,
    ...(spec.settings.recordRetentionYears === undefined
      ? {}
      : { record_retention_years: spec.settings.recordRetentionYears }),
  };
  const stored = await trx
    .selectFrom('organization_settings')
    .select(Object.keys(desired) as (keyof SettingsColumns)[])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  const subject = {
    type: 'organization-settings',
    id: organizationId,
    label: `settings of ${spec.slug}`,
  };
  if (!stored) {
    await trx.insertInto('organization_settings').values(desired).execute();
    await context.record(organizationId, 'organization.settings-created', subject);
    return;
  }
  const changes = changedColumns(stored, desired);
  if (!hasChanges(changes)) return;
  await trx
    .updateTable('organization_settings')
    .set({ ...changes, updated_at: context.now })
    .where('organization_id', '=', organizationId)
    .execute();
  await context.record(organizationId, 'organization.settings-updated', subject, {
    columns: Object.keys(changes),
  });
}
