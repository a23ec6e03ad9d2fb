import { setTimeout as sleep } from 'node:timers/promises';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import {
  BET_LEG_LIMITS,
  potentialReturn,
  validateBetLegs,
} from '../../../../contract/sports-payout';
import {
  SPORTS_STAKE_LIMITS,
  type OddsPolicy,
  type SportsBetView,
} from '../../../../contract/sportsbook';
import type { ErrorCode } from '../../../../contract/errors';
import type { Queryable } from '../../../db/database';
import { ApiError, fieldError } from '../../../http/api-error';
import { getBalance, transfer } from '../../wallet/ledger';
import { insertBet, lockForBet, selectSelections, type SelectionState } from './bet-repository';
import { placedBetView } from './bet-views';

// front/sports/place_bet: a bet is checked against the book twice, before an in-play bet's
// acceptance delay (outside any transaction: on PGlite a transaction holds the only connection)
// and again inside the transaction that moves the stake, under the events' locks. The
// transaction is kept to few round trips (docs/sportsbook-settlement.md): one statement takes
// the locks, one reads the book, one writes the bet and its legs, and the answer is built from
// what they returned rather than read back.

export interface BetRequest {
  playerId: number;
  /** satoshis */
  stake: bigint;
  type: 'single' | 'accumulator';
  selections: { outcomeId: string; oddsMilli: number }[];
  oddsPolicy: OddsPolicy;
}

/** What the first check saw: the markets' stop counts, which must not move before acceptance. */
export interface FirstCheck {
  stopCounts: Map<string, number>;
  /** the legs' events (an outcome's event never changes), for the transaction's locks */
  eventIds: string[];
  isLive: boolean;
}

const MIN_STAKE = mbtcToSatoshis(SPORTS_STAKE_LIMITS.minStake) as bigint;
const MAX_STAKE = mbtcToSatoshis(SPORTS_STAKE_LIMITS.maxStake) as bigint;
const ENDED_EVENT_STATUSES = new Set(['ended', 'closed', 'cancelled']);

/** A bet the book refuses as it now stands (409: the same bet may be accepted later). */
const refuse = (code: ErrorCode, params?: Record<string, string | number>) =>
  new ApiError(409, code, undefined, params);

/**
 * The checks that need no lock, then, for a bet with a leg in play, the acceptance delay. Runs
 * after the Idempotency-Key is claimed and before the transaction.
 */
export async function checkBetBeforePlacing(
  db: Queryable,
  bet: BetRequest,
  liveDelaySeconds: number,
): Promise<FirstCheck> {
  if (bet.stake < MIN_STAKE) {
    throw fieldError('stake', 'stake_too_low', { min: SPORTS_STAKE_LIMITS.minStake });
  }
  if (bet.stake > MAX_STAKE) {
    throw fieldError('stake', 'stake_too_high', { max: SPORTS_STAKE_LIMITS.maxStake });
  }
  const legLimits = BET_LEG_LIMITS[bet.type];
  if (bet.selections.length < legLimits.min) throw fieldError('selections', 'too_few_legs');
  if (bet.selections.length > legLimits.max) throw fieldError('selections', 'too_many_legs');
  const states = await selectSelections(
    db,
    bet.selections.map((selection) => selection.outcomeId),
  );
  const legs = checkSelections(bet, states, null);
  const isLive = legs.some((leg) => leg.state.eventStatus === 'live');
  if (isLive && liveDelaySeconds > 0) {
    // a stake the balance cannot cover is told at once, not after the wait (and checked again)
    checkBalance(bet.stake, await getBalance(db, bet.playerId));
    await sleep(liveDelaySeconds * 1000);
  }
  return {
    isLive,
    eventIds: legs.map((leg) => leg.state.eventId),
    stopCounts: new Map(legs.map((leg) => [leg.state.marketId, leg.state.stopCount])),
  };
}

/**
 * Places the bet in the caller's transaction: the player's cash lock first (the ledger's order),
 * then the events' shared locks, the book read again and checked against the first check, and
 * one movement `sports_bet` from cash to the book. Answers the bet and the balance after it.
 */
export async function placeBet(
  tx: Queryable,
  bet: BetRequest,
  firstCheck: FirstCheck,
): Promise<{ bet: SportsBetView; balance: bigint }> {
  const { cash, bookAccountId } = await lockForBet(tx, bet.playerId, firstCheck.eventIds);
  checkBalance(bet.stake, cash.balance);
  const outcomeIds = bet.selections.map((selection) => selection.outcomeId);
  const legs = checkSelections(bet, await selectSelections(tx, outcomeIds), firstCheck.stopCounts);
  const potential = potentialReturn(bet.stake, {
    type: bet.type,
    legs: legs.map(({ state }) => ({ eventId: state.eventId, odds: state.oddsMilli })),
  });
  const placed = await insertBet(tx, {
    playerId: bet.playerId,
    type: bet.type,
    stake: bet.stake,
    potentialReturn: potential,
    legs: legs.map(({ state }) => ({
      outcomeId: state.id,
      marketId: state.marketId,
      eventId: state.eventId,
      oddsMilli: state.oddsMilli,
    })),
  });
  await transfer(tx, 'sports_bet', `sports_bet:${placed.id}`, cash.id, bookAccountId, bet.stake);
  const view = placedBetView({
    ...placed,
    type: bet.type,
    stake: bet.stake,
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
    })),
  });
  return { bet: view, balance: cash.balance - bet.stake };
}

/** A stake above the balance: `min_value` with the balance, as a withdrawal's amount. */
function checkBalance(stake: bigint, balance: bigint): void {
  if (stake > balance) throw fieldError('stake', 'min_value', { max: satoshisToMbtc(balance) });
}

/**
 * Every selection against the book: known, its event open and, before the start, not past its
 * start time, its market trading (and not stopped since the first check), the outcome offered and
 * its price within the player's policy. The first refusal found is thrown.
 */
function checkSelections(
  bet: BetRequest,
  states: Map<string, SelectionState>,
  stopCounts: Map<string, number> | null,
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
    if (state.eventStatus === 'not_started' && state.startTime.getTime() <= Date.now()) {
      throw refuse('event_started', params);
    }
    if (!meetsPolicy(bet.oddsPolicy, selection.oddsMilli, state.oddsMilli)) {
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

/** Whether the current price is one the player accepts, having seen `seen`. */
function meetsPolicy(policy: OddsPolicy, seen: number, current: number): boolean {
  if (policy === 'any') return true;
  if (policy === 'higher') return current >= seen;
  return current === seen;
}
