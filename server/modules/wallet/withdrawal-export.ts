// The pending withdrawals as CSV for the payout wallet (admin/export_pending_withdrawals).
import { csvField } from '../../lib/csv-field';
import type { PendingWithdrawalRow } from './repository';

const SATOSHIS_PER_BTC = 100_000_000n;

/** Satoshis as BTC with all 8 decimals, from the integer: `250000n` → `0.00250000`. */
export function satoshisToBtcText(satoshis: bigint): string {
  const fraction = (satoshis % SATOSHIS_PER_BTC).toString().padStart(8, '0');
  return `${satoshis / SATOSHIS_PER_BTC}.${fraction}`;
}

export const PENDING_WITHDRAWALS_CSV_HEADER = 'id,player_id,username,address,amount_btc,created_at';

export function pendingWithdrawalsCsv(rows: PendingWithdrawalRow[]): string {
  const lines = rows.map((row) =>
    [
      row.id,
      row.player_id,
      row.username,
      row.address ?? '',
      satoshisToBtcText(row.amount),
      row.created_at.toISOString(),
    ]
      .map(csvField)
      .join(','),
  );
  return [PENDING_WITHDRAWALS_CSV_HEADER, ...lines].join('\r\n') + '\r\n';
}
