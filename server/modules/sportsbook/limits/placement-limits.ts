import type { Queryable } from '../../../db/database';
import type { SelectionState } from '../bets/bet-repository';
import { checkBetLimits, type StakeLimits } from './bet-limits';
import { readLimitsAndExposure, type PlacementLimits } from './limits-repository';

/**
 * The limits of a bet being placed, in its transaction after the book's checks, under the
 * liability locks of its events that placement took first (lockLiability): reads the limits
 * and the exposure and throws the refusal of a bet outside them (bet-limits.ts). The exposure
 * is read once the locks are held, so two bets racing on one market never both fit where only
 * one does.
 */
export async function checkPlacementLimits(
  tx: Queryable,
  bet: {
    playerId: number;
    stake: bigint;
    /** a system's lines (1 otherwise): the stake is per line */
    lines: number;
    legs: SelectionState[];
    potentialReturn: (stake: bigint) => bigint;
  },
): Promise<void> {
  const eventIds = [...new Set(bet.legs.map((leg) => leg.eventId))];
  const { exposure, ...limits } = await readLimitsAndExposure(tx, bet.playerId, eventIds);
  checkBetLimits(
    {
      stake: bet.stake,
      lines: BigInt(bet.lines),
      potentialReturn: bet.potentialReturn,
      legs: bet.legs.map((leg) => ({
        outcomeId: leg.id,
        marketId: leg.marketId,
        eventId: leg.eventId,
        stakeLimits: stakeLimitsOf(limits, leg),
      })),
    },
    limits.book,
    limits.stakeFactorMilli,
    exposure,
  );
}

/** A leg's stake limits: its sport's own, pre-match or in play, else every sport's defaults. */
function stakeLimitsOf(limits: PlacementLimits, leg: SelectionState): StakeLimits {
  const sportId = limits.sportOf.get(leg.eventId);
  const inPlay = leg.eventStatus === 'live';
  const matching = (id: string | undefined) =>
    limits.stakeLimits.find((row) => row.sportId === id && row.inPlay === inPlay);
  const found = matching(sportId) ?? matching('');
  if (!found) throw new Error(`no default stake limits (in play: ${inPlay}), migration 0021`);
  return found;
}
