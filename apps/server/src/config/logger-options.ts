import type pino from 'pino';
import { isDevelopment, type Env } from './env';

/**
 * The log a person reads (pino-pretty: one short line per event, objects indented) for the
 * demo (`npm start`) and development on a terminal; JSON lines for production and whenever
 * the output goes to a file or a collector.
 */
export function readableLog(
  env: Pick<Env, 'CURRENT_ENVIRONMENT'>,
  toTerminal: boolean = process.stdout.isTTY === true,
): boolean {
  const demo = env.CURRENT_ENVIRONMENT.toLowerCase() === 'demo';
  return toTerminal && (demo || isDevelopment(env));
}

export function loggerOptions(
  env: Pick<Env, 'CURRENT_ENVIRONMENT' | 'LOG_LEVEL'>,
  toTerminal?: boolean,
): pino.LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    // Bearer tokens and cookies must never reach the log.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(readableLog(env, toTerminal)
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
