import { vi } from 'vitest';

export type Handler = (request: {
  method: string;
  url: URL;
  body: unknown;
}) => Response | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces fetch; each call goes to the first handler that answers, else a 404. */
export function stubFetch(...handlers: Handler[]) {
  const calls: Array<{ method: string; path: string; body: unknown; headers: Headers }> = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body, headers: new Headers(init?.headers) });
    for (const handler of handlers) {
      const response = handler({ method, url, body });
      if (response) return response;
    }
    return json(
      {
        Status: 404,
        Code: 'NotFound',
        Message: 'Not found',
        Method: method,
        RequestUrl: url.pathname,
      },
      404,
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export const on =
  (method: string, path: string | RegExp, respond: () => Response): Handler =>
  (request) => {
    const matches =
      typeof path === 'string' ? request.url.pathname === path : path.test(request.url.pathname);
    return request.method === method && matches ? respond() : undefined;
  };
