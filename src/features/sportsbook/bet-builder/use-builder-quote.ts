import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BET_BUILDER_LEGS, priceBetBuilder } from '../../../../contract/sports-bet-builder';
import type { SportsEventDetail } from '../../../../contract/sportsbook';
import { callApi } from '../../../lib/api-client';
import type { BuilderPick } from './bet-builder-store';

/**
 * The builder's price for the picks, asked again whenever a price of the event moves (the event's
 * query is kept current by the realtime changes, so its prices are part of the key): the joint
 * price follows the markets the player sees.
 */
export function useBuilderQuote(event: SportsEventDetail, picks: readonly BuilderPick[]) {
  const selections = picks.map((pick) => pick.outcomeId);
  const prices = event.markets
    .filter((market) => market.status === 'active')
    .flatMap((market) => market.outcomes.map((outcome) => outcome.oddsMilli));
  return useQuery({
    queryKey: ['sports', 'bet-builder', event.id, selections, prices, event.status],
    queryFn: ({ signal }) => callApi(priceBetBuilder, { selections }, { signal }),
    enabled: picks.length >= BET_BUILDER_LEGS.min,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
    gcTime: 30_000,
  });
}
