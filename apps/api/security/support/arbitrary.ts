import fc from 'fast-check';
import { stringPaths, withValuesAt } from './json-paths.js';
import { schemaAt, type JsonSchema } from './openapi.js';

/** Short, so a run stays quick; a schema's own bounds still decide what is valid. */
const MAX_GENERATED_LENGTH = 40;
const MAX_GENERATED_ITEMS = 3;

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Characters that trip stores, parsers and renderers: NUL, lone surrogates, quotes, markup, line breaks. */
const TRICKY = ['\u0000', '\uD800', '\uDFFF', '\uFEFF', '\u202E', '%', '_', "'", '"', '\\', '<', '>', '&', '\r\n'];

const tricky = (minLength: number, maxLength: number) =>
  fc
    .array(fc.constantFrom(...TRICKY, 'a', 'Z', ' '), { minLength, maxLength })
    .map((parts) => parts.join('').slice(0, maxLength));

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, minLength + MAX_GENERATED_LENGTH),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    // UTF-16 code units one by one: lone surrogates and NUL among them.
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength }) },
    { weight: 2, arbitrary: tricky(minLength, maxLength) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '0', 'null', 'true', '[]', '{}') },
  );
}

/** Values the schema describes: the shape a client means to send, mostly valid, sometimes not. */
export function arbitraryFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return anyJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map(arbitraryFor));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
        ),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return anyJson;
  }
}

/** Keys a client has no business sending: privileged fields and prototype pollution. */
const FOREIGN_KEYS = ['isVerified', 'subscription', 'packageSubscribed', 'userId', 'agencyId', 'role', 'email'];
const WRONG_VALUES: unknown[] = [null, 0, -1, 1e308, true, [], {}, '', 'x'.repeat(10_000), [[[[]]]], { $gt: '' }];

/** `example` with one of its strings replaced: a body valid but for one field, most often a tricky one. */
function nearlyValid(schema: JsonSchema | undefined, example: object): fc.Arbitrary<string> {
  const paths = stringPaths(example);
  if (paths.length === 0) return fc.constant(JSON.stringify(example));
  return fc.nat({ max: paths.length - 1 }).chain((n) => {
    const path = paths[n] ?? [];
    const field = schemaAt(schema, path) ?? { type: 'string' };
    const text = fc.oneof({ weight: 3, arbitrary: tricky(1, field.maxLength ?? 20) }, stringFor(field));
    return text.map((value) => JSON.stringify(withValuesAt(example, [path], () => value)));
  });
}

/**
 * A JSON text to send as a body: a value of the schema, `example` (a body the route takes) with one field
 * changed, or either broken the way clients and attackers break bodies (a key left out or added, a value
 * of the wrong type, a `__proto__` key, no object at all, deep nesting, text that is not JSON).
 */
export function bodyTextFor(schema: JsonSchema | undefined, example: object): fc.Arbitrary<string> {
  const value = fc.oneof(arbitraryFor(schema), fc.constant(example));
  const asObject = (body: unknown) => (body !== null && typeof body === 'object' ? { ...body } : {});
  const broken = fc.oneof(
    fc.tuple(value, fc.nat()).map(([body, n]) => {
      const copy: Record<string, unknown> = asObject(body);
      const keys = Object.keys(copy);
      if (keys.length > 0) delete copy[keys[n % keys.length] ?? ''];
      return JSON.stringify(copy);
    }),
    fc
      .tuple(value, fc.constantFrom(...FOREIGN_KEYS), anyJson)
      .map(([body, key, extra]) => JSON.stringify({ ...asObject(body), [key]: extra })),
    fc.tuple(value, fc.nat(), fc.constantFrom(...WRONG_VALUES)).map(([body, n, wrong]) => {
      const paths = stringPaths(body);
      const path = paths[n % Math.max(paths.length, 1)];
      return JSON.stringify(path ? withValuesAt(body, [path], () => wrong) : wrong);
    }),
    fc.tuple(value, fc.constantFrom('__proto__', 'constructor')).map(([body, key]) => {
      const rest = JSON.stringify(asObject(body)).slice(1);
      const polluting = key === '__proto__' ? '{"polluted":true}' : '{"prototype":{"polluted":true}}';
      return `{"${key}":${polluting}${rest === '}' ? '' : ','}${rest}`;
    }),
    fc.constantFrom(
      '[]',
      '"text"',
      '42',
      'null',
      'true',
      '{',
      '{"a":',
      '{}}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ),
  );
  return fc.oneof(
    { weight: 2, arbitrary: value.map((body) => JSON.stringify(body) ?? 'null') },
    { weight: 3, arbitrary: nearlyValid(schema, example) },
    { weight: 2, arbitrary: broken },
  );
}
