import type { Queryable } from '../../db/database';
import { addWagered } from '../wallet/bonuses';
import { getPlayerAccountId, getSystemAccountId, postJournal } from '../wallet/ledger';

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
 * Records one settled round: the stake leaves the player's balance for the house, the win comes
 * back, as one journal, and the stake counts towards any bonus wager requirement. Throws
 * InsufficientFundsError when the balance does not cover the stake.
 */
export async function settleRound(tx: Queryable, round: SettledRound): Promise<number> {
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
    const cash = await getPlayerAccountId(tx, round.playerId, 'cash');
    const house = await getSystemAccountId(tx, 'system:games');
    await postJournal(tx, 'game_round', `bet:${betId}`, [
      { accountId: cash, amount: net },
      { accountId: house, amount: -net },
    ]);
  }
  if (round.bet > 0n) await addWagered(tx, round.playerId, round.bet);
  return betId;
}
