import type { Queryable } from '../db/database';
import { addWagered } from '../modules/wallet/bonuses';
import { getSystemAccountId, lockCashBalance, postJournal } from '../modules/wallet/ledger';

export interface SettledRound {
  playerId: number;
  gameId: number;
  roundId: string;
  /** satoshis */
  bet: bigint;
  win: bigint;
  createdAt?: Date;
}

/**
 * Writes history, not play: the demo player's past rounds (and the bets test's) at chosen times.
 * Players' rounds move money through the seamless wallet (server/modules/seamless), so this
 * lives with the seed and no module imports it.
 *
 * Records one settled round: the stake leaves the player's balance for the house, the win comes
 * back, as one journal, and the stake counts towards any bonus wager requirement. Throws
 * InsufficientFundsError when the balance does not cover the stake. The player's cash is locked
 * first, as on every money path.
 */
export async function settleRound(tx: Queryable, round: SettledRound): Promise<number> {
  const cash = await lockCashBalance(tx, round.playerId);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bets (player_id, game_id, round_id, bet, win, status, created_at)
     VALUES ($1, $2, $3, $4, $5, 'settled', coalesce($6, now())) RETURNING id`,
    [
      round.playerId,
      round.gameId,
      round.roundId,
      round.bet.toString(),
      round.win.toString(),
      round.createdAt?.toISOString() ?? null,
    ],
  );
  const betId = (rows[0] as { id: number }).id;
  const net = round.win - round.bet;
  if (net !== 0n) {
    const house = await getSystemAccountId(tx, 'system:games');
    await postJournal(tx, 'game_round', `bet:${betId}`, [
      { accountId: cash.id, amount: net },
      { accountId: house, amount: -net },
    ]);
  }
  if (round.bet > 0n) await addWagered(tx, round.playerId, round.bet);
  return betId;
}
