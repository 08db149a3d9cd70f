import helmet, { type HelmetOptions } from 'helmet';

/**
 * The SPA's component library sets inline styles, so styles may be inline; scripts may not.
 * Requests are not upgraded to https: a self-hosted install may run on plain http inside a
 * private network, and TLS belongs to the proxy in front of it.
 */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
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
};

/**
 * The same headers as plain name/value pairs, for the answers written before Fastify's hooks
 * run (a URL the router cannot read, a request the HTTP parser refused).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  // Helmet only writes headers; it never reads the request.
  helmet(helmetOptions)({} as never, response as never, () => undefined);
  return headers;
}
