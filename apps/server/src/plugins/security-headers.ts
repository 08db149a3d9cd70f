import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The SPA's component library sets inline styles, so styles may be inline; scripts may not.
 * Requests are not upgraded to https: a self-hosted install may run on plain http inside a
 * private network, and TLS belongs to the proxy in front of it.
 */
export const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      scriptSrcAttr: ["'none'"],
    },
  },
} satisfies HelmetOptions;

/**
 * The same headers as plain name/value pairs, for the answers written before Fastify's hooks
 * run (a URL the router cannot read, a request the HTTP parser refused).
 */
export function securityHeaders(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  // Helmet only writes headers; it never reads the request.
  helmet(helmetOptions)(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The policy with one inline script allowed by its hash (the policy allows scripts from our
 * origin only). A policy without a script-src directive is returned as it is.
 */
export function allowInlineScriptIn(policy: string, script: string): string {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const directives = policy.split(';').map((directive) => directive.trim());
  const scriptSrc = directives.findIndex((directive) => /^script-src\s/.test(directive));
  if (scriptSrc === -1) return policy;
  directives[scriptSrc] = `${directives[scriptSrc]} ${hash}`;
  return directives.join(';');
}
