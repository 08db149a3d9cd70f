import { commitMissingSeeds } from '../draws/seed-store';
import type { Executor } from '../db/executor';
import { provisionCharities } from './provision-charities';
import { provisionGames } from './provision-games';
import { provisionIpAllowList } from './provision-ip-allow-list';
import { provisionHosts, provisionOrganization, provisionSettings } from './provision-organization';
import { provisionTerms } from './provision-terms';
import { ProvisioningContext } from './provisioning-context';
import type { OrganizationSpec, ProvisioningFile } from '@charity/domain/setup/organization-schema';

async function provisionOne(context: ProvisioningContext, spec: OrganizationSpec): Promise<void> {
  const organizationId = await provisionOrganization(context, spec);
  await provisionHosts(context, organizationId, spec);
  await provisionSettings(context, organizationId, spec);
  await provisionIpAllowList(context, organizationId, spec);
  await provisionTerms(context, organizationId, spec);
  await provisionCharities(context, organizationId, spec);
  const currentGameId = await provisionGames(context, organizationId, spec.games);

  const { current_game_id } = await context.trx
    .selectFrom('organizations')
    .select('current_game_id')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  if (currentGameId && current_game_id !== currentGameId) {
    await context.trx
      .updateTable('organizations')
      .set({ current_game_id: currentGameId })
      .where('id', '=', organizationId)
      .execute();
    await context.record(organizationId, 'organization.current-game-set', {
      type: 'game',
      id: currentGameId,
      label: `current game of ${spec.slug}`,
    });
  }
}

export interface ProvisioningResult {
  organizations: string[];
  /** Human-readable changes; empty when the database already matched the file. */
  changes: string[];
}

/** Loads organizations idempotently, all or nothing (one transaction). */
export async function provision(
  db: Executor,
  file: ProvisioningFile,
  now: Date = new Date(),
): Promise<ProvisioningResult> {
  return db.transaction().execute(async (trx) => {
    const context = new ProvisioningContext(trx, now);
    for (const spec of file.organizations) await provisionOne(context, spec);
    // A provisioned instance publishes its seed commitment at once, so even the first draw
    // of a new organization is committed before any ticket is sold.
    await commitMissingSeeds(trx);
    return { organizations: file.organizations.map((spec) => spec.slug), changes: context.changes };
  });
}
