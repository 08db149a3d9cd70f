import type { Env } from './env';

/** Set to true by esbuild in the compiled server (scripts/bundle-server.ts); absent under tsx. */
declare const __PRODUCTION_BUILD__: boolean | undefined;

/** A production start: the compiled server, or NODE_ENV=production. */
export function isProductionStart(nodeEnv = process.env.NODE_ENV): boolean {
  return (
    (typeof __PRODUCTION_BUILD__ !== 'undefined' && __PRODUCTION_BUILD__) ||
    nodeEnv === 'production'
  );
}

/** Whether an empty database gets the demo organizations: asked for, or not production. */
export function demoOrganizationsWanted(
  env: Pick<Env, 'DEMO_ORGANIZATIONS'>,
  nodeEnv = process.env.NODE_ENV,
): boolean {
  return env.DEMO_ORGANIZATIONS ?? !isProductionStart(nodeEnv);
}
