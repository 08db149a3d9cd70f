import type { KoaContextWithOIDC } from 'oidc-provider';
import { WEB_CLIENT_ID } from '../organizations/environment-config';
import { allowInlineScriptIn } from '../plugins/security-headers';

/** Submits the provider's logout form (`op.logoutForm`) as soon as the page has loaded. */
export const AUTO_SUBMIT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/**
 * Our own SPA asked to sign out, proving it with an ID token of the signed-in account: no
 * question to answer. Anyone else (another client, no hint, someone else's hint) is asked,
 * so a link on another site cannot sign a player out.
 */
export function isFirstPartyLogout(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint;
  const accountId = ctx.oidc.session?.accountId;
  return (
    ctx.oidc.client?.clientId === WEB_CLIENT_ID &&
    !!hint &&
    !!accountId &&
    hint.payload.sub === accountId
  );
}

/**
 * The Content-Security-Policy allows scripts from our origin only; this one inline script is
 * allowed by its hash, as oidc-provider does for its own form_post page.
 */
export function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get('content-security-policy');
  if (policy) ctx.set('content-security-policy', allowInlineScriptIn(policy, script));
}
