// Test support for the bets' tests (cash-out, corrections): funded players, bets placed through
// the API, the ledger as a bet's journals moved it, and the book's invariants.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from '../harness';
import { checkLedger, getSystemBalances, isLedgerBalanced } from '../../modules/wallet/ledger';

const FUNDS = 10_000_000n;

export function createBetKit(server: TestServer) {
  /** A new player with `funds` satoshis of cash (10 mBTC × 10 by default). */
  async function fundedPlayer(funds = FUNDS) {
    const player = await server.register();
    expect((await server.deposit(player.playerId, funds)).body.result).toBe('credited');
    return player;
  }
  type Player = Awaited<ReturnType<typeof fundedPlayer>>;

  /** Places a bet of `stake` mBTC (per line for a system) through place_bet; its id. */
  async function placeBet(
    player: Player,
    bet: {
      type: 'single' | 'accumulator' | 'system' | 'bet_builder';
      stake?: number;
      system?: string;
      builderOddsMilli?: number;
      selections: { outcomeId: string; oddsMilli: number }[];
    },
  ): Promise<number> {
    const placed = await server.call(
      'placeBet',
      { playerId: player.playerId, stake: 1, ...bet },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    expect(placed.body).toMatchObject({ status: 1 });
    return placed.body.bet.id as number;
  }

  /** The bet's journals' kinds, oldest first. */
  async function journalKindsOf(betId: number): Promise<string[]> {
    const { rows } = await server.db.query<{ kind: string }>(
      'SELECT kind FROM journal WHERE reference = $1 ORDER BY id',
      [`sports_bet:${betId}`],
    );
    return rows.map((row) => row.kind);
  }

  /** What one account kind holds of a bet's journals (the contra accounts' share of it). */
  async function postedTo(betId: number, kind: string): Promise<bigint> {
    const { rows } = await server.db.query<{ total: string }>(
      `SELECT coalesce(sum(e.amount), 0)::text AS total FROM entries e
         JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
       WHERE j.reference = $1 AND a.kind = $2`,
      [`sports_bet:${betId}`, kind],
    );
    return BigInt(rows[0]?.total ?? '0');
  }

  async function betRow(betId: number) {
    const { rows } = await server.db.query<{
      status: string;
      stake: string;
      open_stake: string;
      payout: string | null;
    }>(
      `SELECT status, stake::text, open_stake::text, payout::text FROM sports_bets WHERE id = $1`,
      [betId],
    );
    return rows[0];
  }

  /**
   * The book's invariants: every journal balanced, the book holds exactly the open bets' open
   * stakes, and every bet has one standing settlement when settled and none otherwise.
   */
  async function expectBookConsistent() {
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
    const { rows } = await server.db.query<{ open_stakes: string; inconsistent: number }>(
      `SELECT (SELECT coalesce(sum(open_stake), 0)::text FROM sports_bets WHERE status = 'open')
           AS open_stakes,
         (SELECT count(*)::int FROM sports_bets b WHERE (b.status = 'settled') <> EXISTS (
            SELECT 1 FROM sports_bet_settlements s WHERE s.bet_id = b.id AND s.version = b.version
              AND s.reversal_journal_id IS NULL)
            OR (SELECT count(*) FROM sports_bet_settlements s
                WHERE s.bet_id = b.id AND s.reversal_journal_id IS NULL) > 1) AS inconsistent`,
    );
    const balances = await getSystemBalances(server.db);
    expect(balances['system:sports_book'].toString()).toBe(rows[0]?.open_stakes);
    expect(rows[0]?.inconsistent).toBe(0);
  }

  return { fundedPlayer, placeBet, journalKindsOf, postedTo, betRow, expectBookConsistent };
}

export type BetKitPlayer = Awaited<ReturnType<ReturnType<typeof createBetKit>['fundedPlayer']>>;
