import type { Context } from 'hono';
import { login, logout, refresh } from '../../contract/auth';
import type { Call, CallParsedRequest } from '../../contract/call';
import { playerSendMessage } from '../../contract/contact';
import {
  getContentTemplate,
  getFaqTemplate,
  getPromotionTemplate,
  getSlider,
} from '../../contract/content';
import { getGameGroupList, getGameProviders, getGames } from '../../contract/games';
import {
  registerPlayer,
  resetPlayerPassword,
  setNewPassword,
  validatePlayerName,
  validatePromoCode,
} from '../../contract/players';
import { geolocation, getSetting } from '../../contract/settings';
import { getProcessors, getWithdrawalProcessors } from '../../contract/wallet';
import type { Queryable } from '../db/database';
import { ApiError } from './api-error';
import { countHits } from './rate-limit-counters';

/** One counter of a call: at most `limit` requests per window for each value of its key. */
export interface Budget<Input = never> {
  /** Names the counter within its call. */
  name: string;
  limit: number;
  windowSeconds: number;
  key: (request: { ip: string; input: Input }) => string;
  /** Why this budget and these values (docs/api.md lists them). */
  reason: string;
}

const MINUTE = 60;
const HOUR = 3600;

const perIp = <Input>(limit: number, windowSeconds: number, reason: string): Budget<Input> => ({
  name: 'ip',
  limit,
  windowSeconds,
  key: ({ ip }) => ip,
  reason,
});

/** Any unauthenticated call not listed in CALL_BUDGETS. */
export const DEFAULT_BUDGET = perIp(
  60,
  MINUTE,
  'any unauthenticated write or lookup: a person never needs more; a script is slowed to one a second',
);

const PUBLIC_READ = perIp(
  600,
  MINUTE,
  'public content (settings, slider, games, templates): a page load makes about ten; generous for many visitors behind one address',
);

/** A call with its budgets, each key function typed by that call's own parsed input. */
function budgetsOf<C extends Call>(
  call: C,
  budgets: Budget<CallParsedRequest<C>>[],
): [Call, Budget<never>[]] {
  return [call, budgets as Budget<never>[]];
}

/** The stricter budgets of the calls where abuse costs, and the generous one of public reads. */
export const CALL_BUDGETS = new Map<Call, Budget<never>[]>([
  ...[
    getSetting,
    geolocation,
    getSlider,
    getPromotionTemplate,
    getContentTemplate,
    getFaqTemplate,
    getGames,
    getGameGroupList,
    getGameProviders,
    getProcessors,
    getWithdrawalProcessors,
  ].map((call) => budgetsOf(call, [PUBLIC_READ])),
  budgetsOf(login, [
    perIp(
      60,
      MINUTE,
      'login has its own throttle of failures (login-throttle.ts); this only bounds the password hashes one address can make the server verify',
    ),
  ]),
  ...[refresh, logout].map((call) =>
    budgetsOf(call, [
      perIp(
        120,
        MINUTE,
        'one per open tab and page load; the refresh cookie is a 256-bit secret, so there is nothing to guess',
      ),
    ]),
  ),
  budgetsOf(registerPlayer, [
    perIp(
      10,
      HOUR,
      'each creates an account (with any promo bonus) and hashes a password: 60 accounts were made from one address in 1.6 s',
    ),
  ]),
  budgetsOf(validatePlayerName, [
    perIp(30, 10 * MINUTE, 'the form asks once per pause in typing; more is enumerating usernames'),
  ]),
  budgetsOf(validatePromoCode, [
    perIp(30, 10 * MINUTE, 'the form asks once per pause in typing; more is guessing bonus codes'),
  ]),
  budgetsOf(playerSendMessage, [
    perIp(
      5,
      HOUR,
      "each message lands in the operators' inbox: 200 were sent in 1 s from one address",
    ),
  ]),
  // A player and a mailbox also get at most three reset emails an hour, counted only for a
  // matching pair and never refused (RESET_EMAIL_BUDGET in players/password-reset.ts): a budget
  // here would count anyone naming the victim, and its 429 would lock the owner out.
  budgetsOf(resetPlayerPassword, [perIp(5, HOUR, 'each may send an email')]),
  budgetsOf(setNewPassword, [
    perIp(10, 10 * MINUTE, 'a good token costs a password hash; a person needs one or two tries'),
  ]),
]);

/** Calls anyone may make: limited when no player is signed in. */
const isUnauthenticated = (call: Call) => call.auth === 'public' || call.auth === 'optional';

/**
 * Counts an unauthenticated call against its budgets (the call's own, else the default) and
 * refuses it with 429, `Retry-After` and `too_many_requests` when any budget is spent. A signed-in
 * player, the processor and providers are never limited here.
 */
export async function enforceRateLimits(
  c: Context,
  db: Queryable,
  scale: number,
  call: Call,
  request: { isSignedIn: boolean; ip: string; input: unknown },
): Promise<void> {
  if (request.isSignedIn || !isUnauthenticated(call)) return;
  const budgets = (CALL_BUDGETS.get(call) ?? [DEFAULT_BUDGET]) as Budget<unknown>[];
  const limits = new Map<string, number>();
  const counters = budgets.map((budget) => {
    const bucket = `${call.path}|${budget.name}|${budget.key(request)}`;
    limits.set(bucket, budget.limit * scale);
    return { bucket, windowSeconds: budget.windowSeconds };
  });
  const spent = (await countHits(db, counters)).filter(
    (counter) => counter.hits > (limits.get(counter.bucket) ?? Infinity),
  );
  if (spent.length === 0) return;
  const seconds = Math.max(...spent.map((counter) => counter.secondsLeft));
  c.header('Retry-After', String(seconds));
  throw new ApiError(429, 'too_many_requests', undefined, { seconds });
}
