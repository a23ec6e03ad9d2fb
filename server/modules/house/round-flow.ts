// The money flow of a round, so that nothing is lost or applied twice: the round is recorded
// (`betting`) before the wallet takes the stake; its nonce and result are drawn only once the
// stake is taken; its win is sent after the result is stored (`settling`), and the round ends
// `won`/`lost` once the wallet confirmed it. Whatever is left half-way, recovery.ts finishes.
import { randomUUID } from 'node:crypto';
import type { SeedsInPlay } from '../../../contract/house-page/house';
import { satoshisToMbtc } from '../../../contract/money';
import { computeBet } from '../../../contract/provably-fair';
import type { House } from './house-context';
import { HouseRefusal } from './house-refusal';
import { refusalOf, type HouseSession } from './house-session';
import type { RoundPlan } from './round-plan';
import {
  insertBettingRound,
  lockBettingRound,
  moveRound,
  storeDecision,
  type RoundRef,
} from './rounds-repository';
import { lockActiveSeeds, seedsInPlay, takeNonce } from './seeds-repository';

export const betTransactionId = (roundId: string) => `${roundId}:bet`;
export const winTransactionId = (roundId: string) => `${roundId}:win`;

/**
 * Places the planned bet and plays it. Answers the round's id, the balance after it and the
 * seeds in play; refuses when the wallet refused the stake or did not answer.
 */
export async function playRound(
  house: House,
  session: HouseSession,
  plan: RoundPlan,
): Promise<{ roundId: string; balance: number; seeds: SeedsInPlay }> {
  const { game, player } = session;
  const round = { id: randomUUID(), game: game.slug, provider: game.provider, payout: 0n };
  const isInserted = await insertBettingRound(house.db, {
    ...round,
    player,
    engine: plan.engine,
    stake: plan.stake,
    params: plan.params,
  });
  if (!isInserted) throw new HouseRefusal('round_in_progress');

  const bet = await house.wallet.bet(game.provider, {
    transactionId: betTransactionId(round.id),
    token: session.token,
    game: game.slug,
    roundId: round.id,
    amount: satoshisToMbtc(plan.stake),
  });
  if (bet.kind !== 'accepted') {
    // a refused bet took nothing; a bet without an answer is cancelled, or left to recovery
    if (bet.kind === 'refused' || (await rollBackRound(house, round)))
      await moveRound(house.db, round.id, 'betting', 'void');
    throw refusalOf(bet);
  }

  const drawn = await house.db.transaction(async (tx) => {
    // recovery cancels a bet left too long: then this round never happened
    if (!(await lockBettingRound(tx, round.id))) return null;
    const pair = await lockActiveSeeds(tx, player);
    const nonce = await takeNonce(tx, pair);
    const decision = plan.decide(
      await computeBet(plan.engine, pair.serverSeed, pair.clientSeed, nonce),
    );
    await storeDecision(tx, round.id, decision, { seedId: pair.id, nonce });
    return { decision, seeds: seedsInPlay({ ...pair, nonce: nonce + 1 }) };
  });
  if (!drawn) throw new HouseRefusal('wallet_unavailable');

  if (drawn.decision.state === 'open')
    return { roundId: round.id, balance: bet.body.balance, seeds: drawn.seeds };
  const balance = await settleRound(house, { ...round, payout: drawn.decision.payout });
  if (balance === null) throw new HouseRefusal('wallet_unavailable');
  return { roundId: round.id, balance, seeds: drawn.seeds };
}

/**
 * Sends a `settling` round's win (0 for a loss) and ends the round. Answers the balance after
 * it, or null when the wallet did not confirm it (the round stays `settling` for recovery).
 */
export async function settleRound(house: House, round: RoundRef): Promise<number | null> {
  const win = await house.wallet.win(round.provider, {
    transactionId: winTransactionId(round.id),
    game: round.game,
    roundId: round.id,
    amount: satoshisToMbtc(round.payout),
  });
  if (win.kind === 'accepted') {
    await moveRound(house.db, round.id, 'settling', round.payout > 0n ? 'won' : 'lost');
    return win.body.balance;
  }
  if (win.kind === 'refused' && win.refusal.code === 'round_closed') {
    // only a rollback closes a wallet round before its win: the stake went back
    house.logger.warn('house round was rolled back before its win', { roundId: round.id });
    await moveRound(house.db, round.id, 'settling', 'void');
  } else if (win.kind === 'refused') {
    house.logger.error('wallet refused a house win', { roundId: round.id, refusal: win.refusal });
  }
  return null;
}

/** Cancels the stake of a round still `betting`; true once the wallet confirmed. */
export async function rollBackRound(house: House, round: RoundRef): Promise<boolean> {
  const answer = await house.wallet.rollback(round.provider, {
    transactionId: betTransactionId(round.id),
  });
  if (answer.kind === 'refused') {
    house.logger.error('wallet refused a house rollback', {
      roundId: round.id,
      refusal: answer.refusal,
    });
  }
  return answer.kind === 'accepted';
}
