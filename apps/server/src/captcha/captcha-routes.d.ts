import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './captcha';
export declare const captchaRoutes: FastifyPluginAsyncZod<{
  captcha: CaptchaService;
}>;
