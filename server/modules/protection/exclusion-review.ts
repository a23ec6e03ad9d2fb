// Malta's lifting of an indefinite self-exclusion (docs/player-protection.md, Breaks): the
// player asks with a reason; an operator may lift it only once the profile's review days have
// passed since the request. Other profiles never lift a break early.
import type {
  ExclusionReviewRow as ExclusionReviewListRow,
  ExclusionReviewView,
} from '../../../contract/protection';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { recordAudit, type AuditActor } from '../identity/staff/audit';
import {
  liftBreak,
  listPendingExclusionReviews,
  playerExists,
  readExclusionReview,
  saveExclusionReview,
  type ExclusionReviewRow,
} from './exclusion-review-repository';
import { profileOf } from './protection';
import { readSettings } from './repository';
import { breakStateOf, isBreakActive } from './rules';

const DAY_MS = 24 * 60 * 60 * 1000;

function reviewDays(deps: Pick<AppDeps, 'config'>): number {
  const days = profileOf(deps).indefiniteExclusionReviewDays;
  if (days === null) throw new ApiError(403, 'exclusion_review_unavailable');
  return days;
}

function reviewView(review: ExclusionReviewRow, days: number): ExclusionReviewView {
  return {
    requestedAt: review.requestedAt.toISOString(),
    grantableAt: new Date(review.requestedAt.getTime() + days * DAY_MS).toISOString(),
    reason: review.reason,
  };
}

/** The player's request under review, for get_status; null when none or never offered. */
export async function readExclusionReviewView(
  deps: Pick<AppDeps, 'config'>,
  db: Queryable,
  playerId: number,
): Promise<ExclusionReviewView | null> {
  const days = profileOf(deps).indefiniteExclusionReviewDays;
  if (days === null) return null;
  const review = await readExclusionReview(db, playerId);
  return review && reviewView(review, days);
}

/**
 * The requests waiting across players, oldest first, each with the date it may be lifted; none
 * in a profile that never lifts an exclusion (`reviewDays` null).
 */
export async function listExclusionReviews(
  deps: Pick<AppDeps, 'config' | 'clock' | 'db'>,
  page: number,
  itemsPerPage: number,
): Promise<{ reviewDays: number | null; rows: ExclusionReviewListRow[]; count: number }> {
  const days = profileOf(deps).indefiniteExclusionReviewDays;
  if (days === null) return { reviewDays: null, rows: [], count: 0 };
  const now = deps.clock.now().getTime();
  const { rows, count } = await listPendingExclusionReviews(deps.db, page, itemsPerPage);
  return {
    reviewDays: days,
    rows: rows.map(({ playerId, username, ...review }) => {
      const view = reviewView(review, days);
      return { playerId, username, ...view, isGrantable: now >= Date.parse(view.grantableAt) };
    }),
    count,
  };
}

/** Whether the player's protection row (locked) holds an indefinite self-exclusion in force. */
async function isIndefinitelyExcluded(tx: Queryable, playerId: number, now: Date) {
  const state = breakStateOf(await readSettings(tx, playerId, true));
  return isBreakActive(state, now) && state.kind === 'self_exclusion' && state.endsAt === null;
}

/** The player asks for their indefinite self-exclusion to be lifted, saying why. */
export async function requestExclusionReview(
  deps: AppDeps,
  playerId: number,
  reason: string,
): Promise<ExclusionReviewView> {
  const days = reviewDays(deps);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await isIndefinitelyExcluded(tx, playerId, now)))
      throw new ApiError(403, 'exclusion_review_unavailable');
    const existing = await readExclusionReview(tx, playerId);
    // asking again does not restart the review, nor change what the operator is reviewing
    if (existing)
      throw new ApiError(409, 'exclusion_review_pending', undefined, {
        grantableAt: reviewView(existing, days).grantableAt,
      });
    const review = { requestedAt: now, reason };
    await saveExclusionReview(tx, playerId, review);
    return reviewView(review, days);
  });
}

/**
 * An operator lifts a reviewed indefinite self-exclusion, with the audit entry in the same
 * transaction. The player's sessions were ended when the exclusion began; they sign in as usual.
 */
export async function liftExclusion(
  deps: AppDeps,
  actor: AuditActor & { action: string },
  request: { playerId: number; reason: string },
): Promise<{ liftedAt: string; review: ExclusionReviewView }> {
  const days = reviewDays(deps);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await playerExists(tx, request.playerId))) throw notFound();
    const isExcluded = await isIndefinitelyExcluded(tx, request.playerId, now);
    const review = await readExclusionReview(tx, request.playerId);
    if (!isExcluded || !review) throw new ApiError(409, 'exclusion_review_not_requested');
    const view = reviewView(review, days);
    if (now.getTime() < Date.parse(view.grantableAt))
      throw new ApiError(409, 'exclusion_review_too_early', undefined, {
        grantableAt: view.grantableAt,
      });
    await liftBreak(tx, request.playerId);
    await recordAudit(tx, actor, {
      action: actor.action,
      playerId: request.playerId,
      before: { break: { kind: 'self_exclusion', endsAt: null }, review: view },
      after: { break: null },
      reason: request.reason,
    });
    return { liftedAt: now.toISOString(), review: view };
  });
}
