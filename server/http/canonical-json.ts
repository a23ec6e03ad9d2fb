// One spelling per value, so a hash tells two requests apart only by what they mean (idempotency
// keys, a provider's reused transaction id).

/** Parsed requests are a few levels deep; anything deeper is not one. */
const MAX_CANONICAL_DEPTH = 16;

/**
 * JSON with object keys sorted, so key order and spacing do not make two values differ; bigints
 * are written as their digits. Only for values a schema has parsed: deeper ones are refused.
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_CANONICAL_DEPTH) throw new Error('canonicalJson: value nested too deeply');
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
