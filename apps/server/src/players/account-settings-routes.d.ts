import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from '../captcha/captcha';
export declare const accountSettingsRoutes: FastifyPluginAsyncZod<{
  captcha: CaptchaService;
}>;
