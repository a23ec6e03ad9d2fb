// Bad requests for a call, built from its contract schema and one good request: one field set
// to a value its schema must refuse or left out, sometimes with extra fields nothing may walk
// (40,000-deep arrays, prototype keys), and bodies that are not the call's object at all.
import fc from 'fast-check';
import type { GenericSchema } from 'valibot';
import { badValues, describeField, type SchemaNode } from './fuzz-values';

export interface BadRequest {
  /** `field`: the schema must refuse it (a 4xx); `junk`: anything but a 5xx. */
  kind: 'field' | 'junk';
  /** What was done, for the failure message. */
  change: string;
  /** The JSON text sent. */
  text: string;
}

interface FieldPath {
  path: (string | number)[];
  schema: SchemaNode;
  valid: unknown;
  required: boolean;
}

/** Every field of the request, nested ones included, with its value in the good request. */
export function fieldsOf(schema: SchemaNode, valid: unknown, path: (string | number)[] = []) {
  const fields: FieldPath[] = [];
  const { base } = describeField(schema);
  const object = (valid ?? {}) as Record<string, unknown>;
  let entries: Record<string, SchemaNode> | undefined = base.entries;
  if (base.type === 'variant') {
    // the option the good value chose, by its discriminator
    const chosen = (base.options as SchemaNode[]).find((option) => {
      const key = option.entries?.[base.key as string];
      return (
        key?.literal === object[base.key as string] ||
        key?.options?.includes(object[base.key as string])
      );
    });
    entries = chosen?.entries;
  }
  if (entries) {
    for (const [key, entry] of Object.entries(entries)) {
      const field = describeField(entry);
      const at = [...path, key];
      fields.push({ path: at, schema: entry, valid: object[key], required: !field.optional });
      fields.push(...fieldsOf(entry, object[key], at));
    }
  } else if (base.type === 'array' && Array.isArray(valid) && base.item) {
    fields.push(...fieldsOf(base.item, valid[0], [...path, 0]));
  }
  return fields;
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (rest.length === 0 && value === undefined) {
    return Object.fromEntries(Object.entries(body as object).filter(([name]) => name !== key));
  }
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = withValue(copy[key], rest, value);
  return copy;
}

/** `[[[…]]]` and `{"a":{"a":…}}` too deep for JSON.stringify, so written as text. */
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'toString', 'x'.repeat(1000)];
const EXTRA_VALUES = [
  deepArray(40_000),
  deepObject(10_000),
  JSON.stringify('x'.repeat(50_000)),
  '1e308',
  '{"__proto__":{"isAdmin":true}}',
];
const JUNK_BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{',
  '{"a":',
  '\u0000',
  deepArray(40_000),
  deepObject(10_000),
  JSON.stringify('x'.repeat(90_000)),
];

/** The body's JSON with one more key, whose value is given as JSON text. */
function withExtraField(text: string, key: string, valueText: string): string {
  const member = `${JSON.stringify(key)}:${valueText}`;
  return text === '{}' ? `{${member}}` : `${text.slice(0, -1)},${member}}`;
}

const describePath = (path: (string | number)[]) => path.join('.') || '(body)';

/** Bad requests for a call whose good request is `valid`. */
export function badRequests(request: GenericSchema, valid: unknown): fc.Arbitrary<BadRequest> {
  const fields = fieldsOf(request as unknown as SchemaNode, valid);
  const junk = fc
    .constantFrom(...JUNK_BODIES)
    .map((text): BadRequest => ({ kind: 'junk', change: `body ${text.slice(0, 40)}`, text }));
  if (fields.length === 0) return junk;

  const mutated = fc.constantFrom(...fields).chain((field) =>
    badValues(describeField(field.schema), field.valid).map((value): BadRequest => ({
      kind: 'field',
      change: `${describePath(field.path)} = ${JSON.stringify(value)?.slice(0, 80)}`,
      text: JSON.stringify(withValue(valid, field.path, value)),
    })),
  );
  const required = fields.filter((field) => field.required);
  const missing = required.map((field): BadRequest => ({
    kind: 'field',
    change: `${describePath(field.path)} left out`,
    text: JSON.stringify(withValue(valid, field.path, undefined)),
  }));
  const withExtra = fc
    .tuple(mutated, fc.constantFrom(...EXTRA_KEYS), fc.constantFrom(...EXTRA_VALUES))
    .map(([bad, key, value]): BadRequest => ({
      ...bad,
      change: `${bad.change}, extra ${key.slice(0, 20)} = ${value.slice(0, 20)}`,
      text: withExtraField(bad.text, key, value),
    }));
  return fc.oneof(
    { arbitrary: mutated, weight: 6 },
    { arbitrary: withExtra, weight: 2 },
    { arbitrary: missing.length > 0 ? fc.constantFrom(...missing) : junk, weight: 1 },
    { arbitrary: junk, weight: 1 },
  );
}
