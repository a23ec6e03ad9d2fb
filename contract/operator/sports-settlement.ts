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

/** Why the operator acts, kept in the audit log (the back-office asks for it). */
const reasonField = { reason: v.optional(plainText(500)) };

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

/** One outcome's result as a settlement message gives it. */
const outcomeResult = v.object({
  /** the feed's outcome id within the market ('1', 'x', 'over') */
  id: requiredText(100),
  result: v.picklist([0, 1], 'invalid_value'),
  voidFactor: factor,
  deadHeatFactor: factor,
});

const outcomeResults = v.pipe(
  v.array(outcomeResult, 'invalid_value'),
  v.minLength(1, 'field_required'),
  v.maxLength(100, 'invalid_value'),
);

/** Settles a market with these results; a market already settled otherwise is corrected. */
export const adminSportsSettleMarket = defineCall({
  path: 'admin/sports/settle_market',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  stepUp: true,
  request: v.object({ ...operatorMarketFields, ...reasonField, outcomes: outcomeResults }),
  response: answer,
});

/** Voids a market: the bets placed in the window (ISO times; a missing bound is open) refunded. */
export const adminSportsCancelMarket = defineCall({
  path: 'admin/sports/cancel_market',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  stepUp: true,
  request: v.object({ ...operatorMarketFields, ...reasonField, startTime: time, endTime: time }),
  response: answer,
});

/** Lifts a market's settlement: the bets settled on it are reversed and open again. */
export const adminSportsRollbackSettlement = defineCall({
  path: 'admin/sports/rollback_settlement',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  stepUp: true,
  request: v.object({ ...operatorMarketFields, ...reasonField }),
  response: answer,
});

/** Lifts a market's cancel: the refunds are reversed and its bets settled as the market stands. */
export const adminSportsRollbackCancel = defineCall({
  path: 'admin/sports/rollback_cancel',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  stepUp: true,
  request: v.object({ ...operatorMarketFields, ...reasonField }),
  response: answer,
});

/** The operator's actions on a market's result, as the calls above name them. */
export const SETTLEMENT_ACTIONS = [
  'settle',
  'cancel',
  'rollback_settlement',
  'rollback_cancel',
] as const;
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

const previewBet = v.object({
  betId: v.number(),
  username: v.string(),
  /** single, multi, system, bet_builder */
  type: v.string(),
  /** the stake riding on the bet (less than placed once partly cashed out), mBTC */
  stake: v.number(),
  /** open or settled now */
  status: v.picklist(['open', 'settled']),
  /** what its standing settlement paid (stake included); null while open */
  payout: v.nullable(v.number()),
  /** what it would pay after the action; null when it would be (or stay) open */
  newPayout: v.nullable(v.number()),
});

/**
 * What one of the calls above would do to the bets on the market, without doing it: the open
 * bets it would settle, the settled bets whose settlement it would change (corrected or reopened),
 * their stake and payouts before and after (mBTC). Bets it leaves as they are are not counted.
 * `outcomes` is required for `settle`; `startTime`/`endTime` bound a `cancel` as there.
 */
export const adminSportsPreviewSettlement = defineCall({
  path: 'admin/sports/preview_settlement',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  request: v.object({
    ...operatorMarketFields,
    action: v.picklist(SETTLEMENT_ACTIONS, 'invalid_value'),
    outcomes: v.optional(outcomeResults),
    startTime: time,
    endTime: time,
  }),
  response: v.object({
    status: ok,
    /** open bets the action would settle */
    openBets: v.number(),
    /** settled bets whose settlement it would change */
    settledBets: v.number(),
    /** their stake together */
    stake: v.number(),
    /** what their standing settlements paid together */
    payout: v.number(),
    /** what they would pay after (bets left open count 0) */
    newPayout: v.number(),
    /** the first 50 of them by bet id */
    bets: v.array(previewBet),
  }),
});
