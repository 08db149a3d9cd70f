import { z } from 'zod';
declare const envSchema: z.ZodObject<
  {
    PORT: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    HOST: z.ZodDefault<z.ZodString>;
    DATA_DIR: z.ZodPipe<z.ZodDefault<z.ZodString>, z.ZodTransform<string, string>>;
    DATABASE_URL: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    PUBLIC_ORIGIN: z.ZodPreprocess<
      z.ZodOptional<z.ZodPipe<z.ZodURL, z.ZodTransform<string, string>>>,
      unknown
    >;
    LOG_LEVEL: z.ZodDefault<
      z.ZodEnum<{
        info: 'info';
        error: 'error';
        debug: 'debug';
        fatal: 'fatal';
        warn: 'warn';
        trace: 'trace';
        silent: 'silent';
      }>
    >;
    DEFAULT_ORGANIZATION: z.ZodDefault<z.ZodString>;
    WEB_DIST: z.ZodPipe<z.ZodDefault<z.ZodString>, z.ZodTransform<string, string>>;
    TRUST_PROXY: z.ZodDefault<
      z.ZodUnion<
        readonly [
          z.ZodPipe<
            z.ZodEnum<{
              0: '0';
              1: '1';
              true: 'true';
              false: 'false';
              yes: 'yes';
              no: 'no';
            }>,
            z.ZodTransform<boolean, '0' | '1' | 'true' | 'false' | 'yes' | 'no'>
          >,
          z.ZodPipe<
            z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>,
            z.ZodArray<
              z.ZodUnion<
                readonly [
                  z.ZodIPv4,
                  z.ZodIPv6,
                  z.ZodCIDRv4,
                  z.ZodCIDRv6,
                  z.ZodEnum<{
                    loopback: 'loopback';
                    linklocal: 'linklocal';
                    uniquelocal: 'uniquelocal';
                  }>,
                ]
              >
            >
          >,
        ]
      >
    >;
    GEOIP_DB: z.ZodPreprocess<
      z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>,
      unknown
    >;
    LOCATION_CHECK_MAX_AGE_MINUTES: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    CURRENT_ENVIRONMENT: z.ZodDefault<z.ZodString>;
    ERROR_REPORTING_API_KEY: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    SMTP_URL: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    MAIL_FROM: z.ZodDefault<z.ZodString>;
    AUTH_ISSUER: z.ZodPreprocess<
      z.ZodOptional<z.ZodPipe<z.ZodURL, z.ZodTransform<string, string>>>,
      unknown
    >;
    AUTH_AUDIENCE: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    AUTH_CLIENT_ID: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
  },
  z.core.$strip
>;
export type Env = z.infer<typeof envSchema>;
export declare class InvalidEnvironmentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]);
}
/** Validates the whole environment at once so that every bad key is reported together. */
export declare function loadEnv(source?: NodeJS.ProcessEnv): Env;
export declare function isDevelopment(env: Pick<Env, 'CURRENT_ENVIRONMENT'>): boolean;
export {};
