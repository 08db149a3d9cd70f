import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { findOrganizationByHostOrSlug, type Organization } from './organization.repository';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** `Host` without its port, lower-cased; IPv6 literals keep their brackets. */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Which organization a request belongs to: its listed host names first, then the developer
 * conveniences `<slug>.localhost` and plain loopback (the default organization).
 */
export async function resolveOrganizationByHost(
  db: Executor,
  rawHost: string,
  defaultSlug: string,
): Promise<Organization> {
  const host = normalizeHost(rawHost);
  const localSlug = /^([a-z0-9][a-z0-9-]*)\.localhost$/.exec(host)?.[1];
  const slug = localSlug ?? (LOOPBACK_HOSTS.has(host) ? defaultSlug : null);
  const organization = await findOrganizationByHostOrSlug(db, host, slug);
  if (!organization) throw notFound(`No organization is served at ${host}.`);
  return organization;
}
