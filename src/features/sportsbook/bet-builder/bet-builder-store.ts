import { BET_BUILDER_LEGS, BET_BUILDER_MARKETS } from '../../../../contract/sports-bet-builder';
import type { SportsEventDetail } from '../../../../contract/sportsbook';
import { createStore } from '../../../lib/create-store';

// The bet builder's picks on the event page (docs/sportsbook-pricing.md, "Bet builder"): the
// selections of one match the player is combining, apart from the bet slip. Kept in memory only:
// a builder is priced live and is not worth restoring after a reload.

type Market = SportsEventDetail['markets'][number];

export interface BuilderPick {
  /** the selection id a bet names */
  outcomeId: string;
  marketId: string;
  marketType: string;
  specifiers: string;
  /** the feed's outcome id within its market */
  outcome: string;
}

interface BuilderState {
  eventId: string | null;
  picks: BuilderPick[];
}

const store = createStore<BuilderState>({ eventId: null, picks: [] });

/** Whether the builder takes a market's selections: its types, goal totals on half lines only. */
export function isBuilderMarket(market: Pick<Market, 'type' | 'specifiers'>): boolean {
  if (!(BET_BUILDER_MARKETS as readonly string[]).includes(market.type)) return false;
  if (market.type !== 'total') return true;
  const line = Number(/(?:^|\|)total=([^|]+)/.exec(market.specifiers)?.[1]);
  return Number.isInteger(line - 0.5);
}

/**
 * Whether an event offers a builder: a football match not over. Kept while its markets stop and
 * reopen (a goal suspends them for seconds), so the page's layout does not jump with them.
 */
export function offersBuilder(event: Pick<SportsEventDetail, 'sportId' | 'status'>) {
  return (
    event.sportId === 'football' &&
    (event.status === 'not_started' || event.status === 'live' || event.status === 'suspended')
  );
}

export const betBuilder = {
  useStore: store.useStore,
  get: store.get,
  /**
   * Adds a selection, or takes it out when it is there; another outcome of the same market
   * replaces the one picked (a market answers once). Picks of another event are let go first, and
   * no more than the builder's maximum are kept.
   */
  toggle(eventId: string, pick: BuilderPick) {
    store.set((state) => {
      const picks = state.eventId === eventId ? state.picks : [];
      if (picks.some((item) => item.outcomeId === pick.outcomeId)) {
        return { eventId, picks: picks.filter((item) => item.outcomeId !== pick.outcomeId) };
      }
      const others = picks.filter((item) => item.marketId !== pick.marketId);
      if (others.length >= BET_BUILDER_LEGS.max) return { eventId, picks };
      return { eventId, picks: [...others, pick] };
    });
  },
  remove(outcomeId: string) {
    store.set((state) => ({ picks: state.picks.filter((item) => item.outcomeId !== outcomeId) }));
  },
  clear() {
    store.set({ eventId: null, picks: [] });
  },
};

/** The picks of this event (another event's are not shown). */
export function useBuilderPicks(eventId: string): BuilderPick[] {
  const state = betBuilder.useStore((current) => current);
  return state.eventId === eventId ? state.picks : NO_PICKS;
}
const NO_PICKS: BuilderPick[] = [];
