import type { Queryable } from '../../../db/database';
import { takeFromPlayer } from '../../wallet/debt';
import { postJournal, type Posting } from '../../wallet/ledger';
import type { BetRow, SettledLegResult } from './bet-repository';
import {
  recordReversal,
  selectJournalPostings,
  type StandingSettlement,
} from './correction-repository';

// A corrected result (docs/sportsbook-settlement.md): the standing settlement is undone by a
// `sports_reversal` journal, its postings read from the ledger and negated, never recomputed,
// and the bet returns to open, to be settled again as version + 1 when it is due.

const isSameLeg = (paid: SettledLegResult, now: SettledLegResult | null) =>
  now !== null &&
  paid.result === now.result &&
  paid.voidFactor === now.voidFactor &&
  paid.deadHeatFactor === now.deadHeatFactor;

/**
 * The standing settlement still holds: the feed resolves the bet to the same payout, with every
 * leg the settlement knew as it was (a confirmation, or a leg still unknown in a bet lost anyway
 * becoming known, changes nothing).
 */
export function isSettlementStanding(
  standing: StandingSettlement,
  resolution: { payout: bigint; legs: (SettledLegResult | null)[] } | null,
): boolean {
  if (!resolution || resolution.payout !== standing.payout) return false;
  return standing.legs.every(
    (paid, index) => !paid || isSameLeg(paid, resolution.legs[index] ?? null),
  );
}

/**
 * Reverses the bet's standing settlement, in the caller's transaction holding the player's cash
 * lock and the bet's row lock: the book gets the stake back, the house what it kept, and the
 * player gives back the payout, from the cash as far as it goes and the rest as a debt
 * (wallet/debt.ts). Answers the cash after.
 */
export async function reverseSettlement(
  tx: Queryable,
  bet: BetRow,
  standing: StandingSettlement,
  cash: { id: number; balance: bigint },
): Promise<{ id: number; balance: bigint }> {
  const reversal: Posting[] = [];
  let fromCash = 0n;
  for (const posting of await selectJournalPostings(tx, standing.journalId)) {
    if (posting.accountId !== cash.id) {
      reversal.push({ accountId: posting.accountId, amount: -posting.amount });
      continue;
    }
    const taken = await takeFromPlayer(tx, bet.playerId, cash, posting.amount);
    reversal.push(...taken.postings);
    fromCash = taken.fromCash;
  }
  const journalId = await postJournal(tx, 'sports_reversal', `sports_bet:${bet.id}`, reversal);
  const recorded = await recordReversal(tx, {
    betId: bet.id,
    version: standing.version,
    journalId,
  });
  // the bet's row lock makes this unreachable; if it ever is, nothing of it may commit
  if (!recorded)
    throw new Error(`sports bet ${bet.id} settlement ${standing.version} reversed twice`);
  return { id: cash.id, balance: cash.balance - fromCash };
}
