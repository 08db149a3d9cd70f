import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../config/version';

/** OpenAPI document of every route with a schema; UI at /api/docs, JSON at /api/docs/json. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Charity games API',
        description: 'The API of the charity lottery platform (GoldRush and Progressive 50/50).',
        version: appVersion,
      },
      components: {
        // Access tokens of the identity provider (AuthConfig.Issuer), audience `<origin>/api`.
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
