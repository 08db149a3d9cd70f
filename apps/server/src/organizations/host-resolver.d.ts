import type { Executor } from '../db/executor';
import { type Organization } from './organization.repository';
/** `Host` without its port, lower-cased; IPv6 literals keep their brackets. */
export declare function normalizeHost(host: string): string;
/**
 * Which organization a request belongs to: its listed host names first, then the developer
 * conveniences `<slug>.localhost` and plain loopback (the default organization).
 */
export declare function resolveOrganizationByHost(
  db: Executor,
  rawHost: string,
  defaultSlug: string,
): Promise<Organization>;
