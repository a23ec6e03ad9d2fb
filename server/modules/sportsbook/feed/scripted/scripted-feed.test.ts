import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fencedDatabase, takeNextFence } from '../../../../cluster/leases';
import type { Database } from '../../../../db/database';
import { createLogger } from '../../../../logger';
import { createTestServer, type TestServer } from '../../../../testing/harness';
import {
  createManualTimers,
  type ManualTimers,
} from '../../../../testing/sportsbook/manual-timers';
import type { RoomMessage } from '../../../realtime/realtime';
import { getEvent } from '../../book/events-repository';
import { SPORTS_FEED_SINGLETON } from '../feed-source';
import { readFeedScript } from './feed-script';
import { scriptedFeedWork, startScriptedFeed } from './scripted-feed';

// The example: Real Betis 1 Sevilla 0. Listed at 0 s, kick-off at 5 s, a goal at 28 s (every
// market stops), prices again at 33 s, full time at 95 s: ended, settled and closed.
const EXAMPLE = fileURLToPath(new URL('football-match.jsonl', import.meta.url));
const script = readFeedScript(EXAMPLE);
const EVENT_ID = 'script:betis-sevilla';
const ids = script.lines.map((line) => line.message.id);
const idsUntil = (time: number) =>
  script.lines.filter((line) => line.at <= time).map((line) => line.message.id);
const lineOf = (kind: string) => script.lines.findIndex((line) => line.message.kind === kind);

const nodes: TestServer[] = [];
const files = mkdtempSync(join(tmpdir(), 'scripted-feed-'));
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function startNode(options?: Parameters<typeof createTestServer>[0]): Promise<TestServer> {
  const node = await createTestServer(options);
  nodes.push(node);
  return node;
}

/** The messages the book has applied (the feed log), in id order. */
async function appliedIds(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM sports_feed_log ORDER BY id');
  return rows.map((row) => row.id);
}

interface Heard {
  holder: string;
  id: string;
}

/**
 * A node taking the `sports-feed` singleton's next fence and replaying the example as holder,
 * once it has applied what was due at its start.
 */
async function startHolder(
  db: Database,
  holder: string,
  timers: ManualTimers,
  heard: Heard[],
  asHolder: (leaseDb: Database) => Database = (leaseDb) => leaseDb,
) {
  const fence = await takeNextFence(db, SPORTS_FEED_SINGLETON, holder);
  const stopping = new AbortController();
  const work = scriptedFeedWork(script, {
    db,
    databaseUrl: undefined,
    logger: createLogger('silent'),
    timers,
    onChange: (_change, _db, message) => void heard.push({ holder, id: message.id }),
  });
  const leaseDb = asHolder(fencedDatabase(db, SPORTS_FEED_SINGLETON, fence));
  const running = work({
    name: SPORTS_FEED_SINGLETON,
    fence,
    signal: stopping.signal,
    db: leaseDb,
  });
  // what is due at once is applied, and the holder waits for the next line
  await timers.untilAsleep();
  return { running, stop: () => (stopping.abort(), running) };
}

/**
 * The lease's database, but the write keeping the script's place after line `index` goes to
 * `failure` (which may let it through: undefined).
 */
function failingPositionAfter(index: number, failure: () => Promise<never> | undefined) {
  return (db: Database): Database => ({
    ...db,
    query: ((sql: string, params?: unknown[]) =>
      (sql.includes('INSERT INTO sports_feed_scripts') && params?.[1] === index + 1
        ? failure()
        : undefined) ?? db.query(sql, params)) as Database['query'],
  });
}

describe('the scripted feed', () => {
  it('applies each line at its time, in the order of the file, telling onChange of each once', async () => {
    const node = await startNode();
    const timers = createManualTimers();
    const heard: Heard[] = [];
    const holder = await startHolder(node.db, 'one', timers, heard);
    const times = [...new Set(script.lines.map((line) => line.at))];
    for (const [index, time] of times.entries()) {
      if (time > 0) {
        await timers.advanceTo(time - 1);
        expect(heard.map((item) => item.id)).toEqual(idsUntil(time - 1));
      }
      await timers.advanceTo(time);
      expect(heard.map((item) => item.id)).toEqual(idsUntil(time));
      expect(await appliedIds(node.db)).toEqual(idsUntil(time).sort());
      // it sleeps until the next line is due, not a moment before
      if (index + 1 < times.length) expect(timers.wakesAt()).toBe(times[index + 1]);
    }
    await holder.stop();
  });

  it('plays the example as a player sees it: kick-off, a goal, full time and the settlement', async () => {
    const node = await startNode();
    const timers = createManualTimers();
    const holder = await startHolder(node.db, 'one', timers, []);
    const seen = async (time: number) => {
      await timers.advanceTo(time);
      const event = await getEvent(node.db, EVENT_ID);
      const markets = Object.fromEntries((event?.markets ?? []).map((m) => [m.type, m]));
      const home = markets['1x2']?.outcomes.find((outcome) => outcome.outcomeId === 'home');
      return { status: event?.status, score: event?.score, market: markets['1x2']?.status, home };
    };
    expect(await seen(4_999)).toMatchObject({ status: 'not_started', market: 'active' });
    expect(await seen(5_000)).toMatchObject({ status: 'live', score: { home: 0, away: 0 } });
    expect(await seen(28_000)).toMatchObject({ score: { home: 1, away: 0 }, market: 'suspended' });
    expect(await seen(33_000)).toMatchObject({ market: 'active', home: { oddsMilli: 1500 } });
    expect(await seen(94_999)).toMatchObject({ status: 'live', market: 'active' });
    expect(await seen(95_000)).toMatchObject({ status: 'closed', market: 'settled' });
    expect((await seen(95_000)).home?.result).toBe(1);
    await holder.stop();
  });

  it('on a takeover goes on after the last line applied, at the script’s pace; the stale holder applies nothing', async () => {
    const node = await startNode();
    const heard: Heard[] = [];
    const firstTimers = createManualTimers();
    const first = await startHolder(node.db, 'first', firstTimers, heard);
    await firstTimers.advanceTo(5_000);
    // the second node takes the feed over, on a clock of its own; the first does not know yet
    const secondTimers = createManualTimers(1_000_000);
    const second = await startHolder(node.db, 'second', secondTimers, heard);
    // the goal comes 23 s after the kick-off in the script: so it does after the takeover
    expect(secondTimers.wakesAt()).toBe(1_000_000 + 23_000);
    firstTimers.advance(23_000);
    await first.running;
    expect(await appliedIds(node.db)).toEqual(idsUntil(5_000).sort());

    await secondTimers.advanceTo(1_000_000 + 23_000 - 1);
    expect(heard).toHaveLength(idsUntil(5_000).length);
    await secondTimers.advanceTo(1_000_000 + 90_000);
    expect(heard.map((item) => item.id)).toEqual(ids);
    expect(heard.filter((item) => item.holder === 'first').map((item) => item.id)).toEqual(
      idsUntil(5_000),
    );
    await second.stop();
  });

  it('applies again, as nothing, a line whose holder stopped before keeping its place', async () => {
    const node = await startNode();
    const heard: Heard[] = [];
    const settlement = lineOf('bet_settlement');
    const firstTimers = createManualTimers();
    // the first node applies the settlement and is gone before it writes where it stands
    const hang = () => new Promise<never>(() => undefined);
    const first = await startHolder(
      node.db,
      'first',
      firstTimers,
      heard,
      failingPositionAfter(settlement, hang),
    );
    firstTimers.advance(95_000);
    await vi.waitFor(() => expect(heard.at(-1)?.id).toBe(ids[settlement]));
    const secondTimers = createManualTimers();
    const second = await startHolder(node.db, 'second', secondTimers, heard);
    // the settlement is told once (its bets are settled once); the rest comes from the second
    expect(heard.map((item) => item.id)).toEqual(ids);
    expect(heard.at(-1)?.holder).toBe('second');
    const { rows } = await node.db.query<{ next_line: number }>(
      'SELECT next_line FROM sports_feed_scripts WHERE script_hash = $1',
      [script.hash],
    );
    expect(rows[0]?.next_line).toBe(ids.length);
    await second.stop();
    void first.stop();
  });

  it('tries a line again a second after a failed write, telling onChange of it once', async () => {
    const node = await startNode();
    const heard: Heard[] = [];
    const timers = createManualTimers();
    let failures = 1;
    const failOnce = () => {
      if (failures === 0) return undefined;
      failures -= 1;
      return Promise.reject(new Error('connection reset'));
    };
    const holder = await startHolder(
      node.db,
      'one',
      timers,
      heard,
      failingPositionAfter(0, failOnce),
    );
    expect(timers.wakesAt()).toBe(1_000);
    expect(heard.map((item) => item.id)).toEqual(ids.slice(0, 1));
    await timers.advanceTo(1_000);
    expect(heard.map((item) => item.id)).toEqual(idsUntil(0));
    await holder.stop();
  });
});

describe('SPORTS_FEED=scripted on a node', () => {
  it('replays SPORTS_FEED_SCRIPT and announces every change to the apps watching', async () => {
    // the example without its times: every line at once
    const path = join(files, 'at-once.jsonl');
    const lines = script.lines.map((line) => JSON.stringify(line.message));
    writeFileSync(path, `${lines.join('\n')}\n`);
    const announced: RoomMessage[] = [];
    const node = await startNode({
      env: { SPORTS_FEED: 'scripted', SPORTS_FEED_SCRIPT: path },
      beforeStart: async (deps) => void deps.realtime.subscribeToRooms((m) => announced.push(m)),
    });
    await vi.waitFor(async () => {
      expect((await getEvent(node.db, EVENT_ID))?.status).toBe('closed');
      expect(announced).toContainEqual(
        expect.objectContaining({
          event: 'sports_event',
          rooms: expect.arrayContaining([`sports:event:${EVENT_ID}`]),
          data: expect.objectContaining({ status: 'closed' }),
        }),
      );
    });
    expect(await appliedIds(node.db)).toEqual([...ids].sort());
  });

  it('does not start on a script with a line that does not parse, and names the line', async () => {
    const node = await startNode();
    const path = join(files, 'misspelt.jsonl');
    const [first, second] = script.lines.map((line) => JSON.stringify(line.message));
    writeFileSync(path, `${first}\n${second?.replace('"seq"', '"sequence"')}\n`);
    const options = { db: node.db, databaseUrl: undefined, logger: createLogger('silent') };
    expect(() =>
      startScriptedFeed({ ...options, onChange: () => undefined, scriptPath: path }),
    ).toThrow(`SPORTS_FEED_SCRIPT ${path}: line 2:`);
  });
});
