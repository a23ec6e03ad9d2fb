import type { Context } from 'hono';
import { login, logout, refresh } from '../../contract/auth';
import type { Call, CallParsedRequest } from '../../contract/call';
import { playerSendMessage } from '../../contract/contact';
import { resendVerification } from '../../contract/email-verification';
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
import { staffEnrolTotp, staffLogin, staffVerifyTotp } from '../../contract/operator/staff';
import { getProcessors, getWithdrawalProcessors } from '../../contract/wallet';
import {
  addWithdrawalAddress,
  confirmWithdrawalAddress,
} from '../../contract/withdrawal-addresses';
import type { Queryable } from '../db/database';
import { ApiError } from './api-error';
import { rateLimitKeyOf } from './client-ip';
import { countHits } from './rate-limit-counters';

/** What a request is counted by: its address, the player signed in (if any), its input. */
export interface LimitedRequest<Input = unknown> {
  ip: string;
  playerId: number | null;
  /** The staff member signed in, at a staff call. */
  staffId: number | null;
  input: Input;
}

/** One counter of a call: at most `limit` requests per window for each value of its key. */
export interface Budget<Input = never> {
  /** Names the counter within its call, after its key (ip, player…). */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The counter this request counts in, or null when the budget does not apply to it. */
  key: (request: LimitedRequest<Input>) => string | null;
  /** Why this budget and these values (docs/api.md lists them). */
  reason: string;
}

const MINUTE = 60;
const HOUR = 3600;

/** Every request from one address (an IPv6 address's /64), signed in or not. */
const perIp = <Input>(limit: number, windowSeconds: number, reason: string): Budget<Input> => ({
  name: 'ip',
  limit,
  windowSeconds,
  key: ({ ip }) => rateLimitKeyOf(ip),
  reason,
});

/** The requests from one address with no player signed in: a signed-in player's reads are free. */
const perVisitorIp = <Input>(
  limit: number,
  windowSeconds: number,
  reason: string,
): Budget<Input> => ({
  name: 'ip',
  limit,
  windowSeconds,
  key: ({ ip, playerId }) => (playerId === null ? rateLimitKeyOf(ip) : null),
  reason,
});

/** One signed-in player's requests, from whatever address: an account is no way around a limit. */
const perPlayer = <Input>(limit: number, windowSeconds: number, reason: string): Budget<Input> => ({
  name: 'player',
  limit,
  windowSeconds,
  key: ({ playerId }) => (playerId === null ? null : String(playerId)),
  reason,
});

/** One staff member's requests, from whatever address. */
const perStaff = <Input>(limit: number, windowSeconds: number, reason: string): Budget<Input> => ({
  name: 'staff',
  limit,
  windowSeconds,
  key: ({ staffId }) => (staffId === null ? null : String(staffId)),
  reason,
});

const DEFAULT_REASON =
  'any other public write or lookup: a person never needs more; a script is slowed to one a second';
/** Any public or optional call not listed in CALL_BUDGETS. */
export const DEFAULT_BUDGETS: Budget<never>[] = [
  perIp(60, MINUTE, DEFAULT_REASON),
  perPlayer(60, MINUTE, DEFAULT_REASON),
];

const PUBLIC_READ = perVisitorIp(
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
    perPlayer(5, HOUR, 'the same for a signed-in player, from whatever address'),
  ]),
  // A player and a mailbox also get at most three reset emails an hour, counted only for a
  // matching pair and never refused (RESET_EMAIL_BUDGET in players/password-reset.ts): a budget
  // here would count anyone naming the victim, and its 429 would lock the owner out.
  budgetsOf(resetPlayerPassword, [perIp(5, HOUR, 'each may send an email')]),
  // a TOTP code has a million values and three are accepted at a time: a few tries a minute
  // leave a guess no real chance (the sign-in's failures are also counted per username)
  budgetsOf(staffLogin, [
    perIp(
      20,
      10 * MINUTE,
      'each hashes a password and may check a TOTP code; staff sign in a few times a day',
    ),
  ]),
  budgetsOf(staffEnrolTotp, [
    perIp(
      10,
      10 * MINUTE,
      'each checks a TOTP code against a secret just shown; a person needs one or two tries',
    ),
  ]),
  budgetsOf(staffVerifyTotp, [
    perStaff(
      10,
      10 * MINUTE,
      'each checks a TOTP code; a person needs one or two tries per action',
    ),
  ]),
  budgetsOf(resendVerification, [
    perPlayer(3, HOUR, 'each emails a new verification link; a person needs one or two'),
  ]),
  budgetsOf(setNewPassword, [
    perIp(10, 10 * MINUTE, 'a good token costs a password hash; a person needs one or two tries'),
  ]),
  budgetsOf(addWithdrawalAddress, [
    perPlayer(10, HOUR, 'each emails the player a link; a person saves an address or two'),
  ]),
  budgetsOf(confirmWithdrawalAddress, [
    perIp(
      20,
      10 * MINUTE,
      'a person opens a link or two; the 256-bit token leaves nothing to guess',
    ),
  ]),
]);

/** Calls anyone may make, with or without a player signed in. */
const isOpenToAnyone = (call: Call) => call.auth === 'public' || call.auth === 'optional';

/**
 * Counts a call anyone may make in each of its budgets (the call's own, else the default) that
 * has a key for this request, and refuses it with 429, `Retry-After` and `too_many_requests` when
 * any is spent. So a visitor is counted by address, a signed-in player's write both by address and
 * as that player, and a signed-in player's read of public content not at all. Calls that need a
 * player, the processor or a provider are never limited here; a staff call only by its own
 * budgets (admin/auth/verify_totp).
 */
export async function enforceRateLimits(
  c: Context,
  db: Queryable,
  scale: number,
  call: Call,
  request: LimitedRequest,
): Promise<void> {
  // a call for a signed-in caller is limited only where it lists budgets of its own
  if (!isOpenToAnyone(call) && !CALL_BUDGETS.has(call)) return;
  const budgets = (CALL_BUDGETS.get(call) ?? DEFAULT_BUDGETS) as Budget<unknown>[];
  const limits = new Map<string, number>();
  const counters = budgets.flatMap((budget) => {
    const key = budget.key(request);
    if (key === null) return [];
    const bucket = `${call.path}|${budget.name}|${key}`;
    limits.set(bucket, budget.limit * scale);
    return [{ bucket, windowSeconds: budget.windowSeconds }];
  });
  if (counters.length === 0) return;
  const spent = (await countHits(db, counters)).filter(
    (counter) => counter.hits > (limits.get(counter.bucket) ?? Infinity),
  );
  if (spent.length === 0) return;
  const seconds = Math.max(...spent.map((counter) => counter.secondsLeft));
  c.header('Retry-After', String(seconds));
  throw new ApiError(429, 'too_many_requests', undefined, { seconds });
}
