import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assetsDir } from '../config/paths';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import { findOrganizationBySlug } from '../organizations/organization.repository';
import { organizationCombinedLogoSvg, organizationLogoSvg } from './organization-logo-svg';
import { themeCss } from './theme-css';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be an organization slug');
const ONE_HOUR = 'public, max-age=3600';

const logos = {
  'logo.svg': organizationLogoSvg,
  'combined-logo.svg': organizationCombinedLogoSvg,
} as const;

/** The CDN root: static assets, and per-organization theme and logos built from the database. */
export const cdnRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', ONE_HOUR),
  });

  const loadBySlug = async (value: string) => {
    const organization = await findOrganizationBySlug(app.db, value);
    if (!organization) throw notFound(`Organization ${value} does not exist.`);
    return organization;
  };

  app.get(
    '/themes/:file',
    {
      schema: {
        tags: ['cdn'],
        summary: "The organization's colour theme as CSS variables (ColorThemeUrl)",
        params: z.object({
          file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.css$/, 'must be <slug>.css'),
        }),
        response: { 200: z.string().describe('text/css'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const organization = await loadBySlug(request.params.file.replace(/\.css$/, ''));
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', ONE_HOUR)
        .send(themeCss(organization));
    },
  );

  app.get(
    '/orgs/:slug/:file',
    {
      schema: {
        tags: ['cdn'],
        summary: "The organization's logo (logo.svg) or logo with name (combined-logo.svg)",
        params: z.object({ slug, file: z.enum(['logo.svg', 'combined-logo.svg']) }),
        response: { 200: z.string().describe('image/svg+xml'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const organization = await loadBySlug(request.params.slug);
      const svg = logos[request.params.file](organization);
      return reply.type('image/svg+xml').header('cache-control', ONE_HOUR).send(svg);
    },
  );
};
