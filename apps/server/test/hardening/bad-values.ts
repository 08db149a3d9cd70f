import fc from 'fast-check';
import type { JsonSchema } from './openapi-walk';

/** Strings that broke, or could break, a server: control characters, broken UTF-16, size. */
export const badString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[2J',
    '\ud800',
    'x\udfff',
    '\u007f\u0085',
    '',
    ' ',
    '0000-01-01',
    '0001-01-01',
    '275760-09-14',
    '9999-12-31T23:59:59Z',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    '../../etc/passwd',
    '%00',
    "' or 1=1 --",
    '{{7*7}}',
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) }),
  fc.nat({ max: 3 }).map((size) => 'x'.repeat([10_000, 100_000, 300_000, 600_000][size] ?? 10)),
);

const badNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
    1e-320,
    275_761,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of the wrong kind, deep nesting included. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  badNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '': null }, { __proto__: 1 }),
  fc.nat({ max: 2 }).map((kind) => {
    const depth = [40, 500, 2_000][kind] ?? 40;
    return JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;
  }),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.object({ maxDepth: 3 }),
);

/** A value close to what the schema asks for, from the ids the test knows. */
function plausible(schema: JsonSchema, ids: string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, ids, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.constantFrom(...ids);
      if (schema.format === 'date') return fc.constantFrom('2026-11-01', '2026-11-30');
      if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
      if (schema.format === 'email') return fc.constant('someone@example.org');
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 20, 20),
      });
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? 0,
        max: Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, (schema.minimum ?? 0) + 100),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, ids, depth + 1) : fc.anything(), {
        maxLength: 3,
      });
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => [
        key,
        valueFor(property, ids, depth + 1),
      ]);
      return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>, {
        requiredKeys: schema.required ?? [],
      });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** Mostly plausible, sometimes hostile: each field has its own chance to go bad. */
export function valueFor(schema: JsonSchema, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return badValue;
  return fc.oneof(
    { arbitrary: plausible(schema, ids, depth), weight: 3 },
    { arbitrary: badValue, weight: 1 },
  );
}

/** A path or query value as it travels: encoded when it can be, broken on purpose sometimes. */
export const encodedText = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: value.map(encode), weight: 5 },
    {
      arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00', '%FF%FE'),
      weight: 1,
    },
  );

function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  try {
    return encodeURIComponent(text);
  } catch {
    // Lone surrogates have no UTF-8: send the bytes a careless client would.
    return [...text]
      .map((char) =>
        char.length === 1 && /[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char),
      )
      .join('');
  }
}
