// The usual bookmaker price ladder: odds are only ever shown at these ticks, and a computed price is
// rounded DOWN onto it, so rounding can only add to the book's margin, never give it away.

/** One band of the ladder in milli-odds: every `step` from `from` to `to`, both included. */
interface TickBand {
  from: number;
  to: number;
  step: number;
}

/** 1.01–2.00 by 0.01, 2.02–3.00 by 0.02, … 110–1000 by 10 (milli-odds). */
export const TICK_LADDER: readonly TickBand[] = [
  { from: 1_010, to: 2_000, step: 10 },
  { from: 2_020, to: 3_000, step: 20 },
  { from: 3_050, to: 4_000, step: 50 },
  { from: 4_100, to: 6_000, step: 100 },
  { from: 6_200, to: 10_000, step: 200 },
  { from: 10_500, to: 20_000, step: 500 },
  { from: 21_000, to: 30_000, step: 1_000 },
  { from: 32_000, to: 50_000, step: 2_000 },
  { from: 55_000, to: 100_000, step: 5_000 },
  { from: 110_000, to: 1_000_000, step: 10_000 },
];

export const MIN_ODDS = 1_010;
export const MAX_ODDS = 1_000_000;

// 1/p in floating point can land a hair under an exact tick (2.4999999…); this much is forgiven.
const FLOAT_TOLERANCE = 1e-6;

/**
 * The highest tick not above `milliOdds` (a real number of thousandths), clamped to the ladder's
 * ends: below 1.01 gives 1.01, above 1000 gives 1000.
 */
export function roundDownToTick(milliOdds: number): number {
  const odds = milliOdds + FLOAT_TOLERANCE;
  if (odds < MIN_ODDS) return MIN_ODDS;
  let tick = MIN_ODDS;
  for (const band of TICK_LADDER) {
    if (odds < band.from) break;
    tick = Math.min(band.to, band.from + Math.floor((odds - band.from) / band.step) * band.step);
  }
  return tick;
}
