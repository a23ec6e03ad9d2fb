import * as v from 'valibot';
import { defineCall } from './call';
import { hasCustomDates, id, ok, pageFields, periodFields, plainText, sortFields } from './common';

export const betRow = v.object({
  id: v.number(),
  createdAt: v.string(),
  /** The game's name. */
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
