import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BET_BUILDER_LEGS } from '../../../../contract/sports-bet-builder';
import type { SportsEventDetail } from '../../../../contract/sportsbook';
import { sportsQueries } from '../api/sports-queries';
import type { BuilderPick } from './bet-builder-store';

/**
 * The builder's price for the picks, asked again whenever a price or the status of the event
 * moves (the event's query is kept current by the realtime changes, so they are part of the key).
 */
export function useBuilderQuote(event: SportsEventDetail, picks: readonly BuilderPick[]) {
  const selections = picks.map((pick) => pick.outcomeId);
  const prices = [
    event.status,
    ...event.markets
      .filter((market) => market.status === 'active')
      .flatMap((market) => market.outcomes.map((outcome) => outcome.oddsMilli)),
  ];
  return useQuery({
    ...sportsQueries.builderQuote(event.id, selections, prices),
    enabled: picks.length >= BET_BUILDER_LEGS.min,
    placeholderData: keepPreviousData,
  });
}
