import type { ProvisioningContext } from './provisioning-context';
import type { OrganizationSpec } from './provisioning-schema';
/** Terms are versioned, never edited: changed text publishes the next version. */
export declare function provisionTerms(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void>;
