import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPORTS_LIST_ROOM } from '../../../../contract/sportsbook';
import type { Database } from '../../../db/database';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../../testing/harness';
import type { RoomMessage } from '../../realtime/realtime';
import { createLogger } from '../../../logger';
import { listEvents, listSports } from '../book/events-repository';
import { sportsFeedWork } from './feed-runner';

// The embedded feed as startBackgroundWork runs it: at speed 600 a football match lasts 9 s and
// one kicks off every 3 s.
const FEED_ENV = { SPORTS_FEED: 'simulator', SPORTS_SIM_SPEED: '600' };
const PATIENCE = { timeout: 60_000, interval: 250 };

const nodes: TestServer[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0).reverse()) await node.close();
});

/** What the feed has made so far, per event status. */
async function eventStatuses(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.query<{ status: string; count: number }>(
    'SELECT status, count(*)::int AS count FROM sports_events GROUP BY status',
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

async function logSize(db: Database): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM sports_feed_log',
  );
  return rows[0]?.count ?? 0;
}

/** Each event's last seq and score: what must never go back. */
async function eventProgress(db: Database) {
  const { rows } = await db.query<{ id: string; last_seq: string; status: string; goals: number }>(
    `SELECT id, last_seq::text AS last_seq, status,
            coalesce((score->>'home')::int + (score->>'away')::int, 0) AS goals
       FROM sports_events`,
  );
  return new Map(rows.map((row) => [row.id, { ...row, lastSeq: Number(row.last_seq) }]));
}

function roomEvents(node: TestServer): RoomMessage[] {
  const seen: RoomMessage[] = [];
  node.deps.realtime.subscribeToRooms((message) => seen.push(message));
  return seen;
}

describe.runIf(TEST_DB_KIND === 'pglite')('the embedded feed on one node', () => {
  it('lists a day of fixtures of every sport, plays matches in play to the end and kicks off the next', async () => {
    const node = await createTestServer({ env: FEED_ENV });
    nodes.push(node);
    const announced = roomEvents(node);
    await vi.waitFor(async () => {
      const sports = await listSports(node.db);
      expect(sports.map((sport) => sport.id).sort()).toEqual(['basketball', 'football', 'tennis']);
      for (const sport of sports) {
        expect(sport.liveCount).toBeGreaterThanOrEqual(1);
        expect(sport.eventCount - sport.liveCount).toBeGreaterThanOrEqual(20);
      }
    }, PATIENCE);
    const filters = { sportId: 'football', isLive: false, page: 1, pageSize: 5 };
    const upcoming = await listEvents(node.db, filters);
    expect(upcoming.events[0]?.mainMarket?.status).toBe('active');

    await vi.waitFor(async () => {
      const statuses = await eventStatuses(node.db);
      // matches have ended and been settled, others have kicked off since
      expect(statuses.closed ?? 0).toBeGreaterThanOrEqual(2);
      expect(statuses.live ?? 0).toBeGreaterThanOrEqual(3);
    }, PATIENCE);
    const { rows: settled } = await node.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sports_markets m JOIN sports_events e ON e.id = m.event_id
        WHERE e.status = 'closed' AND m.status <> 'settled'`,
    );
    expect(settled[0]?.count).toBe(0);
    // the simulator forgets a match once it is over (at the end of the tick that closed it)
    await vi.waitFor(async () => {
      const { rows: kept } = await node.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM sports_sim_matches s
           JOIN sports_events e ON e.id = s.event_id WHERE e.status = 'closed'`,
      );
      expect(kept[0]?.count).toBe(0);
    }, PATIENCE);
    expect(announced.some((message) => message.event === 'sports_event')).toBe(true);
    expect(announced.some((message) => message.rooms.includes(SPORTS_LIST_ROOM))).toBe(true);
  }, 120_000);
});

describe.runIf(TEST_DB_KIND === 'postgres')('the embedded feed on two nodes', () => {
  /** The lock connections of the feed: one per node, one of them holding the lock. */
  async function feedConnections(node: TestServer) {
    const { rows } = await node.db.query<{ pid: number; holds: boolean }>(
      `SELECT a.pid, EXISTS (SELECT 1 FROM pg_locks l
                              WHERE l.pid = a.pid AND l.locktype = 'advisory' AND l.granted) AS holds
         FROM pg_stat_activity a
        WHERE a.application_name = 'casino singleton: sports-feed' AND a.datname = current_database()`,
    );
    return rows;
  }

  it('runs on one node, and when that node is gone the other plays on from where it was', async () => {
    const first = await createTestServer({ env: FEED_ENV });
    nodes.push(first);
    const second = await createTestServer({ env: FEED_ENV, sharing: first });
    nodes.push(second);
    const heard = [roomEvents(first), roomEvents(second)];
    await vi.waitFor(async () => {
      expect((await feedConnections(first)).map((row) => row.holds).sort()).toEqual([false, true]);
      expect((await eventStatuses(first.db)).live ?? 0).toBeGreaterThanOrEqual(3);
    }, PATIENCE);
    // only the holder announces, so only the holder plays
    await vi.waitFor(() => expect(heard.filter((seen) => seen.length > 0)).toHaveLength(1));
    const holderIndex = heard[0]?.length ? 0 : 1;
    const standby = [first, second][1 - holderIndex] as TestServer;
    expect(standby.deps.config.SPORTS_FEED).toBe('simulator');

    const before = await eventProgress(first.db);
    const logBefore = await logSize(first.db);
    const holder = (await feedConnections(first)).find((row) => row.holds);
    await first.db.query('SELECT pg_terminate_backend($1)', [holder?.pid]);
    const heardBefore = heard[1 - holderIndex]?.length ?? 0;
    await vi.waitFor(async () => {
      const { rows } = await first.db.query<{ fence: string }>(
        `SELECT fence::text AS fence FROM cluster_leases WHERE name = 'sports-feed'`,
      );
      expect(Number(rows[0]?.fence)).toBeGreaterThanOrEqual(2);
      expect(await logSize(first.db)).toBeGreaterThan(logBefore + 50);
    }, PATIENCE);

    const after = await eventProgress(first.db);
    let advanced = 0;
    for (const [id, was] of before) {
      const now = after.get(id);
      expect(now, id).toBeDefined();
      expect(now?.lastSeq ?? 0).toBeGreaterThanOrEqual(was.lastSeq);
      if (was.status === 'live') expect(now?.goals ?? 0).toBeGreaterThanOrEqual(was.goals);
      if ((now?.lastSeq ?? 0) > was.lastSeq && was.status === 'live') advanced += 1;
    }
    // matches that were in play went on
    expect(advanced).toBeGreaterThanOrEqual(1);
    // every message has one seq per event: ids `<event>:<seq>` never collide with another seq
    const { rows: gaps } = await first.db.query<{ event_id: string }>(
      `SELECT event_id FROM sports_feed_log GROUP BY event_id
        HAVING count(*) <> max(seq) OR count(DISTINCT seq) <> count(*)`,
    );
    expect(gaps).toEqual([]);
    if (holderIndex === 1) {
      // the first node took over: it now announces
      expect((heard[0]?.length ?? 0) > 0).toBe(true);
    } else {
      expect(heard[1]?.length ?? 0).toBeGreaterThan(heardBefore);
    }
  }, 180_000);
});

describe('a failed tick', () => {
  it('reloads the matches from the database and applies what was written ahead but not applied', async () => {
    const node = await createTestServer();
    nodes.push(node);
    // the feed's applies fail for a while, after its matches' rows were written
    let failing = 0;
    const db: Database = {
      ...node.db,
      kind: node.db.kind,
      query: (sql, params) => node.db.query(sql, params),
      transaction: (work) => {
        if (failing > 0) {
          failing -= 1;
          return Promise.reject(new Error('connection reset'));
        }
        return node.db.transaction(work);
      },
    };
    const stopping = new AbortController();
    const work = sportsFeedWork({
      db,
      databaseUrl: undefined,
      logger: createLogger('silent'),
      speed: 600,
      margin: 0.05,
      onChange: () => undefined,
    });
    const running = work({ name: 'sports-feed', fence: 1n, signal: stopping.signal, db });
    try {
      await vi.waitFor(
        async () => expect((await eventStatuses(node.db)).live ?? 0).toBeGreaterThanOrEqual(3),
        PATIENCE,
      );
      failing = 5;
      await vi.waitFor(async () => {
        expect(failing).toBe(0);
        expect((await eventStatuses(node.db)).closed ?? 0).toBeGreaterThanOrEqual(3);
      }, PATIENCE);
    } finally {
      stopping.abort();
      await running;
    }
    // nothing written ahead was lost: every event has each seq 1…n once
    const { rows: gaps } = await node.db.query<{ event_id: string }>(
      `SELECT event_id FROM sports_feed_log GROUP BY event_id
        HAVING count(*) <> max(seq) OR count(DISTINCT seq) <> count(*)`,
    );
    expect(gaps).toEqual([]);
    const { rows: unsettled } = await node.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sports_markets m JOIN sports_events e ON e.id = m.event_id
        WHERE e.status = 'closed' AND m.status <> 'settled'`,
    );
    expect(unsettled[0]?.count).toBe(0);
  }, 120_000);
});
