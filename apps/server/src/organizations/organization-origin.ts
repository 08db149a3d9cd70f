import type { Env } from '../config/env';
import type { Executor } from '../db/executor';

const isLocalHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';

/**
 * An organization's site when no request says which host the player used (mail sent by a
 * job, a webhook or a draw): PUBLIC_ORIGIN when set; else its first listed host, over https
 * (over http on this server's port for a local name); else `<slug>.localhost`, as in development.
 */
export async function organizationOrigin(
  db: Executor,
  env: Pick<Env, 'PUBLIC_ORIGIN' | 'PORT'>,
  organization: { id: string; slug: string },
): Promise<string> {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  const listed = await db
    .selectFrom('organization_hosts')
    .select('host')
    .where('organization_id', '=', organization.id)
    .orderBy('host')
    .limit(1)
    .executeTakeFirst();
  const host = listed?.host ?? `${organization.slug}.localhost`;
  return isLocalHost(host) ? `http://${host}:${env.PORT}` : `https://${host}`;
}
