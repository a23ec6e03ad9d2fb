import {
  betPayout,
  legEffectiveOdds,
  parseFactor,
  type OutcomeSettlement,
  type SportsBetType,
} from '../../../../contract/sports-payout';
import {
  isEverySystemLineLost,
  parseSystem,
  systemPayout,
  type SportsSystem,
} from '../../../../contract/sports-systems';
import type { SportsBetView } from '../../../../contract/sportsbook';
import type { Database } from '../../../db/database';
import type { Realtime } from '../../realtime/realtime';
import { getSystemAccountId, lockPlayerRowAfterCash, postJournal } from '../../wallet/ledger';
import { announceMoneyChange } from '../../wallet/money-events';
import type { FeedChange } from '../feed-change';
import {
  findBet,
  recordSettlement,
  selectLegResolutions,
  selectOpenBetsOnMarkets,
  selectOpenBetsWithResolvedLegs,
  type BetSystem,
  type LegResolutionRow,
  type SettledLegResult,
} from './bet-repository';
import { getBetViews } from './bet-views';

// Settling sports bets (docs/sportsbook-settlement.md): once the feed has resolved enough of a
// bet's markets, one transaction pays it and records its settlement version; the primary key
// (bet, version) and the bet's conditional update make a replayed or racing settlement a no-op.

/** How many open bets the sweep reads at a time. */
const SWEEP_BATCH = 200;

const VOID: SettledLegResult = { result: 0, voidFactor: '1', deadHeatFactor: null };

/** How the feed resolves one leg for a bet placed at `placedAt`, or null while it does not. */
export function resolveLeg(leg: LegResolutionRow, placedAt: Date): SettledLegResult | null {
  const placed = placedAt.getTime();
  const isInCancelWindow =
    leg.isCancelled &&
    (leg.cancelStartTime === null || leg.cancelStartTime.getTime() <= placed) &&
    (leg.cancelEndTime === null || placed < leg.cancelEndTime.getTime());
  if (isInCancelWindow) return VOID;
  if (leg.settlementCertainty === null || leg.result === null) return null;
  return { result: leg.result, voidFactor: leg.voidFactor, deadHeatFactor: leg.deadHeatFactor };
}

export function toSettlement(result: SettledLegResult): OutcomeSettlement {
  const voidFactor = result.voidFactor === null ? null : parseFactor(result.voidFactor);
  const deadHeatFactor = result.deadHeatFactor === null ? null : parseFactor(result.deadHeatFactor);
  return {
    result: result.result,
    ...(voidFactor && { voidFactor }),
    ...(deadHeatFactor && { deadHeatFactor }),
  };
}

export interface BetResolution {
  /** satoshis, stake included */
  payout: bigint;
  /** each leg's result by position; null for a leg still unknown in a bet already lost */
  legs: (SettledLegResult | null)[];
  /** every leg refunded whole */
  isVoid: boolean;
}

/**
 * A bet's settlement once it is due: every leg resolved (payout by `betPayout`, or `systemPayout`
 * line by line for a system), or a leg lost outright, which loses an accumulator whatever the
 * others do (a system once every line holds a lost leg). Null while neither.
 */
export function resolveBet(
  bet: { type: SportsBetType; stake: bigint; placedAt: Date; system?: BetSystem | null },
  legs: LegResolutionRow[],
): BetResolution | null {
  const results = legs.map((leg) => resolveLeg(leg, bet.placedAt));
  const system = bet.system ? storedSystem(bet.system) : null;
  const lostLegs = legs.map((leg, index) => {
    const result = results[index];
    return result ? legEffectiveOdds(leg.oddsMilli, toSettlement(result)).numerator === 0n : false;
  });
  const isLost = system ? isEverySystemLineLost(system, lostLegs) : lostLegs.includes(true);
  if (isLost) return { payout: 0n, legs: results, isVoid: false };
  if (results.some((result) => result === null)) return null;
  const settled = legs.map((leg, index) => ({
    eventId: leg.eventId,
    odds: leg.oddsMilli,
    settlement: toSettlement(results[index] as SettledLegResult),
  }));
  return {
    payout: system
      ? systemPayout(bet.stake, system, settled)
      : betPayout(bet.stake, { type: bet.type, legs: settled }),
    legs: results,
    isVoid: results.every((result) => result?.voidFactor === '1'),
  };
}

/** A system bet's system from its stored name, which placement checked. */
function storedSystem(stored: BetSystem): SportsSystem {
  const system = parseSystem(stored.name);
  if (!system) throw new Error(`unknown stored sports system ${stored.name}`);
  return system;
}

/**
 * Settles one bet if it is open and due: in one transaction (the player's cash lock, then the
 * bet's row) the stake leaves the book, the payout goes to the player and the rest to the house,
 * and settlement version 1 is recorded. The balance and `sports_bet_settled` are announced after
 * commit. False when the bet was not settled now (already settled, or not due).
 */
export async function settleBet(db: Database, realtime: Realtime, betId: number): Promise<boolean> {
  const effects: (() => void)[] = [];
  const isSettled = await db.transaction(async (tx) => {
    const locked = await lockPlayerRowAfterCash(
      tx,
      (lock) => findBet(tx, betId, lock),
      (row) => row.playerId,
    );
    if (!locked || locked.row.status !== 'open') return false;
    const { row: bet, cash } = locked;
    // what partial cash-outs left open is what the bet pays on and what leaves the book
    const stake = bet.openStake;
    const resolution = resolveBet({ ...bet, stake }, await selectLegResolutions(tx, betId));
    if (!resolution) return false;

    const book = await getSystemAccountId(tx, 'system:sports_book');
    const house = await getSystemAccountId(tx, 'system:sports_house');
    const kept = stake - resolution.payout;
    const postings = [
      { accountId: book, amount: -stake },
      { accountId: cash.id, amount: resolution.payout },
      { accountId: house, amount: kept },
    ].filter((posting) => posting.amount !== 0n);
    const kind =
      resolution.payout === 0n ? 'sports_lost' : resolution.isVoid ? 'sports_void' : 'sports_win';
    const journalId = await postJournal(tx, kind, `sports_bet:${bet.id}`, postings);
    const recorded = await recordSettlement(tx, {
      betId: bet.id,
      version: bet.version + 1,
      payout: resolution.payout,
      legs: resolution.legs,
      journalId,
    });
    // the bet's row lock makes this unreachable; if it ever is, nothing of it may commit
    if (!recorded) throw new Error(`sports bet ${bet.id} settled twice`);
    const [view] = await getBetViews(tx, [bet.id]);
    announceMoneyChange(realtime, (effect) => effects.push(effect), {
      playerId: bet.playerId,
      balance: resolution.payout > 0n ? cash.balance + resolution.payout : null,
    });
    effects.push(() =>
      realtime.publish(bet.playerId, 'sports_bet_settled', { bet: view as SportsBetView }),
    );
    return true;
  });
  for (const effect of effects) effect();
  return isSettled;
}

/** Settles every open bet on these markets that is due; answers how many were settled. */
export async function settleBetsOnMarkets(
  db: Database,
  realtime: Realtime,
  marketIds: string[],
): Promise<number> {
  if (marketIds.length === 0) return 0;
  let settled = 0;
  for (const betId of await selectOpenBetsOnMarkets(db, marketIds)) {
    if (await settleBet(db, realtime, betId)) settled++;
  }
  return settled;
}

/** What a feed message resolved, settled: call after applyFeedMessage commits. */
export function settleFeedChange(
  db: Database,
  realtime: Realtime,
  change: FeedChange,
): Promise<number> {
  return settleBetsOnMarkets(
    db,
    realtime,
    change.resolvedMarkets.map((market) => market.marketId),
  );
}

/**
 * The sweep: every open bet with a resolved market is looked at again and settled when due, so a
 * settlement missed (a node stopped between the feed's commit and the bets') is made later.
 */
export async function settleDueBets(db: Database, realtime: Realtime): Promise<number> {
  let settled = 0;
  let after = 0;
  for (;;) {
    const betIds = await selectOpenBetsWithResolvedLegs(db, after, SWEEP_BATCH);
    for (const betId of betIds) {
      if (await settleBet(db, realtime, betId)) settled++;
    }
    if (betIds.length < SWEEP_BATCH) return settled;
    after = betIds[betIds.length - 1] as number;
  }
}
