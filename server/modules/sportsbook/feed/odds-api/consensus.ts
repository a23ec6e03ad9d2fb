// The book's prices from the bookmakers' odds of one event: each bookmaker's market is made fair
// (its implied probabilities scaled to sum to 1, taking its margin off), the fair probability of
// each outcome is the median across the bookmakers quoting that market and line, and the book
// prices it as the simulator prices its own model's: SPORTS_MARGIN added by multiplicative scaling,
// rounded down to the tick ladder (docs/sportsbook-pricing.md). So the book's edge is its own
// margin, whatever the bookmakers' were.
import { formatSpecifiers, type MarketOdds } from '../feed-messages';
import { offeredOdds } from '../../pricing/margin';
import type { OddsEvent, OddsMarket } from './payloads';
import type { BookSport } from './sports';

/** One bookmaker's market as the book names it, with each outcome's fair probability. */
interface FairQuote {
  type: string;
  specifiers: string;
  fair: Map<string, number>;
}

/** Outcome id → decimal price, or null when the market is not the shape the book takes. */
function outcomePrices(
  market: OddsMarket,
  event: OddsEvent,
  sport: BookSport,
): { specifiers: Record<string, number>; prices: Map<string, number> } | null {
  const byName = new Map(market.outcomes.map((outcome) => [outcome.name, outcome]));
  const home = byName.get(event.homeTeam);
  const away = byName.get(event.awayTeam);
  if (market.key === 'h2h') {
    const draw = byName.get('Draw');
    if (!home || !away || market.outcomes.length !== (sport.hasDraw ? 3 : 2)) return null;
    if (sport.hasDraw && !draw) return null;
    const prices = new Map([
      ['home', home.price],
      ['away', away.price],
    ]);
    if (draw) prices.set('draw', draw.price);
    return { specifiers: {}, prices };
  }
  if (market.key === 'spreads') {
    if (!home || !away || home.point === undefined || market.outcomes.length !== 2) return null;
    // the away side's line is the home side's reversed, or the two are not one market
    if (away.point !== -home.point) return null;
    const prices = new Map([
      ['home', home.price],
      ['away', away.price],
    ]);
    return { specifiers: { hcp: home.point + 0 }, prices };
  }
  if (market.key === 'totals') {
    const over = byName.get('Over');
    const under = byName.get('Under');
    if (!over || !under || over.point === undefined || under.point !== over.point) return null;
    const prices = new Map([
      ['over', over.price],
      ['under', under.price],
    ]);
    return { specifiers: { total: over.point }, prices };
  }
  return null;
}

function fairQuote(market: OddsMarket, event: OddsEvent, sport: BookSport): FairQuote | null {
  const quoted = outcomePrices(market, event, sport);
  if (!quoted) return null;
  const implied = [...quoted.prices].map(([id, price]) => [id, 1 / price] as const);
  const book = implied.reduce((sum, [, probability]) => sum + probability, 0);
  return {
    type: sport.markets[market.key as keyof BookSport['markets']],
    specifiers: formatSpecifiers(quoted.specifiers),
    fair: new Map(implied.map(([id, probability]) => [id, probability / book])),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Every market the bookmakers quote (each line its own market), priced by the book: the median
 * fair probability per outcome, scaled again to sum to 1, with the book's margin. An outcome the
 * book would not offer (under 0.1 %, or worth less than 1.01) is left out; a market left with
 * fewer than two outcomes is not offered.
 */
export function priceEvent(event: OddsEvent, sport: BookSport, margin: number): MarketOdds[] {
  const quotes = new Map<string, FairQuote[]>();
  for (const bookmaker of event.bookmakers) {
    for (const market of bookmaker.markets) {
      const quote = fairQuote(market, event, sport);
      if (!quote) continue;
      const key = `${quote.type}/${quote.specifiers}`;
      quotes.set(key, [...(quotes.get(key) ?? []), quote]);
    }
  }
  const markets: MarketOdds[] = [];
  for (const group of quotes.values()) {
    const first = group[0] as FairQuote;
    const medians = [...first.fair.keys()].map(
      (id) => [id, median(group.map((quote) => quote.fair.get(id) ?? 0))] as const,
    );
    const total = medians.reduce((sum, [, probability]) => sum + probability, 0);
    const outcomes = medians.flatMap(([id, probability]) => {
      const oddsMilli = offeredOdds(probability / total, margin);
      return oddsMilli === null ? [] : [{ id, oddsMilli, isActive: true }];
    });
    if (outcomes.length < 2) continue;
    markets.push({ type: first.type, specifiers: first.specifiers, status: 'active', outcomes });
  }
  return markets.sort((a, b) =>
    `${a.type}/${a.specifiers}`.localeCompare(`${b.type}/${b.specifiers}`),
  );
}
