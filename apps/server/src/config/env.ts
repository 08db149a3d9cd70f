import { z } from 'zod';
import { fromRepoRoot } from './paths';

/** Unset and empty mean the same thing: `FOO= npm start` must not count as a value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * The peers whose X-Forwarded-* headers are believed: `false`, `true` (any peer, and the
 * left-most X-Forwarded-For entry wins: avoid) or a comma-separated list of addresses, CIDRs and
 * the names `loopback`, `linklocal`, `uniquelocal`.
 */
const trustProxy = z.union([
  booleanFlag,
  z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .pipe(
      z
        .array(
          z.union([
            z.ipv4(),
            z.ipv6(),
            z.cidrv4(),
            z.cidrv6(),
            z.enum(['loopback', 'linklocal', 'uniquelocal']),
          ]),
        )
        .min(1),
    ),
]);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data').transform(fromRepoRoot),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL'),
  ),
  /** Server processes sharing PORT (default: one per core on PostgreSQL, 1 on PGlite). */
  WORKERS: optional(z.coerce.number().int().min(1).max(256)),
  /** Connections this process opens to DATABASE_URL (PostgreSQL only; PGlite has one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** Named prepared statements per connection; `false` behind a transaction-mode pooler. */
  DATABASE_PREPARE: booleanFlag.default(true),
  PUBLIC_ORIGIN: optional(
    z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, '')),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEFAULT_ORGANIZATION: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be an organization slug')
    .default('goldrush'),
  WEB_DIST: z.string().min(1).default('apps/web/dist').transform(fromRepoRoot),
  TRUST_PROXY: trustProxy.default(false),
  /** A MaxMind-format (GeoIP2/GeoLite2 City or Country) database for the IP geofence check. */
  GEOIP_DB: optional(z.string().min(1).transform(fromRepoRoot)),
  /** How long a successful location check lets a player buy or play a region-locked game. */
  /** Registration, recovery and resend attempts per client address and minute. */
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Wrong passwords for one e-mail address in 15 minutes before its sign-in pauses. */
  AUTH_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Wrong passwords from one client address in 15 minutes: much higher than per account, as a
   * venue's Wi-Fi or a carrier's NAT puts many honest players behind one address.
   */
  AUTH_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Largest request body accepted (bytes); larger ones are answered 413. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  /** Requests one process works on at once; beyond it, 503 with Retry-After. 0: no cap. */
  MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().min(0).default(1024),
  /** Rate limits shared through this Redis instead of PostgreSQL. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
  LOCATION_CHECK_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * A payment without its processor's answer for this long is asked about (lost webhook, a
   * crash between charge and answer). Minutes; decimals allowed (tests use seconds).
   */
  STALE_PAYMENT_MINUTES: z.coerce.number().min(0.01).max(1440).default(5),
  /**
   * A payment still unsettled this long after it began (a bank check the player left, a charge
   * the processor cannot finish) is cancelled at the processor and its numbers freed.
   */
  ABANDONED_PAYMENT_MINUTES: z.coerce.number().min(0.01).max(1440).default(10),
  CURRENT_ENVIRONMENT: z.string().min(1).default('production'),
  ERROR_REPORTING_API_KEY: optional(z.string()),
  /** How often each process runs the game-instance lifecycle (open, close, draw); 0: never. */
  LIFECYCLE_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /** How often each process folds new payments into the pots it announces live; 0: never. */
  POT_FOLD_INTERVAL_MS: z.coerce.number().int().min(0).default(500),
  /** Heartbeat comment on the live-pot event streams. */
  POT_STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Outgoing mail server; without it mail stays in the outbox table (dev mailbox). */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.string().min(3).default('Charity Games <no-reply@localhost>'),
  /** How often each process looks for mail due in the outbox (retries, other nodes'); 0: never. */
  MAIL_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  /** The wait after a failed SMTP attempt; it doubles with each further failure. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(0).default(30_000),
  /** SMTP attempts per message before it is marked failed for staff to see. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Where backups are written (default: `backups` beside the embedded database's `data`). */
  BACKUP_DIR: z.string().min(1).default('./backups').transform(fromRepoRoot),
  /** Backups kept in BACKUP_DIR; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  /** Hours between scheduled backups (decimals allowed); 0: no scheduled backup. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 31)
    .default(24),
  /** How often each process looks for a backup due (one node takes it); 0: never. */
  BACKUP_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** The wait before a failed scheduled backup is tried again (3 tries a backup). */
  BACKUP_RETRY_MINUTES: z.coerce.number().min(0).max(1440).default(10),
  /** The platform operator's secret for /ops (bearer, or Basic with any user); unset: /ops off. */
  OPERATOR_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  /**
   * Load the two demo organizations (with their published passwords) when the database has
   * none. Default: yes, except in production (NODE_ENV=production or the compiled server).
   */
  DEMO_ORGANIZATIONS: optional(booleanFlag),
  /** An external OpenID Connect issuer replacing the embedded one at /oidc. */
  AUTH_ISSUER: optional(
    z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, '')),
  ),
  /** The access tokens' audience at AUTH_ISSUER (default: `<origin>/api`). */
  AUTH_AUDIENCE: optional(z.string().min(1)),
  /** The SPA's client id at AUTH_ISSUER (default: charity-web). */
  AUTH_CLIENT_ID: optional(z.string().min(1)),
});

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Rules between keys, checked with the keys themselves. */
const checkedEnvSchema = envSchema.refine(
  (env) => env.ABANDONED_PAYMENT_MINUTES >= env.STALE_PAYMENT_MINUTES,
  { path: ['ABANDONED_PAYMENT_MINUTES'], message: 'must be at least STALE_PAYMENT_MINUTES' },
);

/** Validates the whole environment at once so that every bad key is reported together. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    throw new InvalidEnvironmentError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}

export function isDevelopment(env: Pick<Env, 'CURRENT_ENVIRONMENT'>): boolean {
  return env.CURRENT_ENVIRONMENT.toLowerCase() === 'development';
}
