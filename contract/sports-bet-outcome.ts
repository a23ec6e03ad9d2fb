import type { SportsBetView } from './sportsbook';

// What a settled (or reopened) sports bet did, as the player is told it (a push, a toast): shared
// by the server's notifications and the app's toasts so both say the same.

/**
 * What a settlement did with the stake still riding (`openStake`: the stake less what partial
 * cash-outs closed), from the payout (stake included).
 */
export type BetSettlementOutcome = 'won' | 'lost' | 'void' | 'returned';

export function betSettlementOutcome(bet: SportsBetView): BetSettlementOutcome {
  const payout = bet.payout ?? 0;
  if (payout === 0) return 'lost';
  if (payout === bet.openStake) return 'void';
  return payout > bet.openStake ? 'won' : 'returned';
}

/**
 * Whether the settlement corrects an earlier one. The one place that decides it: a bet settled
 * again after a corrected result carries settlement `version` above 1.
 */
export function isCorrectedSettlement(bet: SportsBetView): boolean {
  return bet.version > 1;
}

/**
 * What a reopened bet's rollback took back from the player (mBTC): the payout of the settlement
 * rolled back, 0 when it had paid nothing (a lost bet reopened moves no cash).
 */
export function reopenedBetTakenBack(bet: SportsBetView): number {
  return bet.previousPayout ?? 0;
}
