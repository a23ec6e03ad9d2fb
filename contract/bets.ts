import * as v from 'valibot';
import { defineCall } from './call';
import { hasCustomDates, id, ok, pageFields, periodFields, plainText, sortFields } from './common';

/** Where a bet was made: a casino game's round, or a settled sports bet (issue 12). */
export const BET_KINDS = ['casino', 'sports'] as const;
/** The `provider` of a sports bet's row, and the `filterProvider` that lists only those. */
export const SPORTSBOOK_PROVIDER = 'Sportsbook';

export const betRow = v.object({
  /** Unique within its kind: a casino round and a sports bet may share an id. */
  id: v.number(),
  kind: v.optional(v.picklist(BET_KINDS)),
  /** When the round was played; for a sports bet, when it was settled. */
  createdAt: v.string(),
  /**
   * The game's name; for a sports bet each leg's event and selection in the player's language
   * (`Home - Away: market [specifiers] outcome`, legs joined by ` · `).
   */
  name: v.string(),
  provider: v.string(),
  /** mBTC staked, won, and the net result (win - bet). */
  bet: v.number(),
  win: v.number(),
  total: v.number(),
});
export type BetRow = v.InferOutput<typeof betRow>;

export const BET_SORT_COLUMNS = ['createdAt', 'name', 'bet', 'win', 'total'] as const;

export const getBetList = defineCall({
  path: 'front/get_bet_list',
  ownerField: 'playerId',
  method: 'POST',
  auth: 'player',
  request: v.pipe(
    v.object({
      playerId: id,
      ...periodFields,
      filterProvider: v.optional(v.nullable(plainText(100)), null),
      ...sortFields(BET_SORT_COLUMNS),
      ...pageFields,
    }),
    v.forward(
      v.partialCheck(
        [['filterPeriod'], ['filterStartDate'], ['filterEndDate']],
        hasCustomDates,
        'invalid_date',
      ),
      ['filterStartDate'],
    ),
  ),
  response: v.object({
    status: ok,
    transactions: v.object({ rows: v.array(betRow), count: v.number() }),
  }),
});
