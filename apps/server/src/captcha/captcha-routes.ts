import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CaptchaService } from './captcha';

const challengeSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (
  app,
  { captcha },
) => {
  app.get(
    '/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A fresh ALTCHA proof-of-work challenge (the URL in CaptchaPublicKey)',
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
};
