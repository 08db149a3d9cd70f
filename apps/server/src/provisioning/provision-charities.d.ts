import type { ProvisioningContext } from './provisioning-context';
import type { OrganizationSpec } from './provisioning-schema';
/**
 * Charities are matched by key. One missing from the file is deactivated, not deleted:
 * players' pledges keep pointing at it.
 */
export declare function provisionCharities(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void>;
