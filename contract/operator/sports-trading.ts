// The back-office's sportsbook trading (issue 15; docs/operations.md "Sportsbook trading"): the
// events with the book's open stakes and liability per outcome, and the operator's suspension of a
// market, which the feed does not lift. Amounts are mBTC. Settling, voiding and correcting a
// market are the calls of contract/operator/sports-settlement.ts.
import * as v from 'valibot';
import { defineCall } from '../call';
import { ok, pageFields, plainText, requiredText } from '../common';
import { operatorMarketFields } from './sports-settlement';
import { SPORTS_EVENT_STATUSES, SPORTS_MARKET_STATUSES, sportsEventFields } from '../sportsbook';

const tradingOutcome = v.object({
  /** the selection id bets name */
  id: v.string(),
  /** the feed's outcome id within its market ('1', 'x', 'over') */
  outcomeId: v.string(),
  oddsMilli: v.number(),
  isActive: v.boolean(),
  /** 1 won, 0 lost, null until settled */
  result: v.nullable(v.picklist([0, 1])),
  /** open stake of the bets with a leg on this outcome */
  stake: v.number(),
  /** what those bets return if this outcome wins (their potential return, stakes included) */
  payout: v.number(),
  /**
   * The book's liability if this outcome wins: `payout` less every open stake taken on the
   * market; negative when the book would win. An accumulator counts in full on each leg's market.
   */
  liability: v.number(),
});

const tradingMarket = v.object({
  id: v.string(),
  type: v.string(),
  specifiers: v.string(),
  /** as players see it: an operator's suspension shows as `suspended` */
  status: v.picklist(SPORTS_MARKET_STATUSES),
  /** suspended by an operator (only admin/sports/resume_market lifts it) */
  isOperatorSuspended: v.boolean(),
  /** open stake of the bets with a leg on the market */
  openStake: v.number(),
  /** the largest outcome liability: the book's worst case on this market */
  maxLiability: v.number(),
  outcomes: v.array(tradingOutcome),
});

export const tradingEvent = v.object({
  ...sportsEventFields,
  /** open stake and number of the open bets with a leg on the event */
  openStake: v.number(),
  openBets: v.number(),
  markets: v.array(tradingMarket),
});

export const adminSportsGetEvents = defineCall({
  path: 'admin/sports/get_events',
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  request: v.object({
    /** events of one status; left out: those open (not started, live, suspended) */
    status: v.optional(v.nullable(v.picklist(SPORTS_EVENT_STATUSES, 'invalid_value'))),
    /** one event only */
    eventId: v.optional(v.nullable(requiredText(200))),
    /** words of a team's or the league's name, in either language (case and accents ignored) */
    search: v.optional(v.nullable(plainText(100))),
    /**
     * Only events with open stakes, of any status unless `status` says one, the largest open
     * stake first: the "markets with exposure" view
     */
    isExposed: v.optional(v.boolean()),
    ...pageFields,
  }),
  /** by start time, then id (`isExposed`: by open stake, largest first) */
  response: v.object({ status: ok, rows: v.array(tradingEvent), count: v.number() }),
});

const suspensionAnswer = v.object({
  status: ok,
  market: v.object({
    id: v.string(),
    status: v.picklist(SPORTS_MARKET_STATUSES),
    isOperatorSuspended: v.boolean(),
  }),
  /** false when the market already was (or was not) suspended by an operator */
  isChanged: v.boolean(),
});

/** Suspend and resume: the market, an optional reason for the audit log, the market after. */
const suspensionCall = {
  method: 'POST',
  auth: 'staff',
  permission: 'sports.trade',
  request: v.object({ ...operatorMarketFields, reason: v.optional(plainText(500)) }),
  response: suspensionAnswer,
} as const;

/**
 * Suspends a market: place_bet and cash-outs on it are refused (`market_suspended`) whatever the
 * feed says, until admin/sports/resume_market. `not_found` for an unknown event or market.
 */
export const adminSportsSuspendMarket = defineCall({
  path: 'admin/sports/suspend_market',
  ...suspensionCall,
});

/** Lifts an operator's suspension: the market shows the feed's status as it is now. */
export const adminSportsResumeMarket = defineCall({
  path: 'admin/sports/resume_market',
  ...suspensionCall,
});
