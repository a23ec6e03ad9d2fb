// Crash's decisions, as pure functions of the server's clock and the round's exact bust point
// (docs/live-tables.md): they are the rules; the engine and the calls only apply them.
import { crashMultiplierAt } from '../../../contract/house-page/live-tables';

/** A multiplier floored to the 2 decimals it is shown and paid at. */
export const floorMultiplier = (multiplier: number) => Math.floor(100 * multiplier + 1e-9) / 100;

/** stake · multiplier (2 decimals), in satoshis, rounded down. */
export const payoutAt = (stake: bigint, multiplier: number) =>
  (stake * BigInt(Math.round(100 * floorMultiplier(multiplier)))) / 100n;

/**
 * The target a main bet cashes out at by itself: its auto cash-out, or the multiplier at which
 * its win reaches the table's max win, whichever comes first (null: neither is ever reached).
 */
export function effectiveTarget(
  stake: bigint,
  autoCashOut: number | null,
  maxWin: bigint,
): { multiplier: number; isMaxWin: boolean } {
  // the smallest 2-decimal multiplier whose payout reaches max win
  const maxWinTarget = Number((maxWin * 100n + stake - 1n) / stake) / 100;
  if (autoCashOut !== null && autoCashOut < maxWinTarget)
    return { multiplier: autoCashOut, isMaxWin: false };
  return { multiplier: Math.max(1.01, maxWinTarget), isMaxWin: true };
}

/** A settled main bet: what it is paid, at which multiplier. */
export interface Payout {
  multiplier: number;
  payout: bigint;
}

function paid(stake: bigint, target: { multiplier: number; isMaxWin: boolean }, maxWin: bigint) {
  const payout = target.isMaxWin ? maxWin : payoutAt(stake, target.multiplier);
  return { multiplier: target.multiplier, payout: payout < maxWin ? payout : maxWin };
}

/**
 * A cash-out asked `elapsedMs` after the climb started (the server's clock): accepted iff the
 * curve is still below the exact bust point, paid at the multiplier floored to 2 decimals; if the
 * bet's own target was passed already it had cashed out there. Null: refused (busted).
 */
export function decideCashOut(
  bet: { stake: bigint; autoCashOut: number | null },
  elapsedMs: number,
  exactBust: number,
  maxWin: bigint,
): Payout | null {
  const now = crashMultiplierAt(elapsedMs);
  if (!(now < exactBust)) return null;
  const target = effectiveTarget(bet.stake, bet.autoCashOut, maxWin);
  if (now >= target.multiplier) return paid(bet.stake, target, maxWin);
  const multiplier = floorMultiplier(now);
  return paid(bet.stake, { multiplier, isMaxWin: false }, maxWin);
}

/** A main bet still open when the round ends: its target cashed it out iff below the bust point. */
export function decideAtBust(
  bet: { stake: bigint; autoCashOut: number | null },
  exactBust: number,
  maxWin: bigint,
): Payout | null {
  const target = effectiveTarget(bet.stake, bet.autoCashOut, maxWin);
  return target.multiplier < exactBust ? paid(bet.stake, target, maxWin) : null;
}

/**
 * The takeover rule for a main bet still open in a climb whose node died: a target already
 * passed at the last recorded multiplier cashed out there; otherwise the better of the stake back
 * (null: a refund) or a cash-out at the last recorded multiplier. Never worse than a refund.
 */
export function decideAtTakeover(
  bet: { stake: bigint; autoCashOut: number | null },
  lastMultiplier: number | null,
  maxWin: bigint,
): Payout | null {
  if (lastMultiplier === null) return null;
  const target = effectiveTarget(bet.stake, bet.autoCashOut, maxWin);
  if (lastMultiplier >= target.multiplier) return paid(bet.stake, target, maxWin);
  const atLast = paid(
    bet.stake,
    { multiplier: floorMultiplier(lastMultiplier), isMaxWin: false },
    maxWin,
  );
  return atLast.payout > bet.stake ? atLast : null;
}
