import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { parseFactor, type OutcomeSettlement } from '../../../../contract/sports-payout';
import { parseSystem, systemLinePayouts, systemLines } from '../../../../contract/sports-systems';
import type { SportsBetView } from '../../../../contract/sportsbook';

/** A line of a settled system bet that paid: its legs (1-based, as the card numbers them) and mBTC paid. */
export interface PaidLine {
  legs: number[];
  payout: number;
}

/**
 * The lines of a settled system bet that paid something, derived from its legs' results as they
 * were settled with the payout rule of settlement (`systemLinePayouts`), so they add up to the
 * payout. Null for a bet that is not a settled system bet with every leg's result (one lost
 * before its last legs played paid no line).
 */
export function paidSystemLines(bet: SportsBetView): PaidLine[] | null {
  const system = bet.system === null ? null : parseSystem(bet.system.name);
  if (!system || bet.status !== 'settled') return null;
  const settled = bet.legs.map((leg) =>
    leg.result === null
      ? null
      : { eventId: leg.eventId, odds: leg.oddsMilli, settlement: settlementOf(leg) },
  );
  if (settled.some((leg) => leg === null)) return [];
  const stake = mbtcToSatoshis(bet.stake) ?? 0n;
  const payouts = systemLinePayouts(stake, system, settled as NonNullable<(typeof settled)[0]>[]);
  return systemLines(system).flatMap((line, index) => {
    const payout = payouts[index] ?? 0n;
    return payout > 0n
      ? [{ legs: line.map((position) => position + 1), payout: satoshisToMbtc(payout) }]
      : [];
  });
}

/** A settled leg as settlement reads it: its result and any void or dead-heat factor. */
function settlementOf(leg: SportsBetView['legs'][number]): OutcomeSettlement {
  const voidFactor = leg.voidFactor === null ? null : parseFactor(leg.voidFactor);
  const deadHeatFactor = leg.deadHeatFactor === null ? null : parseFactor(leg.deadHeatFactor);
  return {
    result: leg.result ?? 1,
    ...(voidFactor && { voidFactor }),
    ...(deadHeatFactor && { deadHeatFactor }),
  };
}

/**
 * What an open system bet can still return at best once a leg has lost: every leg still to play
 * wins, the settled ones as settled (a lost leg takes its lines with it), by settlement's own rule.
 * Null for any other bet: its potential return is the one it was placed with.
 */
export function bestCaseSystemReturn(bet: SportsBetView): number | null {
  const system = bet.system === null ? null : parseSystem(bet.system.name);
  if (!system || bet.status !== 'open' || !bet.legs.some((leg) => leg.result === 0)) return null;
  const legs = bet.legs.map((leg) => ({
    eventId: leg.eventId,
    odds: leg.oddsMilli,
    settlement: settlementOf(leg),
  }));
  const stake = mbtcToSatoshis(bet.stake) ?? 0n;
  const total = systemLinePayouts(stake, system, legs).reduce((sum, payout) => sum + payout, 0n);
  return satoshisToMbtc(total);
}
