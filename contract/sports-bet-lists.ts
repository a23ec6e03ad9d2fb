// Apart from sportsbook.ts, whose call definitions are a large module: the app's route for My bets
// reads its search with this list, and that route's search schema is part of the first load.

/** The bets `front/sports/get_bets` lists: waiting for their results, or settled. */
export const SPORTS_BET_LIST_STATUSES = ['open', 'settled'] as const;
