// Values one field of a contract schema must refuse, read off the schema itself: wrong types,
// numbers past its bounds (or past `integer` when it states none), text with control
// characters or longer than its maximum, dates outside the calendar, values outside a picklist.
import fc from 'fast-check';
import { dateOrDateTime, isoDate, mbtcAmount } from '../../contract/common';
import { rawChatText } from '../../contract/house-page/live-chat';
import { MAX_INTEGER, MAX_SATOSHIS, MIN_INTEGER } from '../../contract/input-limits';

/** The parts of a valibot schema or action the walk reads. */
export interface SchemaNode {
  kind: string;
  type: string;
  pipe?: readonly SchemaNode[];
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  options?: readonly unknown[];
  item?: SchemaNode;
  key?: string;
  literal?: unknown;
  requirement?: unknown;
}

/** A schema with its optional/nullable wrappers and pipes taken off. */
export interface Field {
  base: SchemaNode;
  /** Every validation of the pipes around it (outer pipes included), and schemas piped after. */
  actions: SchemaNode[];
  optional: boolean;
  nullable: boolean;
  /**
   * A common schema whose bad values the walk cannot read off its checks; `sanitised`: text the
   * server cleans of control characters rather than refuses (a chat message).
   */
  known: 'mbtc' | 'date' | 'sanitised' | null;
}

export function describeField(schema: SchemaNode): Field {
  const field: Field = { base: schema, actions: [], optional: false, nullable: false, known: null };
  const visit = (node: SchemaNode): void => {
    if (node === (mbtcAmount as unknown)) field.known = 'mbtc';
    if (node === (isoDate as unknown) || node === (dateOrDateTime as unknown)) field.known = 'date';
    if (node === (rawChatText as unknown)) field.known = 'sanitised';
    if (node.pipe) {
      visit(node.pipe[0] as SchemaNode);
      field.actions.push(...node.pipe.slice(1));
    } else if (node.type === 'optional' || node.type === 'nullish') {
      field.optional = true;
      if (node.type === 'nullish') field.nullable = true;
      visit(node.wrapped as SchemaNode);
    } else if (node.type === 'nullable') {
      field.nullable = true;
      visit(node.wrapped as SchemaNode);
    } else field.base = node;
  };
  visit(schema);
  return field;
}

const requirementOf = (field: Field, type: string): number | undefined => {
  const action = field.actions.find((item) => item.type === type);
  return action === undefined ? undefined : Number(action.requirement);
};

/** C0 and C1 controls but tab and line breaks: no text field may hold them. */
const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u001b', '\u001f', '\u007f', '\u0085'];
/** Written as no field takes them: exponents, hex, words, other digits, a NUL. */
const NEVER_NUMBERS = ['1e3', '0x10', 'NaN', 'Infinity', '-Infinity', '1,5', '１', '1\u0000', ''];
const EDGES = [
  -1,
  0,
  0.5,
  1.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  -1e21,
  -(2 ** 31) - 1,
  1e308,
  -1e308,
  5e-324,
];

/** JavaScript types the field accepts, so a wrong type is really wrong. */
function acceptedTypes(field: Field): Set<string> {
  const types = new Set<string>(field.nullable ? ['null'] : []);
  const add = (node: SchemaNode): void => {
    const inner = describeField(node);
    if (inner.nullable) types.add('null');
    const { base } = inner;
    if (base.type === 'union') (base.options as SchemaNode[]).forEach(add);
    else if (base.type === 'picklist') base.options?.forEach((option) => types.add(typeof option));
    else if (base.type === 'literal') types.add(typeof base.literal);
    // valibot's objects take arrays too (their keys are then simply missing)
    else if (base.type === 'object' || base.type === 'variant') types.add('object').add('array');
    else types.add(base.type);
  };
  add(field.base);
  return types;
}

function wrongTypes(field: Field): unknown[] {
  const accepted = acceptedTypes(field);
  const candidates: [string, unknown][] = [
    ['null', null],
    ['boolean', true],
    ['number', 12345],
    ['string', 'text'],
    ['object', {}],
    ['array', []],
    ['array', [[]]],
  ];
  return candidates.filter(([type]) => !accepted.has(type)).map(([, value]) => value);
}

/** Numbers outside the field's bounds, as numbers and (when it takes text) as decimal text. */
function badNumbers(field: Field, takesText: boolean): unknown[] {
  const isInteger = field.actions.some((item) => item.type === 'integer');
  const min = requirementOf(field, 'min_value') ?? MIN_INTEGER;
  const max = requirementOf(field, 'max_value') ?? MAX_INTEGER;
  const picklist = field.actions.find((item) => item.type === 'picklist')?.options;
  const isBad = (n: number) =>
    (isInteger && !Number.isInteger(n)) ||
    n < min ||
    n > max ||
    (picklist !== undefined && !picklist.includes(n));
  const candidates = [...EDGES, min - 1, max + 1, max * 10, 99].filter(isBad);
  if (!takesText) return candidates;
  return [...candidates, ...candidates.filter(Number.isSafeInteger).map(String), ...NEVER_NUMBERS];
}

const MBTC_LIMIT = Number(MAX_SATOSHIS / 100_000n);
const BAD_MBTC = [
  -1,
  -0.00001,
  0.000001,
  1e21,
  2 ** 63,
  MBTC_LIMIT + 1,
  '-1',
  '0.000001',
  '1e3',
  '1e21',
  String(MBTC_LIMIT + 1),
  '999999999999.99999',
  '1,5',
  'NaN',
  '',
  '0x10',
  '１',
  '1\u0000',
];
const BAD_DATES = [
  '0000-01-01',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '9999-12-31',
  '1899-12-31',
  '3000-01-01',
  '2999-12-31T23:00:00-05:00',
  '2021-02-30',
  '2021-13-01',
  '2021-01-01T25:00:00Z',
  '2021-01-01T00:00:00+99:00',
  '2021-01-01 junk',
  '2021-01-01\u0000',
  'yesterday',
];

/** Control characters inside the valid text (not at an end, where trimming would drop some). */
function withControlCharacter(valid: string): fc.Arbitrary<string> {
  const text = valid.length >= 2 ? valid : `a${valid}a`;
  return fc
    .tuple(fc.constantFrom(...CONTROLS), fc.integer({ min: 1, max: text.length - 1 }))
    .map(([control, at]) => `${text.slice(0, at)}${control}${text.slice(at)}`);
}

function badStrings(field: Field, valid: unknown): fc.Arbitrary<unknown> {
  const max = requirementOf(field, 'max_length') ?? requirementOf(field, 'length');
  // past the stated maximum, or (bounded by a pattern only) longer than any pattern allows
  const long = fc.constant('x'.repeat(max === undefined ? 60_000 : max + 1));
  if (field.known === 'sanitised') return long;
  return fc.oneof(withControlCharacter(typeof valid === 'string' ? valid : 'text'), long);
}

function badPicklist(options: readonly unknown[], valid: unknown): unknown[] {
  const text = String(valid ?? options[0]);
  const candidates = [
    'not-an-option',
    text.toUpperCase(),
    `${text} `,
    `${text}\u0000`,
    99,
    -1,
    0.5,
  ];
  return candidates.filter((candidate) => !options.includes(candidate));
}

/** Values this field must refuse; `valid` is what a good request has there. */
export function badValues(field: Field, valid: unknown): fc.Arbitrary<unknown> {
  const values: unknown[] = wrongTypes(field);
  const arbitraries: fc.Arbitrary<unknown>[] = [];
  const { base } = field;
  if (field.known === 'mbtc') values.push(...BAD_MBTC);
  else if (field.known === 'date') values.push(...BAD_DATES);
  else if (base.type === 'string') arbitraries.push(badStrings(field, valid));
  else if (base.type === 'number') values.push(...badNumbers(field, false));
  else if (base.type === 'picklist') values.push(...badPicklist(base.options ?? [], valid));
  else if (base.type === 'literal')
    values.push(
      ...[false, 'true', 1, `${String(base.literal)}x`].filter((x) => x !== base.literal),
    );
  else if (base.type === 'union') {
    // each option's own bad values, with the bounds the union's pipe adds after it
    const options = (base.options as SchemaNode[]).map(describeField);
    const takesText = options.some((option) => option.base.type === 'string');
    for (const inner of options) {
      const merged = { ...inner, actions: [...inner.actions, ...field.actions] };
      if (inner.base.type === 'number') values.push(...badNumbers(merged, takesText));
      else if (inner.base.type === 'string' && merged.known === null)
        arbitraries.push(badStrings(merged, valid));
      else if (inner.base.type === 'picklist')
        values.push(...badPicklist(inner.base.options ?? [], valid));
    }
  } else if (base.type === 'array') {
    const max = requirementOf(field, 'max_length');
    const item = Array.isArray(valid) ? valid[0] : undefined;
    if (max !== undefined) values.push(Array.from({ length: max + 1 }, () => item));
    if (base.item) arbitraries.push(badValues(describeField(base.item), item).map((bad) => [bad]));
  }
  if (values.length > 0) arbitraries.push(fc.constantFrom(...values));
  if (arbitraries.length === 0) throw new Error(`no bad value for a ${base.type} field`);
  return fc.oneof(...arbitraries);
}
