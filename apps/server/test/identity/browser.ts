import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export type Transport = (call: HttpCall) => Promise<HttpAnswer>;

export const injectTransport =
  (app: FastifyInstance): Transport =>
  async (call) => {
    const response = await app.inject({
      method: call.method as 'GET',
      url: call.path,
      headers: call.headers,
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
    const headers = response.headers as HttpAnswer['headers'];
    return { status: response.statusCode, headers, body: response.body };
  };

/** Real HTTP to a listening app, with a Host header of our choosing. */
export const httpTransport =
  (port: number): Transport =>
  (call) =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: call.method, path: call.path, headers: call.headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(call.body);
    });

/** Just enough of a browser: a host, a cookie jar and form posts. Redirects are not followed. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    public transport: Transport,
    readonly host: string,
  ) {}

  get origin() {
    return `http://${this.host}`;
  }

  async send(
    method: string,
    url: string,
    options: {
      form?: Record<string, string>;
      json?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    const target = new URL(url, this.origin);
    const headers: Record<string, string> = {
      host: target.host,
      accept: 'text/html',
      ...options.headers,
    };
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const answer = await this.transport({
      method,
      path: `${target.pathname}${target.search}`,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    this.keepCookies(answer.headers['set-cookie']);
    return answer;
  }

  get(url: string) {
    return this.send('GET', url);
  }

  post(url: string, form: Record<string, string>) {
    return this.send('POST', url, { form });
  }

  private keepCookies(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export function location(answer: HttpAnswer): string {
  const value = answer.headers.location;
  if (typeof value !== 'string')
    throw new Error(`no redirect (status ${answer.status}): ${answer.body.slice(0, 300)}`);
  return value;
}
