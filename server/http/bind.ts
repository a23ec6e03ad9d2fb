import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import type { Call, CallAuth, CallParsedRequest } from '../../contract/call';
import { IDEMPOTENCY_HEADER } from '../../contract/constants';
import type { Queryable } from '../db/database';
import type { AppDeps } from '../deps';
import {
  authenticate,
  authenticateStaff,
  checkOwnership,
  type Caller,
  type StaffCaller,
} from './authentication';
import { callerChecksOf, type CallerChecks } from './caller-checks';
import { clientIp } from './client-ip';
import {
  hashRequest,
  isWaitThenRunAgain,
  runIdempotent,
  type WaitThenRunAgain,
} from './idempotency';
import { parseInput } from './parse-input';
import { enforceRateLimits } from './rate-limit';
import { parseJsonBody, readBodyText } from './request-body';
import { authenticateProvider, verifySignature, type SigningProvider } from './request-signature';

export interface HandlerContext<C extends Call, Waited = undefined> {
  input: CallParsedRequest<C>;
  caller: C['auth'] extends 'player' ? Caller : Caller | null;
  /** For `staff` calls: who, in which session (for the audit log, server/modules/identity/staff/audit.ts). */
  staff: C['auth'] extends 'staff' ? StaffCaller : null;
  /** For `provider` calls: the game provider whose secret signed the body. */
  provider: C['auth'] extends 'provider' ? SigningProvider : null;
  deps: AppDeps;
  c: Context;
  ip: string;
  /** For idempotent calls: the transaction the work must run in, committed with the stored answer. */
  tx: Queryable;
  /** Runs `effect` once the call's work has committed (e.g. realtime events); never for a replay. */
  afterCommit: (effect: () => void) => void;
  /**
   * For idempotent calls: what the wait the handler last asked for answered (it answers
   * waitThenRunAgain, idempotency.ts, and runs again after it); undefined on its first run.
   */
  waited: Waited | undefined;
}

/** Answers the call's body, or (an idempotent call) a wait after which it runs again. */
export type Handler<C extends Call, Waited = undefined> = (
  context: HandlerContext<C, Waited>,
) => Promise<object | WaitThenRunAgain<Waited>>;

/**
 * Registers one contract call: auth (a staff call's permission and fresh code too, before the
 * body is read), request validation, ownership, idempotency, JSON answer.
 */
export function bindCall<C extends Call, Waited = undefined>(
  app: Hono,
  deps: AppDeps,
  call: C,
  handler: Handler<C, Waited>,
): void {
  const path = `/api/${call.path}`;
  const paths = path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
  app.on(call.method, paths, async (c) => {
    const checks = callerChecksOf(c);
    const caller = await authenticate(c, checks.authenticator, call);
    const staff = await authenticateStaff(c, checks.authenticator, call);
    const { raw, provider } =
      call.method === 'GET'
        ? { raw: Object.fromEntries(new URL(c.req.url).searchParams), provider: null }
        : await readBody(c, deps, checks, call);
    checkOwnership(call, raw, caller);
    // from here on only the parsed input is used: unknown fields are gone, values in range
    const input = parseInput(call, raw);
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    await enforceRateLimits(c, deps.db, deps.config.RATE_LIMIT_SCALE, call, {
      playerId: caller?.playerId ?? null,
      staffId: staff?.staffId ?? null,
      ip,
      input,
    });
    const effects: (() => void)[] = [];
    const afterCommit = (effect: () => void) => effects.push(effect);
    const context = {
      input,
      caller,
      staff,
      provider,
      deps,
      c,
      ip,
      tx: deps.db,
      afterCommit,
      waited: undefined,
    } as unknown as HandlerContext<C, Waited>;
    if (!call.idempotent) {
      const body = await handler(context);
      // only an idempotent call's work runs again after a wait (its key holds the request)
      if (isWaitThenRunAgain(body)) throw new Error(`${call.path} waits but is not idempotent`);
      runEffects(effects, deps);
      return c.json(body);
    }
    const answer = await runIdempotent(deps.db, {
      playerId: (caller as Caller).playerId,
      key: c.req.header(IDEMPOTENCY_HEADER),
      requestHash: hashRequest(call.path, input),
      work: (tx, waited) => {
        // a run whose transaction rolled back (a wait, a retry) leaves no effect behind
        effects.length = 0;
        return handler({ ...context, tx, waited: waited as Waited | undefined });
      },
    });
    runEffects(effects, deps);
    return c.json(answer.body, answer.status);
  });
}

/** The callers of one face (server/faces/): who may make its calls, and the paths they share. */
export interface Face<Auth extends CallAuth> {
  name: string;
  auths: readonly Auth[];
  ownsPath: (path: string) => boolean;
}

/**
 * The binder of one face: `bindCall` for the face's own calls only. A call of another caller fails
 * the typecheck (its `auth`) or the app's start (its path), so no call lands in the wrong face.
 */
export function faceBinder<Auth extends CallAuth>(face: Face<Auth>) {
  return <C extends Call<v.GenericSchema, v.GenericSchema, Auth>, Waited = undefined>(
    app: Hono,
    deps: AppDeps,
    call: C,
    handler: Handler<C, Waited>,
  ): void => {
    if (!face.auths.includes(call.auth) || !face.ownsPath(call.path))
      throw new Error(`${call.path} (${call.auth}) is not a call of the ${face.name} face`);
    bindCall(app, deps, call, handler);
  };
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

/** The JSON body, after the signature of a processor's or provider's call is checked on its bytes. */
async function readBody(
  c: Context,
  deps: AppDeps,
  checks: CallerChecks,
  call: Call,
): Promise<{ raw: unknown; provider: SigningProvider | null }> {
  const text = await readBodyText(c, deps.config.BODY_LIMIT_BYTES);
  if (call.auth === 'processor') verifySignature(c, text, deps.secrets.processorCallbackSecret);
  const provider =
    call.auth === 'provider' ? await authenticateProvider(c, checks.providers, text) : null;
  return { raw: parseJsonBody(text), provider };
}
