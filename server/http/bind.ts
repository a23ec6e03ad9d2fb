import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Call, CallParsedRequest } from '../../contract/call';
import { id } from '../../contract/common';
import { IDEMPOTENCY_HEADER } from '../../contract/constants';
import { isErrorCode, type ErrorCode } from '../../contract/errors';
import { PROVIDER_HEADER } from '../../contract/seamless';
import { SIGNATURE_HEADER } from '../../contract/wallet';
import type { Queryable } from '../db/database';
import type { AppDeps } from '../deps';
import { sessionCheckFor } from '../modules/auth/session-check';
import { verifyAccessToken, type AccessClaims } from '../modules/auth/tokens';
import { findSigningProvider, type SigningProvider } from '../modules/seamless/providers';
import { ApiError, badRequest, forbidden, unauthorized } from './api-error';
import { clientIp } from './client-ip';
import { enforceRateLimits } from './rate-limit';
import { runIdempotent } from './idempotency';

export interface Caller {
  playerId: number;
  scope: AccessClaims['scope'];
  sessionFamily: string;
}

export interface HandlerContext<C extends Call> {
  input: CallParsedRequest<C>;
  caller: C['auth'] extends 'player' | 'admin' ? Caller : Caller | null;
  /** For `provider` calls: the game provider whose secret signed the body. */
  provider: C['auth'] extends 'provider' ? SigningProvider : null;
  deps: AppDeps;
  c: Context;
  ip: string;
  /** For idempotent calls: the transaction the work must run in, committed with the stored answer. */
  tx: Queryable;
  /** Runs `effect` once the call's work has committed (e.g. realtime events); never for a replay. */
  afterCommit: (effect: () => void) => void;
}

export type Handler<C extends Call> = (context: HandlerContext<C>) => Promise<object>;

/** Registers one contract call: auth, request validation, ownership, idempotency, JSON answer. */
export function bindCall<C extends Call>(
  app: Hono,
  deps: AppDeps,
  call: C,
  handler: Handler<C>,
): void {
  const path = `/api/${call.path}`;
  const paths = path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
  app.on(call.method, paths, async (c) => {
    const caller = await authenticate(c, deps, call);
    const { raw, provider } =
      call.method === 'GET'
        ? { raw: Object.fromEntries(new URL(c.req.url).searchParams), provider: null }
        : await readBody(c, deps, call);
    checkOwnership(call, raw, caller);
    // from here on only the parsed input is used: unknown fields are gone, values in range
    const input = parseInput(call, raw);
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    await enforceRateLimits(c, deps.db, deps.config.RATE_LIMIT_SCALE, call, {
      playerId: caller?.playerId ?? null,
      ip,
      input,
    });
    const effects: (() => void)[] = [];
    const afterCommit = (effect: () => void) => effects.push(effect);
    const context = {
      input,
      caller,
      provider,
      deps,
      c,
      ip,
      tx: deps.db,
      afterCommit,
    } as unknown as HandlerContext<C>;
    if (!call.idempotent) {
      const body = await handler(context);
      runEffects(effects, deps);
      return c.json(body);
    }
    const answer = await runIdempotent(deps.db, {
      playerId: (caller as Caller).playerId,
      key: c.req.header(IDEMPOTENCY_HEADER),
      requestHash: hashRequest(call.path, input),
      work: (tx) => handler({ ...context, tx }),
    });
    runEffects(effects, deps);
    return c.json(answer.body, answer.status);
  });
}

function runEffects(effects: (() => void)[], deps: AppDeps): void {
  for (const effect of effects) {
    try {
      effect();
    } catch (error) {
      deps.logger.error('after-commit effect failed', { error });
    }
  }
}

/** The caller of a token whose signature, expiry and session all still stand. */
async function authenticate(c: Context, deps: AppDeps, call: Call): Promise<Caller | null> {
  if (call.auth === 'public' || call.auth === 'processor' || call.auth === 'provider') return null;
  const header = c.req.header('Authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  const claims = token ? verifyAccessToken(token, deps.secrets.tokenSecret) : null;
  const isLive = claims !== null && (await sessionCheckFor(deps).isActive(claims.sid));
  if (!claims || !isLive) {
    // an optional call with a stale token still works, as for a visitor
    if (call.auth === 'optional') return null;
    throw unauthorized();
  }
  if (call.auth === 'admin' && claims.scope !== 'admin') throw forbidden();
  return { playerId: claims.sub, scope: claims.scope, sessionFamily: claims.sid };
}

async function readBody(
  c: Context,
  deps: AppDeps,
  call: Call,
): Promise<{ raw: unknown; provider: SigningProvider | null }> {
  const text = await readBodyText(c, deps.config.BODY_LIMIT_BYTES);
  if (call.auth === 'processor')
    verifySignature(text, c.req.header(SIGNATURE_HEADER), deps.secrets.processorCallbackSecret);
  const provider = call.auth === 'provider' ? await authenticateProvider(c, deps, text) : null;
  if (text.trim() === '') return { raw: {}, provider };
  try {
    return { raw: JSON.parse(text) as unknown, provider };
  } catch {
    throw badRequest('bad_request');
  }
}

/** A game provider named by `X-Provider` whose secret signed the body; an unknown one looks the same as a bad signature. */
async function authenticateProvider(
  c: Context,
  deps: AppDeps,
  body: string,
): Promise<SigningProvider> {
  const slug = c.req.header(PROVIDER_HEADER) ?? '';
  const provider = slug ? await findSigningProvider(deps.db, deps.secrets.tokenSecret, slug) : null;
  if (!provider) throw new ApiError(401, 'invalid_signature');
  verifySignature(body, c.req.header(SIGNATURE_HEADER), provider.secret);
  return provider;
}

/**
 * The body as text, refused with 413 past `limit` bytes. On Node it is read straight from the
 * socket's message: building a fetch Request for every call costs more than the call itself.
 */
async function readBodyText(c: Context, limit: number): Promise<string> {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > limit) throw new ApiError(413, 'payload_too_large');
    return text;
  }
  if (Number(incoming.headers['content-length'] ?? 0) > limit)
    throw new ApiError(413, 'payload_too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiError(413, 'payload_too_large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function verifySignature(body: string, signature: string | undefined, secret: string): void {
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(401, 'invalid_signature');
  }
}

/** Validates with the call's schema; every failing field answers with its message key. */
function parseInput<C extends Call>(call: C, raw: unknown): CallParsedRequest<C> {
  const result = v.safeParse(call.request, raw, { abortPipeEarly: true });
  if (result.success) return result.output as CallParsedRequest<C>;
  const errors = fieldErrors(result.issues);
  const first = Object.values(errors)[0] ?? 'invalid_value';
  throw badRequest(first, errors);
}

/** Each failing field (dotted path) with its message key, `field_required` for a missing key. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? '_';
    // a key missing from the body is reported by the object schema, not by the field's own message
    const isMissingKey =
      issue.type === 'object' && issue.input === undefined && (issue.path?.length ?? 0) > 0;
    const code = isMissingKey
      ? 'field_required'
      : isErrorCode(issue.message)
        ? issue.message
        : 'invalid_value';
    errors[field] ??= code;
  }
  return errors;
}

/**
 * Checked before validation, on the owner field alone: a well-formed id of another player is
 * refused whatever else the body holds; one that is no id at all is left to validation (400).
 */
function checkOwnership(call: Call, raw: unknown, caller: Caller | null): void {
  if (!call.ownerField || !raw || typeof raw !== 'object') return;
  const owner = v.safeParse(id, (raw as Record<string, unknown>)[call.ownerField]);
  if (!owner.success) return;
  if (!caller || owner.output !== caller.playerId) throw forbidden();
}

/** The parsed request, so unknown fields and spelling (`1` or `"1.0"`) do not make two differ. */
function hashRequest(path: string, input: unknown): string {
  return createHash('sha256').update(path).update('\n').update(canonicalJson(input)).digest('hex');
}

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
