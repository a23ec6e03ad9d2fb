import { PLAYER_CURRENCY } from '../../../contract/constants';
import { satoshisToMbtc } from '../../../contract/money';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { hashToken } from '../identity/auth/tokens';
import { checkBet } from '../protection/enforcement';
import { addWagered } from '../wallet/bonuses';
import {
  getBalance,
  getSystemAccountId,
  lockCashBalance,
  lockPlayerRowAfterCash,
  transfer,
} from '../wallet/ledger';
import {
  closeRound,
  findBetOfTransaction,
  findRound,
  findPlayerIdByUsername,
  findSessionPlayer,
  findStoredAnswer,
  insertOpenBet,
  touchGameSession,
} from './repository';
import type { Outcome } from './movement';

/** How the wallet names a player to every provider (`player` of the balance answer). */
const walletPlayerId = (playerId: number) => String(playerId);

/** The platform's player a provider names by the wallet's id (walletPlayerId read back). */
export const playerIdOfWallet = (walletPlayer: string) => Number(walletPlayer);

const balanceParams = (balance: bigint) => ({
  balance: satoshisToMbtc(balance),
  currency: PLAYER_CURRENCY,
});

function answer(transactionId: string, balance: bigint) {
  return { status: 1, transactionId, ...balanceParams(balance) };
}

/** The player of a live session token of this provider, else 403 `invalid_session`. */
export async function openSession(
  tx: Queryable,
  providerId: number,
  token: string,
  gameSlug: string | undefined,
  now: Date,
) {
  const session = await touchGameSession(tx, providerId, hashToken(token), gameSlug, now);
  if (!session) throw new ApiError(403, 'invalid_session');
  return session;
}

export function placeBet(
  providerId: number,
  bet: { transactionId: string; token: string; game: string; roundId: string; amount: bigint },
  now: Date,
) {
  return async (tx: Queryable): Promise<Outcome> => {
    const rolledBack = await findStoredAnswer(tx, providerId, 'rollback', bet.transactionId);
    if (rolledBack) throw new ApiError(409, 'transaction_rolled_back');
    // the session names the player; their cash is locked before the session row is touched
    const sessionPlayer = await findSessionPlayer(tx, hashToken(bet.token));
    if (sessionPlayer === null) throw new ApiError(403, 'invalid_session');
    const { id: cashId, balance } = await lockCashBalance(tx, sessionPlayer);
    const session = await openSession(tx, providerId, bet.token, bet.game, now);
    if (!session.isPlayable) throw new ApiError(404, 'game_unavailable');
    await checkBet(tx, { playerId: session.playerId, stake: bet.amount, now });
    if (balance < bet.amount)
      throw new ApiError(402, 'insufficient_funds', undefined, balanceParams(balance));
    const betId = await insertOpenBet(tx, { ...session, roundId: bet.roundId, amount: bet.amount });
    if (betId === null)
      throw new ApiError(409, 'duplicate_round', undefined, balanceParams(balance));
    await transfer(
      tx,
      'game_bet',
      `bet:${betId}`,
      cashId,
      await getSystemAccountId(tx, 'system:games'),
      bet.amount,
    );
    const after = balance - bet.amount;
    return {
      body: answer(bet.transactionId, after),
      betId,
      player: { id: session.playerId, balance: after },
    };
  };
}

export function settleWin(
  providerId: number,
  win: { transactionId: string; game: string; roundId: string; amount: bigint },
) {
  return async (tx: Queryable): Promise<Outcome> => {
    const locked = await lockPlayerRowAfterCash(
      tx,
      (lock) => findRound(tx, { providerId, gameSlug: win.game, roundId: win.roundId }, lock),
      (round) => round.playerId,
    );
    if (!locked) throw new ApiError(404, 'round_not_found');
    const round = locked.row;
    const { id: cashId, balance } = locked.cash;
    if (round.status !== 'open')
      throw new ApiError(409, 'round_closed', undefined, balanceParams(balance));
    if (win.amount > 0n) {
      await transfer(
        tx,
        'game_win',
        `bet:${round.id}`,
        await getSystemAccountId(tx, 'system:games'),
        cashId,
        win.amount,
      );
    }
    await closeRound(tx, round.id, 'settled', win.amount);
    // a stake counts towards wagering once its round is settled, never when rolled back
    await addWagered(tx, round.playerId, round.bet);
    const after = balance + win.amount;
    return {
      body: answer(win.transactionId, after),
      betId: round.id,
      player: { id: round.playerId, balance: after },
    };
  };
}

export function rollBackBet(providerId: number, transactionId: string) {
  return async (tx: Queryable): Promise<Outcome> => {
    const locked = await lockPlayerRowAfterCash(
      tx,
      (lock) => findBetOfTransaction(tx, { providerId, transactionId }, lock),
      (round) => round.playerId,
    );
    if (!locked) {
      // recorded all the same: the bet, should it arrive later, is refused
      return {
        body: {
          status: 1,
          transactionId,
          result: 'not_found',
          balance: null,
          currency: PLAYER_CURRENCY,
        },
        betId: null,
        player: null,
      };
    }
    const bet = locked.row;
    const { id: cashId, balance } = locked.cash;
    if (bet.status !== 'open')
      throw new ApiError(409, 'round_closed', undefined, balanceParams(balance));
    await transfer(
      tx,
      'game_rollback',
      `bet:${bet.id}`,
      await getSystemAccountId(tx, 'system:games'),
      cashId,
      bet.bet,
    );
    await closeRound(tx, bet.id, 'rolled_back', 0n);
    const after = balance + bet.bet;
    return {
      body: { ...answer(transactionId, after), result: 'rolled_back' },
      betId: bet.id,
      player: { id: bet.playerId, balance: after },
    };
  };
}

export async function readSessionBalance(
  db: Database,
  providerId: number,
  token: string,
  gameSlug: string | undefined,
  now: Date,
) {
  const session = await db.transaction((tx) => openSession(tx, providerId, token, gameSlug, now));
  const balance = await getBalance(db, session.playerId);
  return {
    status: 1 as const,
    player: walletPlayerId(session.playerId),
    screenName: session.username,
    ...balanceParams(balance),
  };
}

/**
 * The wallet's id of the player named `username`, as the providers know them: the platform
 * resolves a name an operator gives before it asks a provider about the player.
 */
export async function findWalletPlayerByUsername(
  db: Queryable,
  username: string,
): Promise<string | null> {
  const playerId = await findPlayerIdByUsername(db, username);
  return playerId === null ? null : walletPlayerId(playerId);
}
