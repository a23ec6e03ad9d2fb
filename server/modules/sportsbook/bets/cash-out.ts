import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import {
  cashOutValue,
  closedStakeOf,
  largestPartialCashOut,
  minOpenStake,
  type CashOutLeg,
} from '../../../../contract/sports-cash-out';
import { SPORTS_STAKE_LIMITS, type SportsBetView } from '../../../../contract/sportsbook';
import type { ErrorCode } from '../../../../contract/errors';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import type { Realtime } from '../../realtime/realtime';
import { repayDebt } from '../../wallet/debt';
import { getSystemAccountId, lockPlayerRowAfterCash, postJournal } from '../../wallet/ledger';
import { announceMoneyChange } from '../../wallet/money-events';
import { builderPrice } from './bet-builder-quote';
import { findBet, type BetRow } from './bet-repository';
import { getBetViews } from './bet-views';
import {
  lockBetEvents,
  recordCashOut,
  selectAutoCashOut,
  selectCashOutLegs,
  type CashOutLegRow,
} from './cash-out-repository';
import { betPotentialReturn } from './potential-return';
import { resolveLeg, storedSystem, toSettlement } from './settlement';

// Cash out (docs/sportsbook-settlement.md, "Cash out"): the book buys all or part of an open bet
// back at its current value, in one transaction that takes the locks settlement takes (the
// player's cash, then the bet's row) and the shared locks of the bet's events a placement takes,
// so a settlement of the same bet and a `bet_stop` of its events are serialised with it: of a
// cash-out and a settlement racing, exactly one finds the bet open.

/** What the player asked for: `amount` of the value they saw, with the drop they accept. */
export interface CashOutOrder {
  /** satoshis */
  amount: bigint;
  valueSeen: bigint;
  tolerance: bigint;
  /** SPORTS_MARGIN: a bet builder's joint price is quoted again with it */
  margin: number;
}

/** A cash-out made: the bet after it and the satoshis paid. */
export interface CashOutDone {
  bet: SportsBetView;
  amount: bigint;
  balance: bigint;
}

const MIN_STAKE = mbtcToSatoshis(SPORTS_STAKE_LIMITS.minStake) as bigint;
const ENDED_EVENT_STATUSES = new Set(['ended', 'closed', 'cancelled']);

const refuse = (code: ErrorCode, params?: Record<string, string | number>) =>
  new ApiError(409, code, undefined, params);

type Refusal = { refusal: 'market_suspended' | 'cash_out_unavailable' };
type Valuation = { value: bigint; legs: CashOutLegRow[] } | Refusal;

/**
 * The legs as cash-out counts them, or why the bet has no value now: a market or event of an
 * open leg suspended, or a leg's market closed or its event over.
 */
function readLegs(
  bet: BetRow,
  legs: CashOutLegRow[],
): { cashOutLegs: CashOutLeg[]; openLegs: number } | Refusal {
  const cashOutLegs: CashOutLeg[] = [];
  let openLegs = 0;
  for (const leg of legs) {
    const decided = resolveLeg(leg, bet.placedAt);
    if (decided) {
      cashOutLegs.push({ odds: leg.oddsMilli, settlement: toSettlement(decided) });
      continue;
    }
    if (leg.marketStatus === 'suspended' || leg.eventStatus === 'suspended') {
      return { refusal: 'market_suspended' };
    }
    if (
      leg.marketStatus !== 'active' ||
      !leg.isActive ||
      ENDED_EVENT_STATUSES.has(leg.eventStatus)
    ) {
      return { refusal: 'cash_out_unavailable' };
    }
    openLegs++;
    cashOutLegs.push({ odds: leg.oddsMilli, currentOdds: leg.currentOddsMilli });
  }
  return { cashOutLegs, openLegs };
}

/**
 * A bet builder's joint price now, priced as price_bet_builder and a placement price it; null
 * when the book cannot quote it (a selection decided, or a refusal of the pricing).
 */
async function currentBuilderOdds(
  db: Queryable,
  legs: CashOutLegRow[],
  cashOutLegs: CashOutLeg[],
  margin: number,
): Promise<number | null> {
  if (cashOutLegs.some((leg) => 'settlement' in leg)) return null;
  const selections = legs.map((leg) => ({ ...leg, id: leg.outcomeRowId }));
  try {
    return await builderPrice(db, selections, margin);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * The bet's value from its legs as the book now stands (contract/sports-cash-out.ts), or why it
 * has none: an open leg not trading (readLegs), every leg decided (settlement's turn), a leg lost
 * (every line of a system), or a bet builder the book cannot price again now.
 */
export async function valueBet(
  db: Queryable,
  bet: BetRow,
  legs: CashOutLegRow[],
  margin: number,
): Promise<Valuation> {
  const read = readLegs(bet, legs);
  if ('refusal' in read) return read;
  if (read.openLegs === 0) return { refusal: 'cash_out_unavailable' };
  const { cashOutLegs } = read;
  const builder =
    bet.builderOddsMilli === null
      ? null
      : {
          odds: bet.builderOddsMilli,
          currentOdds: await currentBuilderOdds(db, legs, cashOutLegs, margin),
        };
  const value = cashOutValue({
    type: bet.type,
    openStake: bet.openStake,
    legs: cashOutLegs,
    system: bet.system ? storedSystem(bet.system) : null,
    builder,
  });
  return value === null || value === 0n ? { refusal: 'cash_out_unavailable' } : { value, legs };
}

/**
 * Locks the player's bet for a cash-out (cash, the bet's row, its events' shared locks) and
 * values it. Null when the player has no such bet.
 */
async function lockAndValue(tx: Queryable, playerId: number | null, betId: number, margin: number) {
  const locked = await lockPlayerRowAfterCash(
    tx,
    async (lock) => {
      const bet = await findBet(tx, betId, lock);
      return bet && (playerId === null || bet.playerId === playerId) ? bet : null;
    },
    (row) => row.playerId,
  );
  if (!locked) return null;
  if (locked.row.status !== 'open') return { ...locked, valuation: null };
  await lockBetEvents(tx, betId);
  const legs = await selectCashOutLegs(tx, betId);
  return { ...locked, valuation: await valueBet(tx, locked.row, legs, margin) };
}

/**
 * The player's cash-out in the caller's transaction: refused unless the bet is open, of a type
 * with a value, every open leg trading and the current value within the player's tolerance of
 * the value seen. `amount` equal to `valueSeen` cashes out everything at the current value;
 * less cashes out that amount. Announces the balance and `sports_bet_cashed_out` after commit.
 */
export async function cashOutBet(
  tx: Queryable,
  realtime: Realtime,
  afterCommit: (effect: () => void) => void,
  request: { playerId: number; betId: number } & CashOutOrder,
): Promise<CashOutDone> {
  const locked = await lockAndValue(tx, request.playerId, request.betId, request.margin);
  if (!locked) throw new ApiError(404, 'not_found');
  const { row: bet, cash, valuation } = locked;
  if (!valuation) throw refuse('bet_not_open');
  if ('refusal' in valuation) throw refuse(valuation.refusal);
  const { value } = valuation;
  const valueParam = { value: satoshisToMbtc(value) };
  if (value < request.valueSeen - request.tolerance) {
    throw refuse('cash_out_value_changed', valueParam);
  }
  if (request.amount > request.valueSeen) throw refuse('cash_out_above_value', valueParam);
  // everything the player saw, or everything there is now: the whole bet, paid at its value now
  const isFull = request.amount === request.valueSeen || request.amount === value;
  if (!isFull) checkPartial(bet, request.amount, value);
  const amount = isFull ? value : request.amount;
  return closeShare(tx, realtime, afterCommit, {
    bet,
    cash,
    valuation,
    amount,
    isAutomatic: false,
  });
}

/**
 * A partial cash-out must be within the value, close some stake and leave a stake one could bet
 * (the minimum on each line of a system).
 */
function checkPartial(bet: BetRow, amount: bigint, value: bigint): void {
  if (amount > value) throw refuse('cash_out_above_value', { value: satoshisToMbtc(value) });
  const closed = closedStakeOf(bet.openStake, amount, value);
  if (closed === 0n) throw refuse('cash_out_too_small');
  const minLeft = minOpenStake(MIN_STAKE, bet.system);
  if (bet.openStake - closed < minLeft) {
    throw refuse('cash_out_stake_left', {
      min: satoshisToMbtc(minLeft),
      max: satoshisToMbtc(largestPartialCashOut(bet.openStake, value, minLeft)),
    });
  }
}

/**
 * Closes the share amount ÷ value of the bet: `sports_cash_out` moves the stake closed out of the
 * book, the amount to the player and the rest to the house; the cash-out is recorded.
 */
async function closeShare(
  tx: Queryable,
  realtime: Realtime,
  afterCommit: (effect: () => void) => void,
  cashOut: {
    bet: BetRow;
    cash: { id: number; balance: bigint };
    valuation: { value: bigint; legs: CashOutLegRow[] };
    amount: bigint;
    isAutomatic: boolean;
  },
): Promise<CashOutDone> {
  const { bet, cash, valuation, amount } = cashOut;
  const isFull = amount >= valuation.value;
  const closedStake = closedStakeOf(bet.openStake, amount, valuation.value);
  const book = await getSystemAccountId(tx, 'system:sports_book');
  const house = await getSystemAccountId(tx, 'system:sports_house');
  const postings = [
    { accountId: book, amount: -closedStake },
    { accountId: cash.id, amount },
    { accountId: house, amount: closedStake - amount },
  ].filter((posting) => posting.amount !== 0n);
  const reference = `sports_bet:${bet.id}`;
  const journalId = await postJournal(tx, 'sports_cash_out', reference, postings);
  const openStake = bet.openStake - closedStake;
  const recorded = await recordCashOut(tx, {
    betId: bet.id,
    openStake: bet.openStake,
    amount,
    closedStake,
    value: valuation.value,
    isFull,
    isAutomatic: cashOut.isAutomatic,
    potentialReturn: isFull
      ? 0n
      : betPotentialReturn(
          { ...bet, system: bet.system && storedSystem(bet.system) },
          openStake,
          valuation.legs.map((leg) => ({ eventId: leg.eventId, odds: leg.oddsMilli })),
        ),
    journalId,
  });
  // the bet's row lock makes this unreachable; if it ever is, nothing of it may commit
  if (!recorded) throw new Error(`sports bet ${bet.id} changed under its lock`);
  const paid = { id: cash.id, balance: cash.balance + amount };
  // a player who owes (a claw-back beyond the cash) pays it back first, as from any sports payout
  const balance = paid.balance - (await repayDebt(tx, bet.playerId, paid, reference));
  const [view] = (await getBetViews(tx, [bet.id])) as [SportsBetView];
  announceMoneyChange(realtime, afterCommit, { playerId: bet.playerId, balance });
  afterCommit(() =>
    realtime.publish(bet.playerId, 'sports_bet_cashed_out', {
      bet: view,
      amount: satoshisToMbtc(amount),
      automatic: cashOut.isAutomatic,
    }),
  );
  return { bet: view, amount, balance };
}

/**
 * Whether the bet's automatic cash-out looks due, read without a lock: open, a value set and its
 * value now at least that. Only then does `autoCashOutBet` take the player's cash lock and value
 * it again under the locks, so a price move does not lock every player with a value set.
 */
export async function isAutoCashOutDue(
  db: Queryable,
  betId: number,
  margin: number,
): Promise<boolean> {
  const bet = await findBet(db, betId, false);
  if (bet?.status !== 'open') return false;
  const target = await selectAutoCashOut(db, betId);
  if (target === null) return false;
  const valuation = await valueBet(db, bet, await selectCashOutLegs(db, betId), margin);
  return 'value' in valuation && valuation.value >= target;
}

/**
 * The automatic cash-out of one bet, in the caller's transaction: the whole bet at its current
 * value, valued under the cash-out's locks, once that reached the value the player set. False
 * when not due (not open, not set, not reached, or not offered now).
 */
export async function autoCashOutBet(
  tx: Queryable,
  realtime: Realtime,
  afterCommit: (effect: () => void) => void,
  request: { betId: number; margin: number },
): Promise<boolean> {
  const locked = await lockAndValue(tx, null, request.betId, request.margin);
  if (!locked?.valuation || 'refusal' in locked.valuation) return false;
  const target = await selectAutoCashOut(tx, request.betId);
  if (target === null || locked.valuation.value < target) return false;
  await closeShare(tx, realtime, afterCommit, {
    bet: locked.row,
    cash: locked.cash,
    valuation: locked.valuation,
    amount: locked.valuation.value,
    isAutomatic: true,
  });
  return true;
}
