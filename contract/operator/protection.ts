import {
  limitView,
  breakView,
  realityCheckView,
  exclusionReviewView,
  exclusionReviewRow,
} from '../protection';
import * as v from 'valibot';
import { defineCall } from '../call';
import { id, listOf, ok, pageFields, requiredText } from '../common';

/**
 * A player's protection as the back-office reads it (players.read): the limits with their
 * pending changes, the break in force with its end, the reality check and the deposits held.
 */
export const adminGetPlayerProtection = defineCall({
  path: 'admin/players/get_protection',
  method: 'POST',
  auth: 'staff',
  permission: 'players.read',
  // `player`, as in the Players area's calls: `playerId` always names the caller
  request: v.object({ player: id }),
  response: v.object({
    status: ok,
    /** every type and period, in LIMIT_TYPES then LIMIT_PERIODS order */
    limits: v.array(limitView),
    /** the break in force; null when none */
    break: v.nullable(breakView),
    realityCheck: realityCheckView,
    /** mBTC of deposits held beyond the deposit limits */
    heldDeposits: v.number(),
    /** the player's request to lift an indefinite self-exclusion (`mt`); null when none */
    exclusionReview: v.nullable(exclusionReviewView),
  }),
});

/**
 * Operator, reading only: the requests to lift an indefinite self-exclusion still waiting, across
 * players (the exclusion in force, not lifted yet), oldest request first; paged. `reviewDays`:
 * the profile's review days, null where no exclusion is ever lifted (every profile but `mt`),
 * and then the list is empty.
 */
export const adminGetExclusionReviews = defineCall({
  path: 'admin/protection/get_exclusion_reviews',
  method: 'POST',
  auth: 'staff',
  permission: 'protection.read',
  request: v.object({ ...pageFields }),
  response: v.object({
    status: ok,
    reviewDays: v.nullable(v.number()),
    ...listOf(exclusionReviewRow).entries,
  }),
});

/** Operator: lifts a player's indefinite self-exclusion once its review has run (`mt` only). */
export const adminLiftExclusion = defineCall({
  path: 'admin/protection/lift_exclusion',
  method: 'POST',
  auth: 'staff',
  permission: 'protection.lift_exclusion',
  stepUp: true,
  request: v.object({ player: id, reason: requiredText(500) }),
  response: v.object({ status: ok, liftedAt: v.string(), review: exclusionReviewView }),
});
