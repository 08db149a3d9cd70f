import type { ProvisioningContext } from './provisioning-context';
import type { OrganizationSpec } from './provisioning-schema';
/** Creates or updates the organization row (by slug); answers its id. */
export declare function provisionOrganization(
  context: ProvisioningContext,
  spec: OrganizationSpec,
): Promise<string>;
/** The file lists every host of the organization: missing ones are added, others removed. */
export declare function provisionHosts(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void>;
export declare function provisionSettings(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void>;
