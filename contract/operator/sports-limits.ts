// The operator's calls of the sportsbook's limits (issue 14; docs/sportsbook-settlement.md
// "Limits"): stakes per sport, pre-match and in play, the book's maximum payout and liabilities,
// and a player's stake factor. Amounts are mBTC.
import * as v from 'valibot';
import { defineCall } from '../call';
import { emptyRequest, listOf, mbtcAmount, ok, pageFields, requiredText } from '../common';
import { noControlCharacters } from '../input-limits';

/** Every sport's defaults: the stake limits of a sport without its own. */
export const ALL_SPORTS = '';
/** The largest stake factor: a hundred times the limits is beyond any sensible VIP treatment. */
export const MAX_STAKE_FACTOR = 100;

const positiveMbtc = v.pipe(
  mbtcAmount,
  v.check((satoshis) => satoshis > 0n, 'invalid_amount'),
);

const stakeLimitsView = v.object({
  /** a sport's id, or '' for every sport's defaults */
  sportId: v.string(),
  inPlay: v.boolean(),
  minStake: v.number(),
  maxStake: v.number(),
});

export const sportsLimitsView = v.object({
  /** every sport's defaults ('') first, then each sport's own */
  stake: v.array(stakeLimitsView),
  maxPayout: v.number(),
  marketLiability: v.number(),
  eventLiability: v.number(),
});
export type SportsLimitsView = v.InferOutput<typeof sportsLimitsView>;

const limitsResponse = v.object({ status: ok, limits: sportsLimitsView });

export const adminGetSportsLimits = defineCall({
  path: 'admin/sports/get_limits',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.limits',
  request: emptyRequest,
  response: limitsResponse,
});

/**
 * The minimum and maximum stake per selection of a sport (`sportId` left out or '': every sport's
 * defaults), pre-match or in play. `not_found` for a sport the book does not have.
 */
export const adminSetSportsStakeLimits = defineCall({
  path: 'admin/sports/set_stake_limits',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.limits',
  request: v.pipe(
    v.object({
      sportId: v.optional(
        v.pipe(v.string('invalid_value'), v.trim(), v.maxLength(100), noControlCharacters()),
        '',
      ),
      inPlay: v.boolean('invalid_value'),
      minStake: positiveMbtc,
      maxStake: positiveMbtc,
    }),
    v.forward(
      v.check((input) => input.minStake <= input.maxStake, 'invalid_value'),
      ['maxStake'],
    ),
  ),
  response: limitsResponse,
});

/** The book's maximum payout per bet and its liability limits per market and per event. */
export const adminSetSportsBookLimits = defineCall({
  path: 'admin/sports/set_book_limits',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.limits',
  request: v.object({
    maxPayout: positiveMbtc,
    marketLiability: positiveMbtc,
    eventLiability: positiveMbtc,
  }),
  response: limitsResponse,
});

/**
 * A player's stake factor, by username: their maximum stakes are multiplied by it (0.5 halves
 * them); 0 blocks their sports betting. At most three decimals. `not_found` for no such player.
 */
export const adminSetSportsStakeFactor = defineCall({
  path: 'admin/sports/set_stake_factor',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.limits',
  stepUp: true,
  request: v.object({
    username: requiredText(100),
    factor: v.pipe(
      v.number('invalid_value'),
      v.minValue(0, 'invalid_value'),
      v.maxValue(MAX_STAKE_FACTOR, 'invalid_value'),
      v.check(
        (factor) => Math.abs(factor * 1000 - Math.round(factor * 1000)) < 1e-6,
        'invalid_value',
      ),
    ),
  }),
  response: v.object({ status: ok, username: v.string(), factor: v.number() }),
});

export const stakeFactorRow = v.object({
  playerId: v.number(),
  username: v.string(),
  /** never 1: the players whose limits are their own */
  factor: v.number(),
});
export type StakeFactorRow = v.InferOutput<typeof stakeFactorRow>;

/**
 * The players whose stake factor is not 1, the lowest factor first (0, closed to sports betting,
 * before reduced, before raised), then by username; paged.
 */
export const adminGetSportsStakeFactors = defineCall({
  path: 'admin/sports/get_stake_factors',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.limits',
  request: v.object({ ...pageFields }),
  response: v.object({ status: ok, ...listOf(stakeFactorRow).entries }),
});
