import type { z } from 'zod';
import { organizationSchema } from './organization-schema';

/**
 * The organization profile the console edits: the same fields, rules and messages as the
 * provisioning file (`npm run org:load`), picked from its schema.
 */
export const organizationProfileSchema = organizationSchema.pick({
  name: true,
  contactEmail: true,
  loginText: true,
  loginMoreInfoUrl: true,
  logoUrl: true,
  combinedLogoUrl: true,
  statusScreenUrl: true,
  statusScreenUrlText: true,
  locationServiceHelpLink: true,
  helpline: true,
  stripePublicKey: true,
  paymentProvider: true,
  theme: true,
  settings: true,
});
export type OrganizationProfile = z.infer<typeof organizationProfileSchema>;
