// The player's 12 months of history as CSV (front/protection/export_history): one line per
// movement of their money, from the ledger, so it adds up to the balance change.
import { satoshisToMbtc } from '../../../contract/money';
import type { Queryable } from '../../db/database';
import { listMovements } from './repository';

const HEADER = 'time,kind,account,amount_mbtc,reference';

// values are ours (kinds, references like `bet:12`), but a cell is quoted if it ever needs it
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export async function exportHistoryCsv(
  db: Queryable,
  playerId: number,
  since: Date,
): Promise<string> {
  const movements = await listMovements(db, playerId, since);
  const lines = movements.map((movement) =>
    [
      movement.at.toISOString(),
      movement.kind,
      movement.account,
      String(satoshisToMbtc(movement.amount)),
      movement.reference,
    ]
      .map(cell)
      .join(','),
  );
  return [HEADER, ...lines].join('\n') + '\n';
}
