import * as v from 'valibot';
import { defineCall } from '../call';
import { ok, plainText, requiredText } from '../common';

// The operator's hand on the sportsbook's results (issue 14, docs/operations.md): each call is
// one feed message (bet_settlement, bet_cancel, rollback_bet_settlement, rollback_bet_cancel)
// applied through the same feed store as the feed's own, then the bets on the market settled or
// corrected as after any feed message. So a result can be set or corrected in the embedded mode.

/** The market an operator's call names: its event, type and specifiers. */
export const operatorMarketFields = {
  eventId: requiredText(200),
  marketType: requiredText(100),
  /** canonical or not ('total=2.5'); empty for a market without specifiers */
  specifiers: v.optional(plainText(200), ''),
};

/** A share from 0 to 1 as the feed writes it ('0.5', '1', '1/3'); the store refuses others. */
const factor = v.optional(
  v.pipe(v.string('invalid_value'), v.regex(/^[0-9./]{1,12}$/, 'invalid_value')),
);

const answer = v.object({
  status: ok,
  /** false when the market's later resolution already stands (the message changed nothing) */
  isApplied: v.boolean(),
  /** bets settled, corrected or reopened by it */
  betsChanged: v.number(),
});

const time = v.optional(
  v.pipe(
    v.string('invalid_value'),
    v.maxLength(40, 'invalid_date'),
    v.isoTimestamp('invalid_date'),
  ),
);

/** Settles a market with these results; a market already settled otherwise is corrected. */
export const adminSportsSettleMarket = defineCall({
  path: 'admin/sports/settle_market',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  stepUp: true,
  request: v.object({
    ...operatorMarketFields,
    outcomes: v.pipe(
      v.array(
        v.object({
          /** the feed's outcome id within the market ('1', 'x', 'over') */
          id: requiredText(100),
          result: v.picklist([0, 1], 'invalid_value'),
          voidFactor: factor,
          deadHeatFactor: factor,
        }),
        'invalid_value',
      ),
      v.minLength(1, 'field_required'),
      v.maxLength(100, 'invalid_value'),
    ),
  }),
  response: answer,
});

/** Voids a market: the bets placed in the window (ISO times; a missing bound is open) refunded. */
export const adminSportsCancelMarket = defineCall({
  path: 'admin/sports/cancel_market',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  stepUp: true,
  request: v.object({ ...operatorMarketFields, startTime: time, endTime: time }),
  response: answer,
});

/** Lifts a market's settlement: the bets settled on it are reversed and open again. */
export const adminSportsRollbackSettlement = defineCall({
  path: 'admin/sports/rollback_settlement',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  stepUp: true,
  request: v.object(operatorMarketFields),
  response: answer,
});

/** Lifts a market's cancel: the refunds are reversed and its bets settled as the market stands. */
export const adminSportsRollbackCancel = defineCall({
  path: 'admin/sports/rollback_cancel',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  stepUp: true,
  request: v.object(operatorMarketFields),
  response: answer,
});
