// The live tables' rounds run on one node of the cluster: the holder of the `live-tables`
// singleton runs every table's loop; when it dies another node takes the lease over within
// seconds and finishes each interrupted round by the takeover rule (settlement.ts).
import { setTimeout as delay } from 'node:timers/promises';
import { HOUSE_LAUNCH_PATH } from '../../../contract/house-page/house';
import type { LiveEngine } from '../../../contract/house-page/live-tables';
import { startSingleton, type Singleton } from '../../cluster/singleton';
import type { AppDeps } from '../../deps';
import { engineForGame } from '../house/engine-for-game';
import { createHouse } from '../house/house-context';
import { isLiveEngine } from '../house/engine-for-game';
import { playCrashRound, runTable } from './crash-table';
import { playRouletteRound } from './roulette-table';
import { createLiveContext } from './live-context';
import type { LivePublisher } from './publisher';

export const LIVE_TABLES_SINGLETON = 'live-tables';
const RETRY_MS = 1_000;

const sleep = (ms: number, signal: AbortSignal) =>
  delay(ms, undefined, { signal, ref: false }).catch(() => undefined);

/** The catalogue's enabled house games on a live engine, each a table. */
export async function liveTablesOf(
  db: AppDeps['db'],
): Promise<{ slug: string; engine: LiveEngine }[]> {
  const { rows } = await db.query<{ slug: string; category: string }>(
    `SELECT g.slug, g.category FROM games g JOIN game_providers p ON p.id = g.provider_id
      WHERE g.enabled AND p.launch_url = $1 AND p.wallet_secret IS NULL ORDER BY g.slug`,
    [HOUSE_LAUNCH_PATH],
  );
  return rows.flatMap((game) => {
    const engine = engineForGame(game);
    return isLiveEngine(engine) ? [{ slug: game.slug, engine }] : [];
  });
}

export function startLiveTables(
  deps: AppDeps,
  send: typeof fetch,
  publisher: LivePublisher,
): Singleton {
  return startSingleton({
    name: LIVE_TABLES_SINGLETON,
    db: deps.db,
    databaseUrl: deps.config.DATABASE_URL,
    logger: deps.logger,
    async work(lease) {
      // the house writes as the holder: a node that lost the lease changes nothing
      const house = createHouse({ ...deps, db: lease.db }, send);
      const live = createLiveContext(house, deps.realtime, deps.config);
      const tables = await liveTablesOf(deps.db);
      await Promise.all(
        tables.map(async ({ slug: table, engine }) => {
          const playRound = engine === 'crash' ? playCrashRound : playRouletteRound;
          const run = {
            live,
            house,
            publisher,
            table,
            engine,
            fence: lease.fence,
            signal: lease.signal,
          };
          // a failed round (the database went away a moment) is finished by the takeover rule
          // when the loop starts again; a lost lease ends it for good
          while (!lease.signal.aborted) {
            await runTable(run, playRound).catch((error: unknown) => {
              if (!lease.signal.aborted) deps.logger.error('live table failed', { table, error });
            });
            await sleep(RETRY_MS, lease.signal);
          }
        }),
      );
    },
  });
}
