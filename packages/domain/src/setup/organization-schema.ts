import { GameInstanceStatus } from '../game-instance-status';
import { z } from 'zod';
import { regionSchema } from '../geo/region';
import { markdownText } from './markdown-text';
import { assetLinkSchema, safeLinkSchema } from './safe-link';
import { bundleSpecsSchema } from '../bundles/bundles';
import { bundleProblems } from '../bundles/bundle-rules';
import { termsTranslationsSchema } from '../api/terms-language';
import {
  categoryTranslationsSchema,
  charityTranslationsSchema,
  extraDrawTranslationsSchema,
  gameTranslationsSchema,
  instanceTranslationsSchema,
  organizationTranslationsSchema,
} from './text-translations';

export const setupKey = z
  .string()
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and -');
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');
const text = z.string().trim().min(1);
/** A name the database keeps (1 to 200 characters). */
const name = text.max(200, 'must be at most 200 characters');
const optionalText = text.nullable().default(null);
const url = safeLinkSchema.nullable().default(null);
/** An address or a CIDR network, IPv4 or IPv6. */
const ipNetwork = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
/**
 * `now`, `now+7d`, `now+7d-1h`, `schedule` (an instance's next draw by its game's schedule, and
 * its sales close), `schedule+21d` (the scheduled draw after that much time), or an ISO-8601
 * date-time.
 */
export const dateSpec = z
  .string()
  .regex(
    /^((now|schedule)([+-]\d+[dhm])*|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))$/,
    'must be now[+-N(d|h|m)...], schedule[+-N(d|h|m)...] or an ISO date-time with offset',
  );

const themeSchema = z.strictObject({
  primary: colour,
  primaryContrast: colour,
  accent: colour,
  background: colour,
  surface: colour,
  text: colour,
});

const settingsSchema = z.strictObject({
  maxNumbersPerPlayer: z.number().int().min(1).max(1000),
  collectPlayerAddress: z.boolean().default(false),
  locationRequired: z.boolean().default(false),
  minimumAge: z.number().int().min(16).max(25),
  licenceNumber: optionalText,
  jurisdiction: z.string().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, 'must be ISO 3166, e.g. CA-NS'),
  /**
   * Years the organization's records are kept for its licence (sales, entries, draws, payouts,
   * voids, refunds, audit); absent: unchanged (a new organization gets 7).
   */
  recordRetentionYears: z.number().int().min(1).max(100).optional(),
});

export const charitySchema = z.strictObject({
  key: setupKey,
  name,
  description: z.string().trim().max(5000, 'must be at most 5,000 characters').default(''),
  websiteUrl: url,
  logoUrl: url,
  active: z.boolean().default(true),
  translations: charityTranslationsSchema,
});

export const categorySchema = z.strictObject({
  key: setupKey,
  name,
  translations: categoryTranslationsSchema,
  charities: z.array(charitySchema),
});

/**
 * An extra draw of an instance (issue 16), e.g. `{ key: early-bird, name: Early bird,
 * prize: { fixedCents: 50000 }, cutoffAt: …, drawAt: … }`. Created once per instance and key,
 * with its own committed seed; the loader refuses a cut-off after the instance's sales close
 * or a draw after the main draw.
 */
const extraDrawSpecSchema = z.strictObject({
  key: setupKey,
  name: text.max(80),
  translations: extraDrawTranslationsSchema,
  prize: z.union([
    z.strictObject({ fixedCents: z.number().int().min(1) }),
    z.strictObject({ sharePercent: z.number().int().min(1).max(100) }),
  ]),
  cutoffAt: dateSpec,
  drawAt: dateSpec,
});
export type ExtraDrawSpec = z.infer<typeof extraDrawSpecSchema>;

const instanceSchema = z.strictObject({
  sequence: z.number().int().positive(),
  name,
  description: z.string().trim().default(''),
  translations: instanceTranslationsSchema,
  status: z.enum(GameInstanceStatus).default(GameInstanceStatus.Open),
  startedOn: dateSpec.nullable().default(null),
  endedOn: dateSpec.nullable().default(null),
  salesCloseAt: dateSpec,
  drawAt: dateSpec,
  potTotalCents: z.number().int().min(0).default(0),
  /** Early-bird and other extra draws of this instance (cut-off at the latest at sales close). */
  extraDraws: z.array(extraDrawSpecSchema).default([]),
});

export const gameSchema = z
  .strictObject({
    key: setupKey,
    type: z.enum(['GoldRush', 'ProgressiveFiftyFifty']),
    name,
    description: z.string().trim().max(5000, 'must be at most 5,000 characters').default(''),
    translations: gameTranslationsSchema,
    current: z.boolean().default(false),
    numberRangeMax: z.number().int().min(1).max(10_000_000),
    /** The game's own limit; null: the organization's maxNumbersPerPlayer. */
    maxNumbersPerPlayer: z.number().int().min(1).max(1000).nullable().default(null),
    ticketPriceCents: z.number().int().positive(),
    /** Multi-number prices ("3 for $10"); ticketPriceCents stays the price of one number. */
    bundles: bundleSpecsSchema,
    winnerSharePercent: z.number().int().min(1).max(100),
    manualDraw: z.boolean().default(false),
    subscriptionsEnabled: z.boolean().default(false),
    /** Draws a player may pay for at once (GoldRush prepay); 1 turns prepaying off. */
    maxPrepaidDraws: z.number().int().min(1).max(52).default(1),
    lockPlayersToRegion: z.boolean().default(false),
    /** GeoJSON Polygon or MultiPolygon, inline or as a file name (see region-files.ts). */
    region: regionSchema.nullable().default(null),
    schedule: z.strictObject({
      drawWeekday: z.number().int().min(0).max(6).nullable().default(null),
      drawTime: z
        .string()
        .regex(/^\d{2}:\d{2}$/)
        .nullable()
        .default(null),
      timeZone: text,
      salesCloseMinutesBeforeDraw: z.number().int().min(0).default(60),
    }),
    instances: z.array(instanceSchema).default([]),
  })
  .refine((game) => !game.lockPlayersToRegion || game.region !== null, {
    message: 'a game locked to its region needs a region',
    path: ['region'],
  })
  .superRefine((game, context) => {
    // The console's rule for bundles (issue 27): no bundle of 1, none dearer than singles.
    for (const problem of bundleProblems(game.bundles, game.ticketPriceCents)) {
      const path = problem.Path.split('.').map((part) =>
        /^\d+$/.test(part) ? Number(part) : part,
      );
      context.addIssue({ code: 'custom', path, message: problem.Message });
    }
  });

export const organizationSchema = z.strictObject({
  slug: setupKey,
  name,
  productName: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'must be one word, e.g. GoldRush'),
  hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be a lower-case host name')).default([]),
  contactEmail: z.email().nullable().default(null),
  loginText: optionalText,
  loginMoreInfoUrl: url,
  stripePublicKey: z.string().startsWith('pk_').nullable().default(null),
  /** Which payment adapter charges this organization's players (docs/decisions/0003). */
  paymentProvider: z.enum(['sandbox', 'stripe']).default('sandbox'),
  statusScreenUrl: url,
  statusScreenUrlText: optionalText,
  locationServiceHelpLink: url,
  /** The responsible-gambling help line its players are sent to (mails, the app). */
  helpline: z
    .strictObject({
      name: text,
      phone: z
        .string()
        .regex(/^[0-9][0-9 ()+-]{6,24}$/, 'must be a phone number, e.g. 1-888-347-8888'),
    })
    .nullable()
    .default(null),
  /** Its own texts in other languages (issue 12): `fr: { name, loginText, statusScreenUrlText }`. */
  translations: organizationTranslationsSchema,
  logoUrl: assetLinkSchema.nullable().default(null),
  combinedLogoUrl: assetLinkSchema.nullable().default(null),
  theme: themeSchema,
  settings: settingsSchema,
  terms: z.strictObject({
    termsOfService: markdownText,
    gameRules: markdownText,
    privacyPolicy: markdownText,
    /** The same version in other languages (issue 12): `fr: { termsOfService, … }`. */
    translations: termsTranslationsSchema.optional(),
  }),
  charityCategories: z.array(categorySchema).default([]),
  /** Networks whose addresses pass the IP geofence check of this organization's games. */
  ipAllowList: z.array(z.strictObject({ network: ipNetwork, note: optionalText })).default([]),
  games: z
    .array(gameSchema)
    .default([])
    .refine((games) => games.filter((game) => game.current).length <= 1, {
      message: 'at most one game can be current',
    }),
});

export const provisioningFileSchema = z.strictObject({
  organizations: z.array(organizationSchema).min(1),
});

export type ProvisioningFile = z.infer<typeof provisioningFileSchema>;
export type OrganizationSpec = ProvisioningFile['organizations'][number];
export type GameSpec = OrganizationSpec['games'][number];
export type InstanceSpec = GameSpec['instances'][number];
