import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SportsBetView } from '../../../../contract/sportsbook';
import { failureOf } from '../../../lib/api-client';
import { sportsQueries } from '../api/sports-queries';
import { needsBuilderPrice, type BuilderPriceNow } from './cash-out-state';

/** How often an open bet builder's joint price is asked again while nothing of its legs moved. */
const BUILDER_REPRICE_MS = 10_000;

/**
 * An open bet builder's joint price now, asked of front/sports/price_bet_builder (the pricing a
 * placement and the server's cash-out use) whenever a leg's price or status moves, and every
 * 10 s for the event's other markets, which move the fitted score grid too.
 */
export function useBuilderPriceNow(bet: SportsBetView): BuilderPriceNow {
  const isNeeded = needsBuilderPrice(bet);
  const first = bet.legs[0];
  const selections = bet.legs.map((leg) => leg.outcomeId);
  const prices = bet.legs.flatMap((leg) => [leg.currentOddsMilli, leg.marketStatus]);
  const quote = useQuery({
    ...sportsQueries.builderQuote(first?.eventId ?? '', selections, [
      first?.eventStatus,
      ...prices,
    ]),
    enabled: isNeeded,
    placeholderData: keepPreviousData,
    refetchInterval: BUILDER_REPRICE_MS,
  });
  if (!isNeeded) return undefined;
  if (quote.data) return { oddsMilli: quote.data.oddsMilli };
  if (quote.error) return { code: failureOf(quote.error).code };
  return undefined;
}
