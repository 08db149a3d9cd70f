import type { ProvisioningContext } from './provisioning-context';
import type { OrganizationSpec } from '@charity/domain/setup/organization-schema';

/** The file lists every allow-listed network: missing ones are added, others removed. */
export async function provisionIpAllowList(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void> {
  const { trx } = context;
  const subject = (network: string) => ({
    type: 'ip-allow-list',
    id: network,
    label: `allow-listed network ${network}`,
  });
  for (const { network, note } of spec.ipAllowList) {
    // Postgres normalizes the network (127.0.0.1 is 127.0.0.1/32): compare there, not here.
    const changed = await trx
      .insertInto('geofence_ip_allow_list')
      .values({ organization_id: organizationId, network, note })
      .onConflict((conflict) =>
        conflict
          .columns(['organization_id', 'network'])
          .doUpdateSet({ note })
          .where('geofence_ip_allow_list.note', 'is distinct from', note),
      )
      .returning('network')
      .executeTakeFirst();
    if (changed)
      await context.record(organizationId, 'geofence.ip-allow-list-set', subject(network), {
        note,
      });
  }
  const networks = spec.ipAllowList.map((entry) => entry.network);
  let removal = trx
    .deleteFrom('geofence_ip_allow_list')
    .where('organization_id', '=', organizationId);
  if (networks.length > 0) removal = removal.where('network', 'not in', networks);
  for (const { network } of await removal.returning('network').execute()) {
    await context.record(organizationId, 'geofence.ip-allow-list-removed', subject(network));
  }
}
