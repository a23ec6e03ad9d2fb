import type { ErrorCode } from '../../../../contract/errors';
import type { Queryable } from '../../../db/database';
import { ApiError, fieldError } from '../../../http/api-error';
import { getEvent } from '../book/events-repository';
import { parseSpecifiers } from '../feed/feed-messages';
import { BET_BUILDER_LEGS } from '../../../../contract/sports-bet-builder';
import { priceBetBuilder } from '../pricing/bet-builder';
import { fitRemainingRates, gridFromRates, type QuotedMarket } from '../pricing/football-rate-fit';
import { selectSelections, type SelectionState } from './bet-repository';

// The price of a bet builder as the book stands now (docs/sportsbook-pricing.md, "Bet builder"):
// the selections read and checked as a bet's are, the event's goal rates fitted to its published
// prices, and the joint probability read off the score grid. `front/sports/price_bet_builder`
// answers it; placing a builder prices it again the same way, under the bet's locks.

export interface BuilderQuote {
  eventId: string;
  oddsMilli: number;
  /** the selections, in the order asked */
  legs: SelectionState[];
}

/** What pricing needs of a selection: its ids, event, market and outcome. */
export type BuilderLeg = Pick<
  SelectionState,
  'id' | 'eventId' | 'marketType' | 'specifiers' | 'outcomeId'
>;

const OPEN_EVENT_STATUSES = new Set(['not_started', 'live']);

const refuse = (code: ErrorCode, params?: Record<string, string | number>) =>
  new ApiError(409, code, undefined, params);

/** Each selection open for betting, all of one event; the first refusal is thrown. */
function checkSelections(
  outcomeIds: string[],
  states: Map<string, SelectionState>,
  now: Date,
): SelectionState[] {
  if (outcomeIds.length < BET_BUILDER_LEGS.min) throw fieldError('selections', 'too_few_legs');
  if (outcomeIds.length > BET_BUILDER_LEGS.max) throw fieldError('selections', 'too_many_legs');
  const legs = outcomeIds.map((outcomeId) => {
    const state = states.get(outcomeId);
    const params = { outcomeId };
    if (!state || !OPEN_EVENT_STATUSES.has(state.eventStatus)) {
      if (state?.eventStatus === 'suspended') throw refuse('market_suspended', params);
      throw refuse('selection_unavailable', params);
    }
    if (state.marketStatus === 'suspended') throw refuse('market_suspended', params);
    if (state.marketStatus !== 'active' || !state.isActive) {
      throw refuse('selection_unavailable', params);
    }
    if (state.eventStatus === 'not_started' && state.startTime <= now) {
      throw refuse('event_started', params);
    }
    return state;
  });
  const eventIds = new Set(legs.map((leg) => leg.eventId));
  if (eventIds.size > 1) throw fieldError('selections', 'bet_builder_one_event');
  if (new Set(outcomeIds).size < outcomeIds.length) {
    throw fieldError('selections', 'bet_builder_impossible');
  }
  return legs;
}

/**
 * The builder's price now, or the refusal: a selection unknown, closed or suspended (as a bet's),
 * selections of several events (`bet_builder_one_event`), then `builderPrice`'s refusals.
 */
export async function quoteBetBuilder(
  db: Queryable,
  outcomeIds: string[],
  margin: number,
  now: Date,
): Promise<BuilderQuote> {
  const legs = checkSelections(outcomeIds, await selectSelections(db, outcomeIds), now);
  const oddsMilli = await builderPrice(db, legs, margin);
  return { eventId: (legs[0] as SelectionState).eventId, oddsMilli, legs };
}

/**
 * The joint price of selections of one event, already checked open: not football or a market
 * the builder does not take (`bet_builder_unsupported`, naming the selection), a combination
 * that cannot be offered (`bet_builder_impossible`), or an event whose prices give no model to
 * price it from (`bet_builder_unavailable`: no complete 1X2, total or btts market on offer).
 * Placement calls it under the bet's locks.
 */
export async function builderPrice(
  db: Queryable,
  legs: BuilderLeg[],
  margin: number,
): Promise<number> {
  const first = legs[0] as BuilderLeg;
  const event = await getEvent(db, first.eventId);
  if (!event) throw refuse('selection_unavailable', { outcomeId: first.id });
  if (event.sportId !== 'football') throw fieldError('selections', 'bet_builder_unsupported');
  const score = { home: event.score?.home ?? 0, away: event.score?.away ?? 0 };
  const markets: QuotedMarket[] = event.markets
    .filter((market) => market.status === 'active')
    .map((market) => ({
      type: market.type,
      specifiers: parseSpecifiers(market.specifiers),
      outcomes: market.outcomes
        .filter((outcome) => outcome.isActive)
        .map((outcome) => ({ id: outcome.outcomeId, oddsMilli: outcome.oddsMilli })),
    }));
  const rates = fitRemainingRates(score, markets);
  if (!rates) throw refuse('bet_builder_unavailable');
  const price = priceBetBuilder(
    gridFromRates(score, rates),
    legs.map((leg) => ({
      marketType: leg.marketType,
      specifiers: parseSpecifiers(leg.specifiers),
      outcome: leg.outcomeId,
    })),
    margin,
  );
  if (!price.ok) {
    const outcomeId = price.code === 'bet_builder_unsupported' ? legs[price.index]?.id : undefined;
    throw fieldError('selections', price.code, outcomeId ? { outcomeId } : undefined);
  }
  return price.oddsMilli;
}
