// Rows as the table shows them (contract/house-page/live-tables.ts): results and hashes only once revealed,
// names masked, amounts in mBTC.
import { maskName, type LiveBet, type LiveRound } from '../../../contract/house-page/live-tables';
import { satoshisToMbtc } from '../../../contract/money';
import type { BetRow, RoundRow } from './repository';

export function toLiveRound(row: RoundRow): LiveRound {
  return {
    id: row.id,
    table: row.table_slug,
    engine: row.engine,
    index: row.idx,
    phase: row.phase,
    bettingClosesAt: row.betting_closes_at.getTime(),
    startedAt: row.started_at?.getTime() ?? null,
    result: row.is_revealed ? row.result : null,
    hash: row.is_revealed ? row.hash : null,
  };
}

/** A bet as `viewer` (a wallet player id, or null for everyone) sees it; null while pending. */
export function toLiveBet(row: BetRow, viewer: string | null): LiveBet | null {
  if (row.state === 'pending') return null;
  return {
    id: row.id,
    roundId: row.round_id,
    player: maskName(row.screen_name),
    isMine: row.player === viewer,
    kind: row.kind,
    stake: satoshisToMbtc(row.stake),
    autoCashOut: row.auto_cash_out,
    spot: row.spot,
    state: row.state,
    multiplier: row.multiplier,
    payout: satoshisToMbtc(row.payout),
  };
}

export const toLiveBets = (rows: BetRow[], viewer: string | null) =>
  rows.map((row) => toLiveBet(row, viewer)).filter((bet): bet is LiveBet => bet !== null);
