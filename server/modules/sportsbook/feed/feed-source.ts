// What every source of the feed shares (the simulator's runner, The Odds API's poller, the
// scripted feed): the cluster singleton they run under, and how an applied message is told.
import { StaleLeaseError } from '../../../cluster/leases';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { FeedChange } from './feed-change';
import type { FeedMessage } from './feed-messages';

/** The one singleton every source runs under, so exactly one feed runs in the cluster. */
export const SPORTS_FEED_SINGLETON = 'sports-feed';

/**
 * Called after each message that changed the book, with the lease's database and the message
 * itself, in feed order.
 */
export type FeedChangeHandler = (
  change: FeedChange,
  db: Database,
  message: FeedMessage,
) => Promise<void> | void;

/**
 * Hands an applied message's change to `onChange`; its failure is logged and the feed goes on,
 * unless the lease is stale (the holder's work ends). A message applied before changes nothing
 * and is not told again.
 */
export async function tellChange(
  options: { onChange: FeedChangeHandler; logger: Logger },
  change: FeedChange,
  db: Database,
  message: FeedMessage,
): Promise<void> {
  if (!change.isApplied) return;
  try {
    await options.onChange(change, db, message);
  } catch (error) {
    if (error instanceof StaleLeaseError) throw error;
    options.logger.error('sports feed change handler failed', {
      error,
      messageId: change.messageId,
    });
  }
}
