import type { HiLoGuess } from '../../../contract/house-page/house';
import { computeBet } from '../../../contract/provably-fair';
import { cashOutHiLo, guessHiLo, type HiLoResult } from './hi-lo';
import type { House } from './house-context';
import { HouseRefusal } from './house-refusal';
import type { HouseSession } from './house-session';
import { settleRound } from './round-flow';
import { lockOpenRound, storeDecision } from './rounds-repository';

/**
 * A guess on, or the cash-out of, the player's open Hi-Lo round of this game. Answers the
 * balance after it (moved only when the round ended).
 */
export async function continueHiLo(
  house: House,
  session: HouseSession,
  roundId: string,
  action: HiLoGuess | 'cash-out',
): Promise<{ balance: number }> {
  const ended = await house.db.transaction(async (tx) => {
    const round = await lockOpenRound(tx, {
      id: roundId,
      player: session.player,
      game: session.game.slug,
    });
    if (!round) throw new HouseRefusal('round_not_found');
    const result = round.result as unknown as HiLoResult;
    let decision;
    if (action === 'cash-out') {
      decision = cashOutHiLo(round.stake, result);
    } else {
      const deck = await computeBet('hi-lo', round.server_seed, round.client_seed, round.nonce);
      const cards = deck.result.game === 'hi-lo' ? deck.result.cards : [];
      decision = guessHiLo(round.stake, result, cards, action);
    }
    await storeDecision(tx, roundId, decision);
    return decision.state === 'open'
      ? null
      : { id: roundId, game: session.game.slug, provider: round.provider, payout: decision.payout };
  });
  if (!ended) return { balance: session.balance };
  const balance = await settleRound(house, ended);
  if (balance === null) throw new HouseRefusal('wallet_unavailable');
  return { balance };
}
