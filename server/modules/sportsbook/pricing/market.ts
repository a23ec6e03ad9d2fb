// The shape every pricing model returns: Sportradar UOF semantics, a market type plus specifiers,
// each outcome with its fair probability and the odds offered (milli-odds, margin included). This
// list is what the simulator publishes as an `odds_change`.
import { offeredOdds } from './margin';

/** An outcome before the margin: its id within the market and its true probability. */
export interface FairOutcome {
  id: string;
  probability: number;
}

/** An outcome on offer: fair probability and odds in thousandths (2.50 → 2500). */
export interface PricedOutcome extends FairOutcome {
  odds: number;
}

/** A market: `total` with `{ total: '2.5' }`, `correct_score` with `{}`, … */
export interface PricedMarket {
  type: string;
  specifiers: Record<string, string>;
  outcomes: PricedOutcome[];
}

/**
 * Applies the margin and the ladder to a market's fair outcomes, keeping only those on offer; null
 * when none is (a settled-in-effect market: the simulator deactivates it).
 */
export function priceMarket(
  type: string,
  specifiers: Record<string, string>,
  fairOutcomes: readonly FairOutcome[],
  margin: number,
): PricedMarket | null {
  const outcomes: PricedOutcome[] = [];
  for (const outcome of fairOutcomes) {
    const odds = offeredOdds(outcome.probability, margin);
    if (odds !== null) outcomes.push({ ...outcome, odds });
  }
  return outcomes.length > 0 ? { type, specifiers, outcomes } : null;
}

/** A line as a specifier value, as the feed writes it: 2.5 → '2.5', -0.75 → '-0.75', 0 → '0'. */
export function formatLine(line: number): string {
  return String(Object.is(line, -0) ? 0 : line);
}

/** The lines from `from` to `to` by `step`, free of floating-point drift (0.1 + 0.2 …). */
export function linesBetween(from: number, to: number, step: number): number[] {
  const count = Math.round((to - from) / step);
  return Array.from(
    { length: count + 1 },
    (_, index) => Math.round((from + index * step) * 100) / 100,
  );
}

/** The markets that are on offer, in order. */
export function offered(markets: readonly (PricedMarket | null)[]): PricedMarket[] {
  return markets.filter((market): market is PricedMarket => market !== null);
}
