import type { BackgroundTasks } from '../../../background-tasks';
import type { Database } from '../../../db/database';
import type { Realtime } from '../../realtime/realtime';
import type { FeedChange } from '../feed/feed-change';
import { autoCashOutBet, isAutoCashOutDue } from './cash-out';
import { selectAutoCashOutBets, selectAutoCashOutBetsOnMarkets } from './cash-out-repository';

// Automatic cash-out, where the feed is applied (server/composition.ts): after a message moved
// prices or reopened markets, the open bets with an automatic cash-out on those markets are
// valued again; a sweep on every node looks at all of them now and then, so one missed (a node
// stopped between the feed's commit and this) fires later. A bet is valued first without locks;
// only one whose value reached the target takes the player's cash lock and is valued again in one
// transaction under the bet's row lock, conditional on it being open, so however many nodes look
// it fires once.

/** How many bets the sweep reads at a time. */
const SWEEP_BATCH = 200;

/**
 * Cashes the bet out if its automatic cash-out is due; true when it fired now. The bet is valued
 * first without locks, and only one that reached its value is locked and valued again.
 */
export async function runAutoCashOut(
  db: Database,
  realtime: Realtime,
  betId: number,
  margin: number,
): Promise<boolean> {
  if (!(await isAutoCashOutDue(db, betId, margin))) return false;
  const effects: (() => void)[] = [];
  const isFired = await db.transaction((tx) =>
    autoCashOutBet(tx, realtime, (effect) => effects.push(effect), { betId, margin }),
  );
  for (const effect of effects) effect();
  return isFired;
}

/** The markets whose prices or status a feed message changed: where a value may have moved. */
export function marketsRepriced(change: FeedChange): string[] {
  return [
    ...new Set([
      ...change.odds.map((odds) => odds.marketId),
      ...change.markets.map((market) => market.marketId),
    ]),
  ];
}

/**
 * What the feed's change handler calls with each change: the markets it repriced are gathered and
 * looked at by one background task at a time, so a burst of price messages (many a second in
 * play) makes a few passes over the bets with an automatic cash-out rather than one per message.
 */
export function createAutoCashOutQueue(
  background: BackgroundTasks,
  db: Database,
  realtime: Realtime,
  margin: number,
): (change: FeedChange) => void {
  const pending = new Set<string>();
  let isQueued = false;
  return (change) => {
    for (const marketId of marketsRepriced(change)) pending.add(marketId);
    if (isQueued || pending.size === 0) return;
    isQueued = true;
    background.once('sports auto cash-out', async () => {
      isQueued = false;
      const marketIds = [...pending];
      pending.clear();
      await autoCashOutOnMarkets(db, realtime, marketIds, margin);
    });
  };
}

/** Fires the automatic cash-outs due on these markets; answers how many fired. */
export async function autoCashOutOnMarkets(
  db: Database,
  realtime: Realtime,
  marketIds: string[],
  margin: number,
): Promise<number> {
  if (marketIds.length === 0) return 0;
  let fired = 0;
  for (const betId of await selectAutoCashOutBetsOnMarkets(db, marketIds)) {
    if (await runAutoCashOut(db, realtime, betId, margin)) fired++;
  }
  return fired;
}

/** The sweep: every open bet with an automatic cash-out, valued again. */
export async function autoCashOutDueBets(
  db: Database,
  realtime: Realtime,
  margin: number,
): Promise<number> {
  let fired = 0;
  let after = 0;
  for (;;) {
    const betIds = await selectAutoCashOutBets(db, after, SWEEP_BATCH);
    for (const betId of betIds) {
      if (await runAutoCashOut(db, realtime, betId, margin)) fired++;
    }
    if (betIds.length < SWEEP_BATCH) return fired;
    after = betIds[betIds.length - 1] as number;
  }
}
