import { z } from 'zod';

/** Spec §3 "Organization block" of the environment settings. */
export const organizationBlockSchema = z.object({
  OrganizationId: z.string(),
  OrganizationName: z.string(),
  /** The key of this organization's terms field: `{ProductName}Tos`. */
  ProductName: z.string(),
  LogoUrl: z.string().nullable(),
  CombinedLogoUrl: z.string().nullable(),
  ColorThemeUrl: z.string().nullable(),
  ContactEmail: z.string().nullable(),
  LoginMoreInfoUrl: z.string().nullable(),
  LoginText: z.string().nullable(),
  StripeKey: z.string().nullable(),
  StatusScreenUrl: z.string().nullable(),
  StatusScreenUrlText: z.string().nullable(),
  /** The responsible-gambling help line the organization sends its players to (issue 25). */
  Helpline: z.object({ Name: z.string(), Phone: z.string() }).nullable().optional(),
  /** The licensed jurisdiction (ISO 3166-2, e.g. CA-ON): names the game's region. */
  Jurisdiction: z.string().nullable().optional(),
});
export type OrganizationBlock = z.infer<typeof organizationBlockSchema>;

/** Spec §3 "Organization environment settings", answered by `GET /api/config`. */
export const environmentConfigSchema = z.object({
  AuthConfig: z.object({
    Issuer: z.string(),
    ClientId: z.string(),
    ShowDebugInformation: z.boolean(),
  }),
  CommonUrl: z.string(),
  CDNRoot: z.string(),
  LocationServiceHelpLink: z.string().nullable(),
  CurrentEnvironment: z.string(),
  CaptchaPublicKey: z.string().nullable(),
  LocationRequired: z.boolean(),
  ErrorReportingApiKey: z.string().nullable(),
  VersionNumber: z.string(),
  Organization: organizationBlockSchema,
});
export type EnvironmentConfig = z.infer<typeof environmentConfigSchema>;

/** Spec §3 "Organization settings". */
export const maxNumbersPerPlayerSchema = z.object({
  MaxNumbersPerPlayer: z.number().int().positive(),
});
