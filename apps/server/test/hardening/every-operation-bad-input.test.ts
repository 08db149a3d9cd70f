import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../draws/draw-fixtures';
import { demoHosts } from '../helpers/test-app';
import { buildMoneyApp, moneyClient, openInstanceId, tokenFor } from '../payments/money-fixtures';
import { badString, badValue, encodedText, valueFor } from './bad-values';
import { walkOperations, type OpenApiDocument, type WalkedOperation } from './openapi-walk';

/**
 * Every operation of the OpenAPI document, driven with generated bad input (path, query,
 * body, content type, credentials, host), signed in and not: each answer is 2xx or 4xx, an
 * error is the spec's ApiErrorBody with its own status, and the security headers are there.
 * Bounded in time for CI: the whole walk takes about FUZZ_BUDGET_MS (45 s by default).
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 45_000);
/** Runs per operation at most (a longer hunt: FUZZ_RUNS=1000 FUZZ_BUDGET_MS=600000). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const t = await buildMoneyApp();
afterAll(() => t.close());

const client = await moneyClient(t, 'goldrush');
const fifty = await moneyClient(t, 'fiftyfifty');
const instanceId = await openInstanceId(t, 'goldrush');
const credentials: Record<string, Record<string, string>> = {
  none: {},
  player: { authorization: `Bearer ${await tokenFor(t, 'goldrush', client.player)}` },
  otherOrganization: { authorization: `Bearer ${await tokenFor(t, 'fiftyfifty', fifty.player)}` },
  admin: { authorization: (await adminHeaders(t, 'goldrush')).authorization },
  garbage: { authorization: 'Bearer not.a.jwt' },
};
const knownIds = [
  client.player.id,
  client.player.organizationId,
  fifty.player.organizationId,
  instanceId,
  randomUUID(),
];

const docs = await t.app.inject({ url: '/api/docs/json' });
const operations = walkOperations(docs.json<OpenApiDocument>());

const rawBodies = fc.constantFrom(
  '{"a":',
  '[1,2',
  '\u0000',
  '',
  'null',
  `{"deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
  `{"big":"${'x'.repeat(2 * 1024 * 1024)}"}`,
);

const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'application/octet-stream',
    ),
    weight: 1,
  },
);

function requestFor(operation: WalkedOperation): fc.Arbitrary<InjectOptions> {
  // An event stream that succeeds never ends: it only ever gets ids it cannot open.
  const ids = operation.streams ? [randomUUID(), client.player.id] : knownIds;
  const pathValues = operation.pathParams.map((parameter) =>
    encodedText(valueFor(parameter.schema ?? {}, ids)).map(
      (text) => [parameter.name, text] as const,
    ),
  );
  const queryValues = operation.queryParams.map((parameter) =>
    fc
      .option(encodedText(valueFor(parameter.schema ?? {}, ids)), { nil: undefined })
      .map((text) => [parameter.name, text] as const),
  );
  const body = operation.body
    ? fc.oneof(
        {
          arbitrary: valueFor(operation.body, ids).map((value) => JSON.stringify(value)),
          weight: 6,
        },
        { arbitrary: badValue.map((value) => JSON.stringify(value) ?? ''), weight: 1 },
        { arbitrary: rawBodies, weight: 1 },
      )
    : fc.option(
        fc.oneof(
          badValue.map((value) => JSON.stringify(value) ?? ''),
          rawBodies,
        ),
        {
          nil: undefined,
        },
      );

  return fc
    .record({
      path: fc.tuple(...pathValues),
      query: fc.tuple(...queryValues),
      extraQuery: fc.option(encodedText(badString), { nil: undefined }),
      body,
      contentType: contentTypes,
      who: fc.constantFrom(...Object.keys(credentials)),
      host: fc.constantFrom(
        demoHosts.goldrush,
        demoHosts.goldrush,
        demoHosts.fiftyfifty,
        'nobody.example',
      ),
      idempotencyKey: fc.option(
        fc.oneof(fc.uuid(), fc.constantFrom('', 'x'.repeat(5_000), 'key')),
        {
          nil: undefined,
        },
      ),
    })
    .map((generated) => {
      let url = operation.path;
      for (const [name, text] of generated.path) url = url.replace(`{${name}}`, text);
      const query = generated.query
        .filter(([, text]) => text !== undefined)
        .map(([name, text]) => `${name}=${text ?? ''}`);
      if (generated.extraQuery !== undefined) query.push(`extra=${generated.extraQuery}`);
      return {
        method: operation.method as InjectOptions['method'],
        url: query.length ? `${url}?${query.join('&')}` : url,
        headers: {
          host: generated.host,
          ...credentials[generated.who],
          ...(generated.body !== undefined ? { 'content-type': generated.contentType } : {}),
          ...(generated.idempotencyKey !== undefined
            ? { 'idempotency-key': generated.idempotencyKey }
            : {}),
        },
        ...(generated.body !== undefined ? { payload: generated.body } : {}),
      };
    });
}

/** What the request was, short enough to read in a failure. */
function summary(request: InjectOptions, response: LightMyRequestResponse) {
  const payload = typeof request.payload === 'string' ? request.payload.slice(0, 300) : '';
  return `${request.method} ${String(request.url).slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${payload} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
}

function expectWellFormed(request: InjectOptions, response: LightMyRequestResponse) {
  const context = summary(request, response);
  expect(response.statusCode, context).toBeLessThan(500);
  expect(response.headers['x-content-type-options'], context).toBe('nosniff');
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], context).toContain('application/json');
  const body = apiErrorBodySchema.safeParse(response.json());
  expect(body.success, context).toBe(true);
  expect(body.data?.Status, context).toBe(response.statusCode);
}

describe('every OpenAPI operation under generated bad input', () => {
  it('finds the operations to drive', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(
    operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
  )(
    '%s answers 2xx or 4xx in the error shape',
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          expectWellFormed(request, await t.app.inject(request));
        }),
        {
          numRuns: RUNS,
          // At least one run's worth of time: on a busy machine a share of 45 s over 118
          // operations (380 ms) can end before the first request answers, which fast-check
          // reports as a failure ("interrupted after 0 tests").
          interruptAfterTimeLimit: Math.max(1_500, Math.floor(BUDGET_MS / operations.length)),
          markInterruptAsFailure: false,
          ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
        },
      );
    },
    Math.max(60_000, (2 * BUDGET_MS) / operations.length),
  );
});
