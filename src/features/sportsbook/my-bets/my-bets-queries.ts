import { queryOptions } from '@tanstack/react-query';
import { getBets } from '../../../../contract/sportsbook';
import { callApi } from '../../../lib/api-client';
import { playerQueries } from '../../../lib/player-queries';

export type MyBetsStatus = 'open' | 'settled';

export const MY_BETS_PAGE_SIZE = 10;

/**
 * The player's sports bets sit under the bet lists' prefix: a balance event or a settled bet
 * (live-updates.ts) refreshes them with the casino bets, and they are kept for offline reading.
 */
export const myBetsQueries = {
  all: () => [...playerQueries.bets(), 'sports'] as const,
  page: (playerId: number, status: MyBetsStatus, page: number) =>
    queryOptions({
      queryKey: [...myBetsQueries.all(), playerId, status, page],
      queryFn: () => callApi(getBets, { playerId, status, page, itemsPerPage: MY_BETS_PAGE_SIZE }),
    }),
};
