import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { cashOutValue, type CashOutLeg } from '../../../../contract/sports-cash-out';
import { parseFactor, type OutcomeSettlement } from '../../../../contract/sports-payout';
import { parseSystem } from '../../../../contract/sports-systems';
import type { SportsBetView } from '../../../../contract/sportsbook';

/**
 * What the bet's cash-out offers now, read as the server reads it (cash-out.ts) from the legs'
 * current prices: the value in mBTC, or why there is none (`pricing` while a bet builder's joint
 * price is being asked).
 */
export type CashOutState =
  | { kind: 'offered'; value: number }
  | { kind: 'pricing' }
  | { kind: 'suspended' }
  | { kind: 'unavailable' };

/**
 * A bet builder's joint price now (front/sports/price_bet_builder): its milli-odds, the refusal's
 * code, or undefined while not known. Ignored for another type.
 */
export type BuilderPriceNow = { oddsMilli: number } | { code: string } | undefined;

const ENDED_EVENT_STATUSES = new Set(['ended', 'closed', 'cancelled']);

function settlementOf(leg: SportsBetView['legs'][number]): OutcomeSettlement | null {
  if (leg.result === null) return null;
  const voidFactor = leg.voidFactor === null ? null : parseFactor(leg.voidFactor);
  const deadHeatFactor = leg.deadHeatFactor === null ? null : parseFactor(leg.deadHeatFactor);
  return {
    result: leg.result,
    ...(voidFactor && { voidFactor }),
    ...(deadHeatFactor && { deadHeatFactor }),
  };
}

/** The legs as cash-out counts them, or why the bet has none now: a leg open but not trading. */
function readLegs(bet: SportsBetView): CashOutLeg[] | 'suspended' | 'unavailable' {
  const legs: CashOutLeg[] = [];
  for (const leg of bet.legs) {
    // a leg decided (won, lost or void, a cancelled market included) counts what it pays
    const settlement = settlementOf(leg);
    if (settlement) {
      legs.push({ odds: leg.oddsMilli, settlement });
      continue;
    }
    if (leg.marketStatus === 'suspended' || leg.eventStatus === 'suspended') return 'suspended';
    if (
      leg.marketStatus !== 'active' ||
      !leg.isActive ||
      ENDED_EVENT_STATUSES.has(leg.eventStatus)
    ) {
      return 'unavailable';
    }
    legs.push({ odds: leg.oddsMilli, currentOdds: leg.currentOddsMilli });
  }
  return legs;
}

/** Whether a bet builder's joint price must be asked now: open, every selection open and trading. */
export function needsBuilderPrice(bet: SportsBetView): boolean {
  if (bet.type !== 'bet_builder' || bet.status !== 'open') return false;
  const legs = readLegs(bet);
  return typeof legs !== 'string' && legs.every((leg) => !('settlement' in leg));
}

export function cashOutState(bet: SportsBetView, builderPrice?: BuilderPriceNow): CashOutState {
  if (bet.status !== 'open') return { kind: 'unavailable' };
  const legs = readLegs(bet);
  if (typeof legs === 'string') return { kind: legs };
  if (legs.every((leg) => 'settlement' in leg)) return { kind: 'unavailable' };
  let builder = null;
  if (bet.type === 'bet_builder' && bet.builderOddsMilli !== null && needsBuilderPrice(bet)) {
    if (builderPrice === undefined) return { kind: 'pricing' };
    if ('code' in builderPrice) {
      return { kind: builderPrice.code === 'market_suspended' ? 'suspended' : 'unavailable' };
    }
    builder = { odds: bet.builderOddsMilli, currentOdds: builderPrice.oddsMilli };
  }
  const value = cashOutValue({
    type: bet.type,
    openStake: mbtcToSatoshis(bet.openStake) ?? 0n,
    legs,
    system: bet.system && parseSystem(bet.system.name),
    builder,
  });
  return value === null || value === 0n
    ? { kind: 'unavailable' }
    : { kind: 'offered', value: satoshisToMbtc(value) };
}
