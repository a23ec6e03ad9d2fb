import { settleAbandonedHiLo, type HiLoResult } from './hi-lo';
import type { House } from './house-context';
import { rollBackRound, settleRound } from './round-flow';
import {
  findAbandonedRounds,
  findStaleRounds,
  lockOpenRound,
  moveRound,
  storeDecision,
} from './rounds-repository';

/**
 * How often the whole house is looked over, by the one node holding the `house recovery` cluster
 * singleton (server/composition.ts) from the moment it takes it; besides, any node looks over a
 * player's own rounds before their next bet.
 */
export const RECOVERY_INTERVAL_MS = 30_000;

/** A round this long `settling` has lost its win call; this long `betting`, its bet call. */
const STALE_AFTER = { settlingSeconds: 10, bettingSeconds: 60 };
/** A Hi-Lo round nobody played for this long is settled at its standing. */
export const ABANDONED_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Finishes what the money flow left half-way, of one player or of all: re-sends the win of
 * `settling` rounds (the wallet applies a transaction id once) and cancels the stake of rounds
 * left `betting`, which then become `void`; settles Hi-Lo rounds left open for a day.
 */
export async function recoverRounds(house: House, player: string | null = null): Promise<void> {
  await settleAbandonedRounds(house, player);
  const stale = await findStaleRounds(house.db, player, STALE_AFTER);
  for (const round of stale) {
    if (round.state === 'settling') await settleRound(house, round);
    else if (await rollBackRound(house, round))
      await moveRound(house.db, round.id, 'betting', 'void');
  }
}

/**
 * A Hi-Lo round left open a day (the player went away, or the game was disabled) is cashed out
 * at its standing, so its stake is never held for ever.
 */
async function settleAbandonedRounds(house: House, player: string | null): Promise<void> {
  for (const abandoned of await findAbandonedRounds(house.db, player, ABANDONED_AFTER_SECONDS)) {
    const ended = await house.db.transaction(async (tx) => {
      const round = await lockOpenRound(tx, abandoned);
      if (!round) return null; // played or settled meanwhile
      const decision = settleAbandonedHiLo(round.stake, round.result as unknown as HiLoResult);
      await storeDecision(tx, abandoned.id, decision);
      return { ...abandoned, provider: round.provider, payout: decision.payout };
    });
    // an unconfirmed win stays `settling` for the stale-round pass
    if (ended) await settleRound(house, ended);
  }
}
