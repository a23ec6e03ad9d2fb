import type { House } from './house-context';
import { rollBackRound, settleRound } from './round-flow';
import { findStaleRounds, moveRound } from './rounds-repository';

/** How often the whole house is looked over, besides at start-up and before a player's bets. */
export const RECOVERY_INTERVAL_MS = 30_000;

/** A round this long `settling` has lost its win call; this long `betting`, its bet call. */
const STALE_AFTER = { settlingSeconds: 10, bettingSeconds: 60 };

/**
 * Finishes what the money flow left half-way, of one player or of all: re-sends the win of
 * `settling` rounds (the wallet applies a transaction id once) and cancels the stake of rounds
 * left `betting`, which then become `void`.
 */
export async function recoverRounds(house: House, player: string | null = null): Promise<void> {
  const stale = await findStaleRounds(house.db, player, STALE_AFTER);
  for (const round of stale) {
    if (round.state === 'settling') await settleRound(house, round);
    else if (await rollBackRound(house, round))
      await moveRound(house.db, round.id, 'betting', 'void');
  }
}
