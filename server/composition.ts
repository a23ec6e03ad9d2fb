import type { Hono } from 'hono';
import { createBackgroundTasks } from './background-tasks';
import { systemClock } from './clock';
import { releaseHeldDeposits } from './modules/wallet/held-deposits';
import { repeatWhileHeld, startSingleton } from './cluster/singleton';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import { pruneRateLimits } from './http/rate-limit-counters';
import type { Logger } from './logger';
import { createMailer } from './mail';
import { pruneLoginAttempts } from './modules/identity/auth/login-throttle';
import { prunePasskeyChallenges } from './modules/identity/security/passkeys';
import { createSessionCheck } from './modules/identity/auth/session-check';
import { createHouse } from './modules/house/house-context';
import { RECOVERY_INTERVAL_MS, recoverRounds } from './modules/house/recovery';
import { walletThroughApp } from './modules/house/house-wallet';
import { createLivePublisher } from './modules/live/publisher';
import { startLiveTables } from './modules/live/tables-runner';
import { pruneLiveChat } from './modules/live-chat/repository';
import { startPushNotifications } from './modules/push/notifier';
import { createPushService } from './modules/push/sender';
import { createRealtime } from './modules/realtime/realtime';
import { createSiteSettings } from './modules/settings/site-settings';
import { createFeedPublisher } from './modules/sportsbook/feed/feed-publisher';
import { pruneSportsFeed } from './modules/sportsbook/feed/feed-pruning';
import { createFeedRecorder } from './modules/sportsbook/feed/feed-recorder';
import { startSportsFeed } from './modules/sportsbook/feed/feed-runner';
import type { FeedChangeHandler } from './modules/sportsbook/feed/feed-source';
import { startOddsApiFeed } from './modules/sportsbook/feed/odds-api/poller';
import { startScriptedFeed } from './modules/sportsbook/feed/scripted/scripted-feed';
import { settleDueBets, settleFeedChange } from './modules/sportsbook/bets/settlement';
import {
  autoCashOutDueBets,
  createAutoCashOutQueue,
} from './modules/sportsbook/bets/auto-cash-out';
import { createDepositWallet } from './modules/wallet/deposit-wallet';
import type { Secrets } from './secrets';

// The one place a node is put together: main.ts, the test harness and the benchmarks all build
// their dependencies with createDeps and start their background work with startBackgroundWork.

/** What a node is made from: read at start by main.ts, made up by a test or a benchmark. */
export interface NodeBase {
  config: Config;
  secrets: Secrets;
  /** Migrated already. */
  db: Database;
  logger: Logger;
}

/** How often login attempts older than a day and ended rate-limit windows are deleted. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * How often every node looks for sports bets whose result is known but that are still open (a
 * node stopped between the feed's commit and the bets' settlement); settlement is exactly once
 * per bet and version, so nodes sweeping at once pay nothing twice.
 */
export const SETTLEMENT_SWEEP_MS = 30 * 1000;
/**
 * How often every node releases held deposits the deposit limits now allow (player protection);
 * each release is exactly once under its player's cash lock, so nodes sweeping at once are safe.
 */
export const HELD_DEPOSITS_SWEEP_MS = 60 * 1000;
/** How often every node values again the bets with an automatic cash-out (one missed fires then). */
export const AUTO_CASH_OUT_SWEEP_MS = 10 * 1000;

export function createDeps(base: NodeBase): AppDeps {
  const { config, secrets, db, logger } = base;
  const deps: AppDeps = {
    ...base,
    realtime: createRealtime(),
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM, logger),
    depositWallet: createDepositWallet(secrets.depositXpub, config.BITCOIN_NETWORK),
    siteSettings: createSiteSettings(db),
    push: createPushService({ db, config, secrets, logger }),
    // the clock read when asked: a harness may put its own in `deps.clock` after this
    sessions: createSessionCheck({ db, logger, now: () => deps.clock.now() }),
    background: createBackgroundTasks(logger),
    clock: systemClock,
  };
  return deps;
}

/** What a source of the sportsbook's feed is started with: where it writes and whom it tells. */
export interface FeedStart {
  db: Database;
  /** The PostgreSQL URL the `sports-feed` singleton's lock connection opens (unused on PGlite). */
  databaseUrl: string | undefined;
  logger: Logger;
  /** Called after each message that changed the book, in feed order. */
  onChange: FeedChangeHandler;
}

/** Starts a node's feed; null when the node runs none. */
export type FeedStarter = (start: FeedStart) => { stop(): Promise<void> } | null;

/**
 * The sportsbook's feed chosen by SPORTS_FEED, under the `sports-feed` singleton; none for `none`.
 * A script that does not parse (SPORTS_FEED=scripted) throws here: the node does not start.
 */
function configuredFeed(config: Config): FeedStarter {
  return (start) => {
    if (config.SPORTS_FEED === 'simulator')
      return startSportsFeed({
        ...start,
        speed: config.SPORTS_SIM_SPEED,
        margin: config.SPORTS_MARGIN,
      });
    if (config.SPORTS_FEED === 'the-odds-api')
      return startOddsApiFeed({
        ...start,
        url: config.ODDS_API_URL,
        key: config.ODDS_API_KEY,
        regions: config.ODDS_API_REGIONS,
        sportKeys: config.ODDS_API_SPORTS,
        pollMs: config.ODDS_API_POLL_SECONDS * 1000,
        margin: config.SPORTS_MARGIN,
      });
    if (config.SPORTS_FEED === 'scripted')
      return startScriptedFeed({ ...start, scriptPath: config.SPORTS_FEED_SCRIPT });
    return null;
  };
}

/** The work a node does on its own, stopped as one before its database closes. */
export interface BackgroundWork {
  /** Ends every timer, the cluster singletons (their locks go to another node) and runs under way. */
  stop(): Promise<void>;
}

/**
 * Starts the node's own work: push notifications of money changes, the hourly pruning (on every
 * node: deleting what another node deleted already costs nothing), and the work exactly one node
 * of the cluster runs (server/cluster/singleton.ts): the house's recovery pass over every player,
 * the sportsbook's feed (`feed`; by default SPORTS_FEED's: the simulator, The Odds API or a
 * script), whose changes go to the apps watching (and its messages to SPORTS_FEED_RECORD's file),
 * and the live tables' rounds (LIVE_TABLES=on).
 */
export function startBackgroundWork(
  deps: AppDeps,
  app: Hono,
  feed: FeedStarter = configuredFeed(deps.config),
): BackgroundWork {
  const stopNotifying = startPushNotifications(deps);
  deps.background.every('pruning', PRUNE_INTERVAL_MS, async () => {
    await pruneLoginAttempts(deps.db);
    await prunePasskeyChallenges(deps.db);
    await pruneRateLimits(deps.db);
    await pruneSportsFeed(deps.db);
    await pruneLiveChat(deps.db);
  });
  const send = walletThroughApp(app);
  const houseRecovery = startSingleton({
    name: 'house recovery',
    db: deps.db,
    databaseUrl: deps.config.DATABASE_URL,
    logger: deps.logger,
    // the house writes as the holder: a node that lost the lease changes no round
    work: repeatWhileHeld(
      RECOVERY_INTERVAL_MS,
      (lease) => recoverRounds(createHouse({ ...deps, db: lease.db }, send)),
      deps.logger,
    ),
  });
  const publisher = createFeedPublisher(deps.realtime);
  const queueAutoCashOut = createAutoCashOutQueue(
    deps.background,
    deps.db,
    deps.realtime,
    deps.config.SPORTS_MARGIN,
  );
  const recorder = deps.config.SPORTS_FEED_RECORD
    ? createFeedRecorder(deps.config.SPORTS_FEED_RECORD)
    : null;
  // after each change, in feed order, on the node holding the feed: the change goes to the apps
  // watching, the bets on the markets it resolved are settled, and the message is recorded
  const onChange: FeedChangeHandler = async (change, _db, message) => {
    publisher.publish(change);
    // the bets on what the message resolved, beside the feed so a busy book never slows it
    if (change.resolvedMarkets.length > 0) {
      deps.background.once('sports settlement', async () => {
        await settleFeedChange(deps.db, deps.realtime, change);
      });
    }
    // the automatic cash-outs of bets on what moved, once the feed's commit made it visible
    queueAutoCashOut(change);
    await recorder?.record(message);
  };
  deps.background.every('sports settlement sweep', SETTLEMENT_SWEEP_MS, async () => {
    await settleDueBets(deps.db, deps.realtime);
  });
  deps.background.every('held deposits release', HELD_DEPOSITS_SWEEP_MS, () =>
    releaseHeldDeposits(deps),
  );
  deps.background.every('sports auto cash-out sweep', AUTO_CASH_OUT_SWEEP_MS, async () => {
    await autoCashOutDueBets(deps.db, deps.realtime, deps.config.SPORTS_MARGIN);
  });
  const sportsFeed = feed({
    db: deps.db,
    databaseUrl: deps.config.DATABASE_URL,
    logger: deps.logger,
    onChange,
  });
  // the live tables' rounds (server/modules/live/), on this node only while it holds the lease
  const livePublisher = createLivePublisher(deps.realtime);
  const liveTables =
    deps.config.LIVE_TABLES === 'on' ? startLiveTables(deps, send, livePublisher) : null;
  return {
    async stop() {
      stopNotifying();
      await houseRecovery.stop();
      await sportsFeed?.stop();
      await liveTables?.stop();
      livePublisher.stop();
      publisher.stop();
      await deps.background.stop();
    },
  };
}
