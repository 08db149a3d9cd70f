import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ApiErrorCode } from '@charity/domain/api/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '../errors/api-error-body';
import { allowInlineScriptIn } from '../plugins/security-headers';
import { renderIndexPage } from './index-page';
import { notBuiltPage } from './not-built-page';

/** Paths that belong to the server; everything else is a route of the SPA. */
const SERVER_PREFIXES = ['/api', '/cdn', '/oidc', '/dev', '/metrics', '/healthz', '/readyz'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite names built files `name-<hash>.ext`; only those may be cached forever. */
const HASHED_FILE = /[.-][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|svg|png|jpe?g|webp|avif)$/;

function cacheControlFor(sentPath: string): string {
  // A precompressed twin is cached like the file it encodes.
  const filePath = sentPath.replace(/\.(?:br|gz)$/, '');
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  return HASHED_FILE.test(filePath) ? IMMUTABLE : 'public, max-age=3600';
}

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The inline scripts of the built index.html (apps/web/build/scripts-after-first-paint.ts). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

/** The page's policy with its own inline scripts allowed by their hashes. */
function pagePolicy(reply: FastifyReply, scripts: string[]): string | undefined {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return undefined;
  return scripts.reduce(allowInlineScriptIn, policy);
}

/**
 * A page for anyone who did not ask for something else: a browser (text/html), curl and
 * other tools (no Accept header, or one that accepts any type). A client that asks for JSON only gets the 404 body.
 */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const readsHtml = accept === '' || accept.includes('text/html') || accept.includes('*/*');
  return (request.method === 'GET' || request.method === 'HEAD') && readsHtml;
}

/**
 * Serves the built SPA from `webDist` and answers unknown paths: the SPA's index.html for a
 * browser navigation (history fallback), the ApiErrorBody 404 for everything else.
 */
export async function installSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  const template = built ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  const scripts = inlineScripts(template);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Built files come with .br and .gz twins (apps/web/build/precompress.ts).
      preCompressed: true,
      // index.html is rendered per visit (organization, front page) by the fallback below:
      // folders (`/`) and index.html itself go there too.
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.endsWith('/index.html'),
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    if (!isServerPath(pathname) && wantsPage(request)) {
      if (!built)
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(notBuiltPage);
      const policy = pagePolicy(reply, scripts);
      if (policy) reply.header('content-security-policy', policy);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie')
        .send(await renderIndexPage(app, request, template));
    }
    const message = `Route ${request.method} ${pathname} does not exist.`;
    return reply.status(404).send(apiErrorBody(request, 404, ApiErrorCode.NotFound, message));
  });
}
