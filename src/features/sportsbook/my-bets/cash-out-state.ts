import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import {
  cashOutValue,
  isCashOutBetType,
  type CashOutLeg,
} from '../../../../contract/sports-cash-out';
import { parseFactor, type OutcomeSettlement } from '../../../../contract/sports-payout';
import type { SportsBetView } from '../../../../contract/sportsbook';

/**
 * What the bet's cash-out offers now, read as the server reads it (cash-out.ts) from the legs'
 * current prices: the value in mBTC, or why there is none.
 */
export type CashOutState =
  | { kind: 'offered'; value: number }
  | { kind: 'suspended' }
  | { kind: 'unavailable' }
  | { kind: 'not_offered' };

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

export function cashOutState(bet: SportsBetView): CashOutState {
  if (bet.status !== 'open') return { kind: 'unavailable' };
  if (!isCashOutBetType(bet.type)) return { kind: 'not_offered' };
  const legs: CashOutLeg[] = [];
  let openLegs = 0;
  for (const leg of bet.legs) {
    const settlement = settlementOf(leg);
    if (settlement) {
      legs.push({ odds: leg.oddsMilli, settlement });
      continue;
    }
    if (leg.marketStatus === 'suspended' || leg.eventStatus === 'suspended') {
      return { kind: 'suspended' };
    }
    if (
      leg.marketStatus !== 'active' ||
      !leg.isActive ||
      ENDED_EVENT_STATUSES.has(leg.eventStatus)
    ) {
      return { kind: 'unavailable' };
    }
    openLegs++;
    legs.push({ odds: leg.oddsMilli, currentOdds: leg.currentOddsMilli });
  }
  const openStake = mbtcToSatoshis(bet.openStake) ?? 0n;
  const value = openLegs === 0 ? null : cashOutValue({ type: bet.type, openStake, legs });
  return value === null || value === 0n
    ? { kind: 'unavailable' }
    : { kind: 'offered', value: satoshisToMbtc(value) };
}
