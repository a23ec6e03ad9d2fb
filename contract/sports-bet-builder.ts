// The bet builder (issue 14): several selections of one football match as one bet, priced jointly
// from the score grid (docs/sportsbook-pricing.md, "Bet builder"). `api.ts` registers the call and
// server/modules/sportsbook/routes.ts answers it.
import * as v from 'valibot';
import { defineCall } from './call';
import { ok } from './common';
import { BET_LEG_LIMITS } from './sports-payout';
import { milliOdds, outcomeId } from './sportsbook';

/** How many selections one builder bet combines. */
export const BET_BUILDER_LEGS = BET_LEG_LIMITS.bet_builder;

/** The football markets whose selections a builder takes (total: half-goal lines only). */
export const BET_BUILDER_MARKETS = [
  '1x2',
  'double_chance',
  'total',
  'btts',
  'correct_score',
] as const;

/**
 * The builder's price for these selections now. Refusals: `too_few_legs` / `too_many_legs`,
 * `bet_builder_one_event` (selections of several events), `bet_builder_unsupported` (not football,
 * or a market the builder does not take; param `outcomeId` when one selection is the cause),
 * `bet_builder_impossible` (the combination cannot happen, or is too unlikely or too certain to
 * offer), `bet_builder_unavailable` (the event's prices give no model right now), and a
 * selection's own refusals as in place_bet (`market_suspended`, `selection_unavailable`,
 * `event_started`).
 */
export const priceBetBuilder = defineCall({
  path: 'front/sports/price_bet_builder',
  method: 'POST',
  auth: 'optional',
  request: v.object({
    selections: v.pipe(
      v.array(outcomeId, 'invalid_value'),
      v.minLength(BET_BUILDER_LEGS.min, 'too_few_legs'),
      v.maxLength(BET_BUILDER_LEGS.max, 'too_many_legs'),
    ),
  }),
  response: v.object({ status: ok, eventId: v.string(), oddsMilli: milliOdds }),
});
