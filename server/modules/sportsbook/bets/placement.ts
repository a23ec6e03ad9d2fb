import { satoshisToMbtc } from '../../../../contract/money';
import {
  BET_LEG_LIMITS,
  validateBetLegs,
  type SportsBetType,
} from '../../../../contract/sports-payout';
import {
  parseSystem,
  systemLineCount,
  type SportsSystem,
} from '../../../../contract/sports-systems';
import type { OddsPolicy, SportsBetView } from '../../../../contract/sportsbook';
import type { ErrorCode } from '../../../../contract/errors';
import type { Clock } from '../../../clock';
import type { Queryable } from '../../../db/database';
import { ApiError, fieldError } from '../../../http/api-error';
import { waitThenRunAgain, type WaitThenRunAgain } from '../../../http/idempotency';
import { checkBet } from '../../protection/enforcement';
import { transfer } from '../../wallet/ledger';
import { lockLiability } from '../limits/limits-repository';
import { checkPlacementLimits } from '../limits/placement-limits';
import { builderPrice } from './bet-builder-quote';
import { insertBet, lockForBet, selectSelections, type SelectionState } from './bet-repository';
import { placedBetView } from './bet-views';
import { betPotentialReturn } from './potential-return';

// front/sports/place_bet in one transaction of few round trips (docs/sportsbook-settlement.md):
// one statement takes the locks, one reads the book, one writes the bet and its legs, the ledger
// one more, and the answer is built from what they returned rather than read back. A bet with a
// leg in play must first wait the acceptance delay, with no transaction open (on PGlite a
// transaction holds the only connection, and on PostgreSQL the event locks would hold the feed
// back): its first transaction checks it under the locks, notes the markets' stop counts and
// answers a wait on the clock (waitThenRunAgain); the second checks it again against them. A
// pre-match bet, the common case, is read once.

export interface BetRequest {
  playerId: number;
  /** satoshis; per line for a system */
  stake: bigint;
  type: SportsBetType;
  /** the system's name ('yankee', '2/4') when `type` is system */
  system?: string;
  /** a bet builder's joint price as the player saw it (price_bet_builder) */
  builderOddsMilli?: number;
  selections: { outcomeId: string; oddsMilli: number }[];
  oddsPolicy: OddsPolicy;
}

/** What an in-play bet's first look saw before its wait: the markets' stop counts, which must not move. */
export interface InPlayWait {
  stopCounts: Map<string, number>;
}

const ENDED_EVENT_STATUSES = new Set(['ended', 'closed', 'cancelled']);

/** A bet the book refuses as it now stands (409: the same bet may be accepted later). */
const refuse = (code: ErrorCode, params?: Record<string, string | number>) =>
  new ApiError(409, code, undefined, params);

/**
 * Places the bet in the caller's transaction: the liability locks of the legs' events first
 * (limits-repository.ts), then the player's cash lock (the ledger's order), the shared locks of
 * the legs' events, the book read and checked, and one movement
 * `sports_bet` from cash to the book. A bet with a leg in play that has not waited yet answers
 * the acceptance delay on `clock` instead (the wait answers the InPlayWait the next try is given).
 * Answers the bet and the balance after it.
 */
export async function placeBet(
  tx: Queryable,
  bet: BetRequest,
  book: { liveDelaySeconds: number; margin: number },
  waited: InPlayWait | undefined,
  clock: Clock,
): Promise<{ bet: SportsBetView; balance: bigint } | WaitThenRunAgain<InPlayWait>> {
  const { liveDelaySeconds } = book;
  const now = clock.now();
  const system = checkBetShape(bet);
  // a system's stake is per line (docs/sportsbook-settlement.md): the ledger moves the whole stake
  const totalStake = system ? bet.stake * BigInt(systemLineCount(system)) : bet.stake;
  const outcomeIds = bet.selections.map((selection) => selection.outcomeId);
  const liabilityEventIds = await lockLiability(tx, outcomeIds);
  const { cash, lockedEventIds, bookAccountId } = await lockForBet(tx, bet.playerId, outcomeIds);
  const states = await selectSelections(tx, outcomeIds);
  const legs = checkSelections(bet, states, waited?.stopCounts ?? null, now);
  const unlocked = legs.find(
    ({ state }) => !lockedEventIds.has(state.eventId) || !liabilityEventIds.has(state.eventId),
  );
  if (unlocked) {
    // an outcome created after the lock statement began: its event was not locked
    throw refuse('selection_unavailable', { outcomeId: unlocked.state.id });
  }
  const builderOdds =
    bet.type === 'bet_builder' ? await checkBuilderPrice(tx, bet, legs, book) : null;
  const betLegs = legs.map(({ state }) => ({ eventId: state.eventId, odds: state.oddsMilli }));
  // what the bet returns at a stake (per line for a system): the limits search it for the largest
  const returnAt = (stake: bigint) =>
    betPotentialReturn(
      { type: bet.type, system, builderOddsMilli: builderOdds },
      system ? stake * BigInt(systemLineCount(system)) : stake,
      betLegs,
    );
  await checkPlacementLimits(tx, {
    playerId: bet.playerId,
    stake: bet.stake,
    lines: system ? systemLineCount(system) : 1,
    legs: legs.map(({ state }) => state),
    potentialReturn: returnAt,
  });
  await checkBet(tx, { playerId: bet.playerId, stake: totalStake, now });
  checkBalance(totalStake, cash.balance);
  const isLive = legs.some(({ state }) => state.eventStatus === 'live');
  if (isLive && liveDelaySeconds > 0 && !waited) {
    const stopCounts = new Map(legs.map(({ state }) => [state.marketId, state.stopCount]));
    return waitThenRunAgain(async (): Promise<InPlayWait> => {
      await clock.sleep(liveDelaySeconds * 1000);
      return { stopCounts };
    });
  }
  const potential = returnAt(bet.stake);
  const systemColumns = system && { name: system.name, lines: systemLineCount(system) };
  const placed = await insertBet(tx, {
    playerId: bet.playerId,
    type: bet.type,
    stake: totalStake,
    system: systemColumns,
    builderOddsMilli: builderOdds,
    potentialReturn: potential,
    legs: legs.map(({ state }) => ({
      outcomeId: state.id,
      marketId: state.marketId,
      eventId: state.eventId,
      oddsMilli: state.oddsMilli,
    })),
  });
  await transfer(tx, 'sports_bet', `sports_bet:${placed.id}`, cash.id, bookAccountId, totalStake);
  const view = placedBetView({
    ...placed,
    type: bet.type,
    stake: totalStake,
    system: systemColumns,
    builderOddsMilli: builderOdds,
    potentialReturn: potential,
    legs: legs.map(({ state }) => ({
      outcomeId: state.id,
      eventId: state.eventId,
      home: state.home,
      away: state.away,
      startTime: state.startTime,
      marketType: state.marketType,
      specifiers: state.specifiers,
      outcome: state.outcomeId,
      oddsMilli: state.oddsMilli,
      marketId: state.marketId,
      eventStatus: state.eventStatus,
    })),
  });
  return { bet: view, balance: cash.balance - totalStake };
}

/**
 * The checks of the request alone: the number of legs for the type and, for a system, one it
 * names that takes that many legs (the stake's limits need the book: checkPlacementLimits).
 * Answers the system of a system bet.
 */
function checkBetShape(bet: BetRequest): SportsSystem | null {
  const legLimits = BET_LEG_LIMITS[bet.type];
  if (bet.selections.length < legLimits.min) throw fieldError('selections', 'too_few_legs');
  if (bet.selections.length > legLimits.max) throw fieldError('selections', 'too_many_legs');
  // a field of another type's is a request built wrong, not one to ignore
  if (bet.type !== 'bet_builder' && bet.builderOddsMilli !== undefined) {
    throw fieldError('builderOddsMilli', 'invalid_value');
  }
  if (bet.type !== 'system') {
    if (bet.system !== undefined) throw fieldError('system', 'invalid_system');
    return null;
  }
  const system = bet.system === undefined ? null : parseSystem(bet.system);
  if (!system) throw fieldError('system', 'invalid_system');
  if (system.legs !== bet.selections.length) {
    throw fieldError('selections', 'system_legs_mismatch', { legs: system.legs });
  }
  return system;
}

/** A stake above the balance: `min_value` with the balance, as a withdrawal's amount. */
function checkBalance(stake: bigint, balance: bigint): void {
  if (stake > balance) throw fieldError('stake', 'min_value', { max: satoshisToMbtc(balance) });
}

/**
 * Every selection against the book: known, its event open and, before the start, not past its
 * start time, its market trading (and not stopped since the look before an in-play bet's wait),
 * the outcome offered and its price within the player's policy. The first refusal found is thrown.
 */
function checkSelections(
  bet: BetRequest,
  states: Map<string, SelectionState>,
  stopCounts: Map<string, number> | null,
  now: Date,
): { state: SelectionState }[] {
  const legs = bet.selections.map((selection) => {
    const state = states.get(selection.outcomeId);
    const params = { outcomeId: selection.outcomeId };
    if (!state || ENDED_EVENT_STATUSES.has(state.eventStatus)) {
      throw refuse('selection_unavailable', params);
    }
    if (state.marketStatus === 'suspended' || state.eventStatus === 'suspended') {
      throw refuse('market_suspended', params);
    }
    if (state.marketStatus !== 'active' || !state.isActive) {
      throw refuse('selection_unavailable', params);
    }
    const stopCount = stopCounts?.get(state.marketId);
    if (stopCount !== undefined && stopCount !== state.stopCount) {
      throw refuse('market_suspended', params);
    }
    if (state.eventStatus === 'not_started' && state.startTime <= now) {
      throw refuse('event_started', params);
    }
    // a bet builder's price is the joint one (checkBuilderPrice), not its legs'
    const isPriced = bet.type !== 'bet_builder';
    if (isPriced && !meetsPolicy(bet.oddsPolicy, selection.oddsMilli, state.oddsMilli)) {
      throw refuse('odds_changed', { ...params, oddsMilli: state.oddsMilli });
    }
    return { state };
  });
  const legsError = validateBetLegs({
    type: bet.type,
    legs: legs.map((leg) => ({ eventId: leg.state.eventId, odds: leg.state.oddsMilli })),
  });
  if (legsError) throw fieldError('selections', legsError);
  return legs;
}

/**
 * A bet builder's joint price now (priced as price_bet_builder prices it, under the bet's event
 * locks), against the price the player saw and the odds policy: `odds_changed` with the price now.
 */
async function checkBuilderPrice(
  tx: Queryable,
  bet: BetRequest,
  legs: { state: SelectionState }[],
  book: { margin: number },
): Promise<number> {
  if (bet.builderOddsMilli === undefined) throw fieldError('builderOddsMilli', 'field_required');
  const odds = await builderPrice(
    tx,
    legs.map(({ state }) => state),
    book.margin,
  );
  if (!meetsPolicy(bet.oddsPolicy, bet.builderOddsMilli, odds)) {
    throw refuse('odds_changed', { oddsMilli: odds });
  }
  return odds;
}

/** Whether the current price is one the player accepts, having seen `seen`. */
function meetsPolicy(policy: OddsPolicy, seen: number, current: number): boolean {
  if (policy === 'any') return true;
  if (policy === 'higher') return current >= seen;
  return current === seen;
}
