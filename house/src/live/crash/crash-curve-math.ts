// Where the crash curve stands on this screen: the climb's elapsed time by the server's clock
// (estimated), frozen where it was when the server's ticks stopped coming.
import { crashMultiplierAt } from '../../../../contract/house-page/live-tables';
import type { Heard } from '../table-state';

/** Ticks come every 100 ms: after this long without one the connection is taken as lost. */
export const FREEZE_AFTER_MS = 1_000;

export interface ClimbPosition {
  elapsedMs: number;
  multiplier: number;
  /** no word for FREEZE_AFTER_MS: the curve stops and the screen says the connection is lost */
  isFrozen: boolean;
}

/**
 * The climb's position at local time `localNow` (server time `localNow + offset`). The curve
 * follows the server's clock but never runs more than FREEZE_AFTER_MS past what the server last
 * said: the client cannot know the bust point, so it only goes where the server has nearly been.
 * Once the server is silent that long the curve stops where it was at that moment.
 */
export function climbPosition(
  startedAt: number,
  heard: Heard,
  localNow: number,
  offset: number,
): ClimbPosition {
  const silentFor = localNow - heard.receivedAt;
  const frozenFor = Math.max(0, silentFor - FREEZE_AFTER_MS);
  const byClock = Math.max(0, localNow - frozenFor + offset - startedAt);
  const heardElapsed = heard.elapsedMs ?? Math.max(0, heard.serverTime - startedAt);
  const elapsedMs = Math.min(byClock, heardElapsed + FREEZE_AFTER_MS);
  return { elapsedMs, multiplier: crashMultiplierAt(elapsedMs), isFrozen: frozenFor > 0 };
}

/** The multiplier as shown and as paid: rounded down to 2 decimals, like the server pays. */
export function shownMultiplier(multiplier: number): number {
  return Math.floor(multiplier * 100 + 1e-9) / 100;
}

/** The whole seconds left to bet (rounded up, never below 0) at server time `serverNow`. */
export function secondsLeft(bettingClosesAt: number, serverNow: number): number {
  return Math.max(0, Math.ceil((bettingClosesAt - serverNow) / 1000));
}

/**
 * The chart's extent for a climb at `elapsedMs`/`multiplier`: at least 10 s and 2×, then growing
 * with the curve so its tip stays at about four fifths of the chart.
 */
export function chartScale(elapsedMs: number, multiplier: number) {
  return {
    maxMs: Math.max(10_000, elapsedMs * 1.25),
    maxMultiplier: Math.max(2, 1 + (multiplier - 1) * 1.25),
  };
}

/** The colour of a bust point in the strip: under 2×, under 10×, under 100×, or more. */
export function bustClass(result: number): 'is-low' | 'is-mid' | 'is-high' | 'is-huge' {
  if (result < 2) return 'is-low';
  if (result < 10) return 'is-mid';
  if (result < 100) return 'is-high';
  return 'is-huge';
}
