// A decided bet's wallet call: its win (0 for a loss) or the rollback of its stake, each exactly
// once by transaction id (the wallet answers a replay as the first time). `wallet_done` records
// the wallet's confirmation; until then the holder's sweep sends it again.
import { satoshisToMbtc } from '../../../contract/money';
import type { House } from '../house/house-context';
import { markWalletDone, type BetRow } from './repository';

export const liveWalletRound = (betId: string) => `live:${betId}`;
export const liveBetTransaction = (betId: string) => `live:${betId}:bet`;
export const liveWinTransaction = (betId: string) => `live:${betId}:win`;

type DecidedBet = Pick<BetRow, 'id' | 'game' | 'provider' | 'state' | 'payout'>;

/** Sends a decided bet's call; answers the balance after it, or null when not confirmed. */
export async function sendDecision(house: House, bet: DecidedBet): Promise<number | null> {
  if (bet.state === 'void') {
    const answer = await house.wallet.rollback(bet.provider, {
      transactionId: liveBetTransaction(bet.id),
    });
    if (answer.kind !== 'accepted') return null;
    await markWalletDone(house.db, bet.id);
    return answer.body.balance;
  }
  const answer = await house.wallet.win(bet.provider, {
    transactionId: liveWinTransaction(bet.id),
    game: bet.game,
    roundId: liveWalletRound(bet.id),
    amount: satoshisToMbtc(bet.payout),
  });
  if (answer.kind === 'accepted') {
    await markWalletDone(house.db, bet.id);
    return answer.body.balance;
  }
  if (answer.kind === 'refused')
    house.logger.error('wallet refused a live table win', {
      betId: bet.id,
      refusal: answer.refusal,
    });
  return null;
}

/** Sends the calls of many decided bets, a few at a time. */
export async function sendDecisions(house: House, bets: DecidedBet[]): Promise<void> {
  const CONCURRENCY = 8;
  for (let start = 0; start < bets.length; start += CONCURRENCY) {
    await Promise.all(
      bets.slice(start, start + CONCURRENCY).map((bet) => sendDecision(house, bet)),
    );
  }
}
