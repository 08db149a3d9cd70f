import type { z } from 'zod';
import { loadConfig } from './config';
import { apiErrorFrom } from './api-error';
import { getAccessToken } from './auth/session';
import { currentLanguage } from './i18n/i18n';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean>;

interface RequestOptions<T> {
  schema: z.ZodType<T>;
  body?: unknown;
  query?: Query;
  /** Extra headers, e.g. the Idempotency-Key of a charge. */
  headers?: Record<string, string>;
}

async function buildUrl(path: string, query?: Query): Promise<string> {
  const { CommonUrl } = await loadConfig();
  const url = new URL(
    path.replace(/^\/+/, ''),
    CommonUrl.endsWith('/') ? CommonUrl : `${CommonUrl}/`,
  );
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  return url.toString();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Spec §7: every call carries the bearer token (when signed in) and JSON headers; the path
 * is relative to CommonUrl. A failure raises the spec's ApiFailure (as ApiError).
 */
async function request<T>(method: Method, path: string, options: RequestOptions<T>): Promise<T> {
  const url = await buildUrl(path, options.query);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    // The server writes what it mails in answer to a call (e.g. a receipt) in this language.
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  // Fastify refuses an empty body declared as JSON (400), and a DELETE carries none.
  if (method === 'DELETE' && options.body === undefined) delete headers['Content-Type'];
  const token = await getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body:
        method === 'GET' || options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw apiErrorFrom(method, url, 0, null, error instanceof Error ? error.message : '');
  }
  const body = await readJson(response);
  if (!response.ok) throw apiErrorFrom(method, url, response.status, body, response.statusText);
  return options.schema.parse(body);
}

export const apiClient = {
  get: <T>(path: string, schema: z.ZodType<T>, query?: Query) =>
    request('GET', path, { schema, query }),
  post: <T>(path: string, body: unknown, schema: z.ZodType<T>, headers?: Record<string, string>) =>
    request('POST', path, { schema, body, headers }),
  put: <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
    request('PUT', path, { schema, body }),
  delete: <T>(path: string, schema: z.ZodType<T>) => request('DELETE', path, { schema }),
};
