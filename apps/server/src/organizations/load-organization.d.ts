import type { Executor } from '../db/executor';
import { type Organization } from './organization.repository';
export declare function loadOrganization(
  db: Executor,
  organizationId: string,
): Promise<Organization>;
