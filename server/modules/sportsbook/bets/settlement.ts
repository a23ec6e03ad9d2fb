import {
  betPayout,
  legEffectiveOdds,
  ODDS_SCALE,
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
import { repayDebt } from '../../wallet/debt';
import { announceMoneyChange } from '../../wallet/money-events';
import type { FeedChange } from '../feed/feed-change';
import {
  findBet,
  isInCancelWindow,
  recordSettlement,
  selectLegResolutions,
  selectOpenBetsOnMarkets,
  selectOpenBetsWithResolvedLegs,
  type BetSystem,
  type LegResolutionRow,
  type SettledLegResult,
} from './bet-repository';
import { getBetViews } from './bet-views';
import { isSettlementStanding, reverseSettlement } from './correction';
import {
  deleteResettlement,
  findStandingSettlement,
  selectQueuedResettlements,
  selectSettledBetsOnMarket,
} from './correction-repository';

// Settling sports bets (docs/sportsbook-settlement.md): once the feed has resolved enough of a
// bet's markets, one transaction pays it and records its settlement version; the primary key
// (bet, version) and the bet's conditional update make a replayed or racing settlement a no-op.

/** How many open bets the sweep reads at a time. */
const SWEEP_BATCH = 200;

const VOID: SettledLegResult = { result: 0, voidFactor: '1', deadHeatFactor: null };

/** How the feed resolves one leg for a bet placed at `placedAt`, or null while it does not. */
export function resolveLeg(leg: LegResolutionRow, placedAt: Date): SettledLegResult | null {
  if (isInCancelWindow(leg, placedAt)) return VOID;
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
 * A bet's settlement once it is due: every leg resolved (payout by `betPayout`, `systemPayout`
 * line by line for a system, or a bet builder's joint price), or a leg lost outright, which loses
 * an accumulator or a builder whatever the others do (a system once every line holds a lost leg).
 * Null while neither.
 */
export function resolveBet(
  bet: {
    type: SportsBetType;
    stake: bigint;
    placedAt: Date;
    system?: BetSystem | null;
    builderOddsMilli?: number | null;
  },
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
  if (bet.type === 'bet_builder') return resolveBuilder(bet.stake, bet.builderOddsMilli, results);
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

/**
 * A bet builder with every leg known and none lost: its joint price when every leg won; the stake
 * back when a leg was voided (a cancelled market: the joint price was for all of them together,
 * so no price is left to settle the rest at; docs/sportsbook-pricing.md, "Bet builder").
 */
function resolveBuilder(
  stake: bigint,
  oddsMilli: number | null | undefined,
  results: (SettledLegResult | null)[],
): BetResolution {
  if (!oddsMilli) throw new Error('a bet builder without its joint price');
  const legs = results as SettledLegResult[];
  const isVoid = legs.some((leg) => leg.voidFactor !== null);
  const payout = isVoid ? stake : (stake * BigInt(oddsMilli)) / ODDS_SCALE;
  return { payout, legs, isVoid };
}

/** A system bet's system from its stored name, which placement checked. */
export function storedSystem(stored: BetSystem): SportsSystem {
  const system = parseSystem(stored.name);
  if (!system) throw new Error(`unknown stored sports system ${stored.name}`);
  return system;
}

/**
 * Settles one bet as the feed now resolves it, in one transaction (the player's cash lock, then
 * the bet's row): an open bet that is due is paid (the stake leaves the book, the payout goes to
 * the player and the rest to the house) and settlement version + 1 recorded; a settled bet whose
 * standing settlement no longer holds (a corrected result, a rollback) is first reversed
 * (correction.ts), then settled again if due or left open. A payout pays back the player's debt
 * first. The balance and `sports_bet_settled` (`sports_bet_reopened` for a bet rolled back to
 * open) are announced after commit. False when nothing
 * changed (already settled so, or not due).
 */
export async function settleBet(db: Database, realtime: Realtime, betId: number): Promise<boolean> {
  const effects: (() => void)[] = [];
  const isChanged = await db.transaction(async (tx) => {
    const locked = await lockPlayerRowAfterCash(
      tx,
      (lock) => findBet(tx, betId, lock),
      (row) => row.playerId,
    );
    if (!locked) return false;
    const { row: bet } = locked;
    let { cash } = locked;
    // what partial cash-outs left open is what the bet pays on and what leaves the book
    const stake = bet.openStake;
    const resolution = resolveBet({ ...bet, stake }, await selectLegResolutions(tx, betId));
    const standing = bet.status === 'settled' ? await findStandingSettlement(tx, bet.id) : null;
    if (standing) {
      if (isSettlementStanding(standing, resolution)) return false;
      cash = await reverseSettlement(tx, bet, standing, cash);
    } else if (bet.status !== 'open' || !resolution) {
      return false;
    }
    if (!resolution) {
      // rolled back: the bet is open again, its stake back in the book
      const [reopened] = await getBetViews(tx, [bet.id]);
      announceMoneyChange(realtime, (effect) => effects.push(effect), {
        playerId: bet.playerId,
        balance: cash.balance,
      });
      effects.push(() =>
        realtime.publish(bet.playerId, 'sports_bet_reopened', { bet: reopened as SportsBetView }),
      );
      return true;
    }

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
    const reference = `sports_bet:${bet.id}`;
    const journalId = await postJournal(tx, kind, reference, postings);
    const recorded = await recordSettlement(tx, {
      betId: bet.id,
      version: bet.version + 1,
      payout: resolution.payout,
      legs: resolution.legs,
      journalId,
    });
    // the bet's row lock makes this unreachable; if it ever is, nothing of it may commit
    if (!recorded) throw new Error(`sports bet ${bet.id} settled twice`);
    const paid = { id: cash.id, balance: cash.balance + resolution.payout };
    const repaid = await repayDebt(tx, bet.playerId, paid, reference);
    const [view] = await getBetViews(tx, [bet.id]);
    announceMoneyChange(realtime, (effect) => effects.push(effect), {
      playerId: bet.playerId,
      balance: resolution.payout > 0n || standing ? paid.balance - repaid : null,
    });
    effects.push(() =>
      realtime.publish(bet.playerId, 'sports_bet_settled', { bet: view as SportsBetView }),
    );
    return true;
  });
  for (const effect of effects) effect();
  return isChanged;
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

/**
 * The settled bets on the markets queued for resettlement (all, or among `marketIds`) looked at
 * again, each corrected if its settlement no longer holds; a market's row goes once its bets are
 * done. Answers how many bets changed.
 */
export async function resettleQueuedMarkets(
  db: Database,
  realtime: Realtime,
  marketIds: string[] | null,
): Promise<number> {
  let changed = 0;
  for (const queued of await selectQueuedResettlements(db, marketIds)) {
    for (const betId of await selectSettledBetsOnMarket(db, queued.marketId)) {
      if (await settleBet(db, realtime, betId)) changed++;
    }
    await deleteResettlement(db, queued);
  }
  return changed;
}

/** What a feed message resolved, settled or corrected: call after applyFeedMessage commits. */
export async function settleFeedChange(
  db: Database,
  realtime: Realtime,
  change: FeedChange,
): Promise<number> {
  const marketIds = change.resolvedMarkets.map((market) => market.marketId);
  if (marketIds.length === 0) return 0;
  const corrected = await resettleQueuedMarkets(db, realtime, marketIds);
  return corrected + (await settleBetsOnMarkets(db, realtime, marketIds));
}

/**
 * The sweep: the markets still queued for resettlement, then every open bet with a resolved
 * market, looked at again and settled when due, so a settlement or correction missed (a node
 * stopped between the feed's commit and the bets') is made later.
 */
export async function settleDueBets(db: Database, realtime: Realtime): Promise<number> {
  let settled = await resettleQueuedMarkets(db, realtime, null);
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
