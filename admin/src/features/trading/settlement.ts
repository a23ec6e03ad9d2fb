import type { SettlementAction } from '../../../../contract/operator/sports-settlement';
import type { TradingEvent, TradingMarket } from './api/trading-queries';

// What the trading screen lets an operator do to a market's result (the calls of
// contract/operator/sports-settlement.ts), and each outcome's result as the settlement gives it.

/** An outcome's result as the trader picks it; the half results refund half the stake. */
export const OUTCOME_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type OutcomeResultChoice = (typeof OUTCOME_RESULTS)[number];

export interface OutcomeSettlementInput {
  id: string;
  result: 0 | 1;
  voidFactor?: string;
}

/** The settlement message's fields for a choice (void: lost with the whole stake refunded). */
export function outcomeSettlement(id: string, choice: OutcomeResultChoice): OutcomeSettlementInput {
  switch (choice) {
    case 'won':
      return { id, result: 1 };
    case 'lost':
      return { id, result: 0 };
    case 'void':
      return { id, result: 0, voidFactor: '1' };
    case 'half_won':
      return { id, result: 1, voidFactor: '0.5' };
    case 'half_lost':
      return { id, result: 0, voidFactor: '0.5' };
  }
}

/** The results a settlement form starts from: the standing ones of a settled market, else none. */
export function initialChoices(market: TradingMarket): Record<string, OutcomeResultChoice | ''> {
  return Object.fromEntries(
    market.outcomes.map((outcome) => {
      if (market.status !== 'settled' || outcome.result === null) return [outcome.outcomeId, ''];
      return [outcome.outcomeId, outcome.result === 1 ? 'won' : 'lost'];
    }),
  );
}

/** Every outcome has a result: the settlement can be previewed and sent. */
export function settlementOf(
  choices: Record<string, OutcomeResultChoice | ''>,
): OutcomeSettlementInput[] | null {
  const entries = Object.entries(choices);
  if (entries.length === 0 || entries.some(([, choice]) => choice === '')) return null;
  return entries.map(([id, choice]) => outcomeSettlement(id, choice as OutcomeResultChoice));
}

/**
 * The actions a market's state allows: a market not yet resolved is settled or voided; a settled
 * one corrected (settled again), rolled back or voided; a voided one restored or settled.
 */
export function settlementActions(market: Pick<TradingMarket, 'status'>): SettlementAction[] {
  if (market.status === 'settled') return ['settle', 'rollback_settlement', 'cancel'];
  if (market.status === 'cancelled') return ['rollback_cancel', 'settle'];
  return ['settle', 'cancel'];
}

/** Whether the market's result is being corrected rather than set for the first time. */
export const isCorrection = (market: Pick<TradingMarket, 'status'>) =>
  market.status === 'settled' || market.status === 'cancelled';

/** The book's worst case over an event's markets (0 without stakes). */
export function eventWorstCase(event: Pick<TradingEvent, 'markets'>): number {
  return event.markets.reduce(
    (worst, market) =>
      market.openStake > 0 && market.maxLiability > worst ? market.maxLiability : worst,
    0,
  );
}

/** The markets with open stakes across events, the largest worst case first. */
export function exposedMarkets(events: TradingEvent[]) {
  return events
    .flatMap((event) =>
      event.markets.filter((market) => market.openStake > 0).map((market) => ({ event, market })),
    )
    .sort(
      (a, b) =>
        b.market.maxLiability - a.market.maxLiability || b.market.openStake - a.market.openStake,
    );
}

/** The main market types of the sports (a football match's 1X2, tennis, basketball). */
const MAIN_TYPES = new Set(['1x2', 'match_winner', 'moneyline']);

/**
 * An unfolded event's markets: shown, the main one, those with open stakes, suspended by an
 * operator or resolved; folded under one line, the rest (an event may have fifty lines).
 */
export function splitMarkets(markets: TradingMarket[]) {
  const isShown = (market: TradingMarket) =>
    MAIN_TYPES.has(market.type) ||
    market.openStake > 0 ||
    market.isOperatorSuspended ||
    market.status === 'settled' ||
    market.status === 'cancelled';
  const shown = markets.filter(isShown);
  if (shown.length === 0 && markets[0]) shown.push(markets[0]);
  return { shown, folded: markets.filter((market) => !shown.includes(market)) };
}
