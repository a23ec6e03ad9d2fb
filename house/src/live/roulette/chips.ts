// Live Roulette's chips: everyone's on the board (from the round's bets), the player's own apart,
// what a rebet or a double puts down, and the chips sent to the server. One bet of the round is
// one chip on one spot; the single-player board's spots and keys name the spots.
import type { LiveBet, LiveRouletteSpot } from '../../../../contract/house-page/live-tables';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { betsOf, keyOf, type Chip } from '../../games/roulette';

/** A bet that is a chip on the board now: roulette, on a spot, not taken back or refunded. */
export const isChipOnBoard = (bet: LiveBet) =>
  bet.kind === 'roulette' && bet.spot !== null && bet.state !== 'void';

/** The bets on the board as chips (one per bet, in the order given). */
export function chipsOf(bets: readonly LiveBet[]): Chip[] {
  return bets.filter(isChipOnBoard).map((bet) => ({
    key: keyOf(bet.spot as LiveRouletteSpot),
    satoshis: mbtcToSatoshis(bet.stake) ?? 0n,
  }));
}

export interface BoardTotals {
  /** every player's chips per spot (satoshis), the player's own and unsent ones included */
  everyone: Map<string, bigint>;
  /** the player's own per spot: placed, and sent or waiting to be sent */
  mine: Map<string, bigint>;
}

function addTo(totals: Map<string, bigint>, chips: readonly Chip[]) {
  for (const chip of chips) totals.set(chip.key, (totals.get(chip.key) ?? 0n) + chip.satoshis);
}

/** The totals per spot: the round's bets plus the player's chips not yet answered. */
export function boardTotals(bets: readonly LiveBet[], unanswered: readonly Chip[]): BoardTotals {
  const everyone = new Map<string, bigint>();
  const mine = new Map<string, bigint>();
  addTo(everyone, chipsOf(bets));
  addTo(everyone, unanswered);
  addTo(mine, chipsOf(bets.filter((bet) => bet.isMine)));
  addTo(mine, unanswered);
  return { everyone, mine };
}

/** One chip per spot with the spot's total: how a rebet or a double puts the chips down. */
export function mergedBySpot(chips: readonly Chip[]): Chip[] {
  return betsOf(chips).map(({ bet, satoshis }) => ({ key: keyOf(bet), satoshis }));
}

/** A rebet: the player's chips of their last round, one per spot. */
export function rebetChips(lastRoundBets: readonly LiveBet[]): Chip[] {
  return mergedBySpot(chipsOf(lastRoundBets.filter((bet) => bet.isMine)));
}

/** A double: the player's chips of this round so far (placed and unsent) once more. */
export function doubleChips(roundBets: readonly LiveBet[], unanswered: readonly Chip[]): Chip[] {
  return mergedBySpot([...chipsOf(roundBets.filter((bet) => bet.isMine)), ...unanswered]);
}

type RequestChip = { spot: LiveRouletteSpot; amount: number };

/**
 * The `live/roulette/bet` calls for some chips: one chip per spot, in board order, a spot's total
 * split into pieces of at most `maxStake` (satoshis), and the pieces packed into calls whose total
 * stays within `maxStake` too (the server checks each call's total against it).
 */
export function requestBatches(chips: readonly Chip[], maxStake: bigint): RequestChip[][] {
  const pieces: { spot: LiveRouletteSpot; satoshis: bigint }[] = [];
  for (const { bet, satoshis } of betsOf(chips))
    for (let left = satoshis; left > 0n; left -= maxStake)
      pieces.push({ spot: bet, satoshis: left < maxStake ? left : maxStake });
  const batches: RequestChip[][] = [];
  let batch: RequestChip[] = [];
  let batchTotal = 0n;
  for (const piece of pieces) {
    if (batch.length > 0 && batchTotal + piece.satoshis > maxStake) {
      batches.push(batch);
      batch = [];
      batchTotal = 0n;
    }
    batch.push({ spot: piece.spot, amount: satoshisToMbtc(piece.satoshis) });
    batchTotal += piece.satoshis;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** The chip values offered (mBTC), those within the table's stake limits. */
const CHIP_VALUES = [0.1, 0.5, 1, 5, 10, 50, 100] as const;

export function chipValues(limits: { minStake: number; maxStake: number }): number[] {
  const offered = CHIP_VALUES.filter(
    (value) => value >= limits.minStake && value <= limits.maxStake,
  );
  return offered.length > 0 ? offered : [limits.minStake];
}
