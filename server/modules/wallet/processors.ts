import { satoshisToMbtc } from '../../../contract/money';
import type { Queryable } from '../../db/database';

export async function listProcessors(db: Queryable, purpose: 'deposit' | 'withdrawal' | 'any') {
  const condition =
    purpose === 'deposit'
      ? 'deposit_enabled'
      : purpose === 'withdrawal'
        ? 'withdrawal_enabled'
        : 'true';
  const { rows } = await db.query<{
    id: number;
    slug: string;
    name: string;
    kind: 'crypto' | 'card' | 'wire';
    currency: string;
    min_amount: bigint | null;
    max_amount: bigint | null;
    fields: string[];
  }>(
    `SELECT id, slug, name, kind, currency, min_amount, max_amount, fields FROM payment_processors WHERE ${condition} ORDER BY sort, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    currency: row.currency,
    minAmount: row.min_amount === null ? null : satoshisToMbtc(row.min_amount),
    maxAmount: row.max_amount === null ? null : satoshisToMbtc(row.max_amount),
    fields: row.fields,
  }));
}
