import type { SportsBetView } from './sportsbook';

// What a settled sports bet did, as the player is told it (a push, a toast): shared by the
// server's notifications and the app's toasts so both say the same.

/** What a settlement did with the stake, from the payout (stake included). */
export type BetSettlementOutcome = 'won' | 'lost' | 'void' | 'returned';

export function betSettlementOutcome(bet: SportsBetView): BetSettlementOutcome {
  const payout = bet.payout ?? 0;
  if (payout === 0) return 'lost';
  if (payout === bet.stake) return 'void';
  return payout > bet.stake ? 'won' : 'returned';
}

/**
 * Whether the settlement corrects an earlier one. The one place that decides it: a bet settled
 * again after a corrected result carries `version` above 1 (issue 14, added to the bet's view
 * with corrections); a view without it is a first settlement.
 */
export function isCorrectedSettlement(bet: SportsBetView): boolean {
  const { version } = bet as SportsBetView & { version?: number };
  return version !== undefined && version > 1;
}
