import type { Posting } from '../../wallet/ledger';
import type { Queryable } from '../../../db/database';
import type { SettledLegResult } from './bet-repository';

// The SQL of corrections (migration 0020): a bet's standing settlement and its ledger postings,
// the reversal recorded, and the markets whose settled bets are to be looked at again.

export interface StandingSettlement {
  version: number;
  payout: bigint;
  legs: (SettledLegResult | null)[];
  journalId: bigint;
}

/** The settlement in force of a settled bet (the one not reversed), read under the bet's lock. */
export async function findStandingSettlement(
  tx: Queryable,
  betId: number,
): Promise<StandingSettlement | null> {
  const { rows } = await tx.query<{
    version: number;
    payout: bigint;
    legs: (SettledLegResult | null)[];
    journal_id: bigint;
  }>(
    `SELECT version, payout, legs, journal_id FROM sports_bet_settlements
     WHERE bet_id = $1 AND reversal_journal_id IS NULL`,
    [betId],
  );
  const row = rows[0];
  return row
    ? {
        version: row.version,
        payout: BigInt(row.payout),
        legs: row.legs,
        journalId: BigInt(row.journal_id),
      }
    : null;
}

/** A journal's postings as the ledger recorded them. */
export async function selectJournalPostings(tx: Queryable, journalId: bigint): Promise<Posting[]> {
  const { rows } = await tx.query<{ account_id: number; amount: bigint }>(
    'SELECT account_id, amount FROM entries WHERE journal_id = $1 ORDER BY id',
    [journalId.toString()],
  );
  return rows.map((row) => ({ accountId: row.account_id, amount: BigInt(row.amount) }));
}

/**
 * Records the reversal of the bet's standing settlement `version` and returns the bet to open
 * (its version kept, so the next settlement is version + 1). False when that settlement was no
 * longer standing (nothing is written).
 */
export async function recordReversal(
  tx: Queryable,
  reversal: { betId: number; version: number; journalId: bigint },
): Promise<boolean> {
  const reversed = await tx.query(
    `UPDATE sports_bet_settlements SET reversal_journal_id = $3
     WHERE bet_id = $1 AND version = $2 AND reversal_journal_id IS NULL`,
    [reversal.betId, reversal.version, reversal.journalId.toString()],
  );
  if (reversed.rowCount !== 1) return false;
  await tx.query(
    `UPDATE sports_bets SET status = 'open', payout = NULL, settled_at = NULL
     WHERE id = $1 AND status = 'settled' AND version = $2`,
    [reversal.betId, reversal.version],
  );
  return true;
}

/**
 * Notes, in the feed message's transaction, that the settled bets on a market are to be looked
 * at again: its resolution changed while one was in force.
 */
export async function queueResettlement(
  tx: Queryable,
  marketId: string,
  resolutionSeq: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO sports_resettlements (market_id, resolution_seq) VALUES ($1, $2)
     ON CONFLICT (market_id) DO UPDATE SET resolution_seq =
       greatest(sports_resettlements.resolution_seq, excluded.resolution_seq)`,
    [marketId, resolutionSeq],
  );
}

/** The markets queued for resettlement, all or among `marketIds`. */
export async function selectQueuedResettlements(
  db: Queryable,
  marketIds: string[] | null,
): Promise<{ marketId: string; resolutionSeq: number }[]> {
  const { rows } = await db.query<{ market_id: string; resolution_seq: string }>(
    `SELECT market_id::text AS market_id, resolution_seq::text AS resolution_seq
     FROM sports_resettlements WHERE $1::bigint[] IS NULL OR market_id = ANY($1::bigint[])
     ORDER BY market_id`,
    [marketIds],
  );
  return rows.map((row) => ({
    marketId: row.market_id,
    resolutionSeq: Number(row.resolution_seq),
  }));
}

/** Done with a market's resettlement, unless a newer message queued it again meanwhile. */
export async function deleteResettlement(
  db: Queryable,
  queued: { marketId: string; resolutionSeq: number },
): Promise<void> {
  await db.query('DELETE FROM sports_resettlements WHERE market_id = $1 AND resolution_seq = $2', [
    queued.marketId,
    queued.resolutionSeq,
  ]);
}

/** The settled bets with a leg on the market, oldest first. */
export async function selectSettledBetsOnMarket(
  db: Queryable,
  marketId: string,
): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT DISTINCT b.id::text AS id FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
     WHERE l.market_id = $1 AND b.status = 'settled'`,
    [marketId],
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
