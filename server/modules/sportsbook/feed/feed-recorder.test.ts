import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/database';
import { createLogger } from '../../../logger';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { createManualTimers } from '../../../testing/sportsbook/manual-timers';
import type { FeedMessage } from './feed-messages';
import { createFeedRecorder } from './feed-recorder';
import { sportsFeedWork } from './feed-runner';
import { SPORTS_FEED_SINGLETON } from './feed-source';
import { parseFeedScript, readFeedScript } from './scripted/feed-script';
import { scriptedFeedWork } from './scripted/scripted-feed';

const PATIENCE = { timeout: 60_000, interval: 250 };
const silent = createLogger('silent');

const nodes: TestServer[] = [];
const files = mkdtempSync(join(tmpdir(), 'feed-recorder-'));
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function startNode(env?: Record<string, string>): Promise<TestServer> {
  const node = await createTestServer(env && { env });
  nodes.push(node);
  return node;
}

const message = (id: string): FeedMessage => ({
  kind: 'bet_stop',
  id,
  eventId: 'e',
  seq: Number(id),
  timestamp: 0,
});

/** Everything the feed wrote of the book, without the rows' own numbers. */
async function readBook(db: Database) {
  const read = async (sql: string) => (await db.query(sql)).rows;
  return {
    sports: await read('SELECT * FROM sports ORDER BY id'),
    leagues: await read('SELECT * FROM sports_leagues ORDER BY id'),
    events: await read('SELECT * FROM sports_events ORDER BY id'),
    markets: await read(
      `SELECT event_id, type, specifiers, trading_status, settlement_certainty, is_cancelled,
              cancel_start_time, cancel_end_time, status, seq, resolution_seq, updated_ts, stop_count
         FROM sports_markets ORDER BY event_id, type, specifiers`,
    ),
    outcomes: await read(
      `SELECT m.event_id, m.type, m.specifiers, o.outcome_id, o.odds_milli, o.is_active, o.result,
              o.void_factor, o.dead_heat_factor
         FROM sports_outcomes o JOIN sports_markets m ON m.id = o.market_id
        ORDER BY m.event_id, m.type, m.specifiers, o.outcome_id`,
    ),
  };
}

async function closedEvents(db: Database): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM sports_events WHERE status = 'closed'`,
  );
  return rows[0]?.count ?? 0;
}

describe('the feed recorder', () => {
  it('appends each message with its time since the start, in the order they were recorded', async () => {
    const path = join(files, 'appended.jsonl');
    writeFileSync(path, '{"earlier":"line"}\n');
    let now = 1_000;
    const recorder = createFeedRecorder(path, () => now);
    now = 1_250;
    const first = recorder.record(message('1'));
    now = 4_000;
    await Promise.all([first, recorder.record(message('2')), recorder.record(message('3'))]);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { earlier: 'line' },
      { at: 250, ...message('1') },
      { at: 3_000, ...message('2') },
      { at: 3_000, ...message('3') },
    ]);
  });

  it('records what the simulator applies on a node with SPORTS_FEED_RECORD', async () => {
    const path = join(files, 'node.jsonl');
    const node = await startNode({
      SPORTS_FEED: 'simulator',
      SPORTS_SIM_SPEED: '600',
      SPORTS_FEED_RECORD: path,
    });
    /** The lines written whole so far (one may be half written). */
    const recorded = () => {
      const text = readFileSync(path, 'utf8');
      return parseFeedScript(path, text.slice(0, text.lastIndexOf('\n') + 1));
    };
    await vi.waitFor(() => expect(recorded().length).toBeGreaterThan(10), PATIENCE);
    // read before the log: a message is recorded once the book has it
    const ids = recorded().map((line) => line.message.id);
    const { rows } = await node.db.query<{ id: string }>('SELECT id FROM sports_feed_log');
    const applied = new Set(rows.map((row) => row.id));
    expect(ids.filter((id) => !applied.has(id))).toEqual([]);
  });

  it('makes a file the scripted feed replays to the same book', async () => {
    const source = await startNode();
    const path = join(files, 'simulated.jsonl');
    const recorder = createFeedRecorder(path);
    const stopping = new AbortController();
    const simulator = sportsFeedWork({
      ...{ db: source.db, databaseUrl: undefined, logger: silent, speed: 3_600, margin: 0.05 },
      onChange: (_change, _db, applied) => recorder.record(applied),
    });
    const lease = { name: SPORTS_FEED_SINGLETON, fence: 1n, db: source.db };
    const simulating = simulator({ ...lease, signal: stopping.signal });
    await vi.waitFor(
      async () => expect(await closedEvents(source.db)).toBeGreaterThan(1),
      PATIENCE,
    );
    stopping.abort();
    await simulating;

    const replica = await startNode();
    const script = readFeedScript(path);
    const timers = createManualTimers();
    const replay = scriptedFeedWork(script, {
      ...{ db: replica.db, databaseUrl: undefined, logger: silent, timers },
      onChange: () => undefined,
    });
    const stopReplay = new AbortController();
    const replaying = replay({ ...lease, db: replica.db, signal: stopReplay.signal });
    await timers.untilAsleep();
    await timers.advanceTo(script.lines.at(-1)?.at ?? 0);
    const book = await readBook(source.db);
    expect(book.markets.filter((market) => market.status === 'settled').length).toBeGreaterThan(0);
    expect(await readBook(replica.db)).toEqual(book);
    stopReplay.abort();
    await replaying;
  }, 120_000);
});
