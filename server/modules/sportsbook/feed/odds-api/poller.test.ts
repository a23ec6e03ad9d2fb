// The adapter end to end: a local HTTP server answers as The Odds API would, with recorded
// payloads written to its public format (server/testing/sportsbook/odds-api-fixtures/), and the
// poller applies them to a real book.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../../logger';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../../../testing/harness';
import { settleFeedChange } from '../../bets/settlement';
import { getEvent } from '../../book/events-repository';
import type { FeedChange } from '../feed-change';
import { createOddsApiClient } from './client';
import { oddsApiWork, pollSports, type OddsApiFeedOptions } from './poller';
import {
  NOW,
  UPCOMING,
  LIVE,
  STALE,
  NBA,
  readFixture,
} from '../../../../testing/sportsbook/odds-api-fixtures';

const KEY = 'test-odds-api-key';

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The Odds API as a local server: per path a queue of replies (the last one stays). */
async function startOddsServer() {
  const replies = new Map<string, Reply[]>();
  const requests: { path: string; at: number; apiKey: string | null; server: number }[] = [];
  const handle = (server: number) => (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://odds.test');
    requests.push({
      path: url.pathname,
      at: Date.now(),
      apiKey: url.searchParams.get('apiKey'),
      server,
    });
    const queue = replies.get(url.pathname) ?? [];
    const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: {} };
    response.writeHead(reply.status, {
      'Content-Type': 'application/json',
      'x-requests-remaining': '480',
      'x-requests-used': '20',
      ...reply.headers,
    });
    response.end(JSON.stringify(reply.body));
  };
  const servers: Server[] = [];
  const urls: string[] = [];
  // two listeners on one set of replies, so two nodes can be told apart by the one they call
  for (const index of [0, 1]) {
    const server = createServer(handle(index));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls.push(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
  }
  return {
    url: urls[0] as string,
    urls,
    requests,
    serve(path: string, ...queue: Reply[]) {
      replies.set(path, queue);
    },
    serveFixture(path: string, name: string) {
      replies.set(path, [{ status: 200, body: readFixture(name) }]);
    },
    close: () =>
      Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
type OddsServer = Awaited<ReturnType<typeof startOddsServer>>;

const SOCCER_ODDS = '/v4/sports/soccer_epl/odds';
const SOCCER_SCORES = '/v4/sports/soccer_epl/scores';
const NBA_ODDS = '/v4/sports/basketball_nba/odds';
const NBA_SCORES = '/v4/sports/basketball_nba/scores';

async function logSize(node: TestServer): Promise<number> {
  const { rows } = await node.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM sports_feed_log WHERE event_id LIKE 'odds-api:%'`,
  );
  return rows[0]?.count ?? 0;
}

describe('polling The Odds API into the book', () => {
  let node: TestServer;
  let api: OddsServer;
  let clock = NOW;
  const changes: FeedChange[] = [];
  let options: OddsApiFeedOptions;
  beforeAll(async () => {
    node = await createTestServer({ seedDemo: true, env: { SPORTS_LIVE_DELAY_SECONDS: '0' } });
    api = await startOddsServer();
    options = {
      db: node.db,
      databaseUrl: undefined,
      logger: createLogger('silent'),
      url: api.url,
      key: KEY,
      regions: 'eu',
      sportKeys: ['soccer_epl', 'basketball_nba'],
      pollMs: 60_000,
      margin: 0.05,
      // as startBackgroundWork wires it: the bets on what a message resolved are settled
      onChange: async (change, db) => {
        changes.push(change);
        if (change.resolvedMarkets.length > 0)
          await settleFeedChange(db, node.deps.realtime, change);
      },
      now: () => clock,
    };
  });
  afterAll(async () => {
    await api.close();
    await node.close();
  });

  const poll = () =>
    pollSports(options, createOddsApiClient({ url: api.url, key: KEY, regions: 'eu' }), {
      name: 'sports-feed',
      fence: 1n,
      signal: new AbortController().signal,
      db: node.db,
    });

  async function eventOf(id: string) {
    const event = await getEvent(node.db, id);
    if (!event) throw new Error(`no event ${id}`);
    const markets = Object.fromEntries(
      event.markets.map((market) => [`${market.type}/${market.specifiers}`, market]),
    );
    return { ...event, byKey: markets };
  }

  /** A bet of 1 mBTC on `outcome` of market `key` at its current odds; the bet's id and odds. */
  async function bet(
    player: { playerId: number; token: string },
    eventId: string,
    key: string,
    outcome: string,
  ) {
    const market = (await eventOf(eventId)).byKey[key];
    const selection = market?.outcomes.find((entry) => entry.outcomeId === outcome);
    if (!selection) throw new Error(`no ${key} ${outcome} on ${eventId}`);
    const result = await node.call(
      'placeBet',
      {
        playerId: player.playerId,
        stake: 1,
        type: 'single',
        selections: [{ outcomeId: selection.id, oddsMilli: selection.oddsMilli }],
      },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
    return { id: result.body.bet.id as number, oddsMilli: selection.oddsMilli };
  }

  async function payoutOf(betId: number): Promise<bigint | null> {
    const { rows } = await node.db.query<{ payout: string }>(
      'SELECT payout::text AS payout FROM sports_bet_settlements WHERE bet_id = $1',
      [betId],
    );
    return rows[0] ? BigInt(rows[0].payout) : null;
  }

  it('creates and prices the events, takes the live score, and stops an event with stale prices', async () => {
    api.serveFixture(SOCCER_ODDS, 'odds-soccer_epl');
    api.serveFixture(SOCCER_SCORES, 'scores-soccer_epl-live');
    api.serveFixture(NBA_ODDS, 'odds-basketball_nba');
    api.serve(NBA_SCORES, { status: 200, body: [] });
    await poll();

    const upcoming = await eventOf(UPCOMING);
    expect(upcoming).toMatchObject({
      sportId: 'football',
      status: 'not_started',
      league: { id: 'soccer_epl', name: { es: 'EPL', en: 'EPL' } },
      home: { en: 'Arsenal' },
      away: { en: 'Chelsea' },
      startTime: '2026-11-22T15:00:00.000Z',
    });
    const prices = upcoming.byKey['1x2/']?.outcomes.map((o) => [o.outcomeId, o.oddsMilli]);
    expect(Object.fromEntries(prices ?? [])).toEqual({ home: 2100, draw: 3350, away: 3550 });
    const live = await eventOf(LIVE);
    expect(live).toMatchObject({ status: 'live', score: { home: 1, away: 0 } });
    expect(live.byKey['asian_handicap/hcp=-1']?.status).toBe('active');
    const stale = await eventOf(STALE);
    expect(stale.markets.map((market) => market.status)).toEqual(['suspended', 'suspended']);
    expect(stale.byKey['1x2/']?.outcomes).toHaveLength(3);
    expect((await eventOf(NBA)).byKey['spread/hcp=-3']?.status).toBe('active');
    // the key went in every request's query string
    expect(api.requests.every((request) => request.apiKey === KEY)).toBe(true);
  });

  it('applies nothing when the same payloads are polled again', async () => {
    const before = await logSize(node);
    changes.length = 0;
    clock = NOW + 30_000;
    await poll();
    expect(changes).toEqual([]);
    expect(await logSize(node)).toBe(before);
  });

  it('settles bets placed through the book from the final scores: win, lose, push and draw', async () => {
    const player = await node.register();
    expect((await node.deposit(player.playerId, 10_000_000n)).body.result).toBe('credited');
    const homeWins = await bet(player, LIVE, '1x2/', 'home');
    const awayLoses = await bet(player, LIVE, '1x2/', 'away');
    const handicapPush = await bet(player, LIVE, 'asian_handicap/hcp=-1', 'home');
    const overWins = await bet(player, LIVE, 'total/total=2.5', 'over');
    const spreadPush = await bet(player, NBA, 'spread/hcp=-3', 'home');
    const totalOver = await bet(player, NBA, 'total/total=200.5', 'over');
    const moneylineAway = await bet(player, NBA, 'moneyline/', 'away');

    api.serveFixture(SOCCER_ODDS, 'odds-soccer_epl-later');
    api.serveFixture(SOCCER_SCORES, 'scores-soccer_epl-final');
    api.serve(NBA_ODDS, { status: 200, body: [] });
    api.serveFixture(NBA_SCORES, 'scores-basketball_nba-final');
    clock = Date.parse('2026-11-22T12:05:00Z');
    await poll();

    const STAKE = 100_000n;
    const won = (placed: { oddsMilli: number }) => (STAKE * BigInt(placed.oddsMilli)) / 1000n;
    expect(await payoutOf(homeWins.id)).toBe(won(homeWins));
    expect(await payoutOf(awayLoses.id)).toBe(0n);
    expect(await payoutOf(handicapPush.id)).toBe(STAKE);
    expect(await payoutOf(overWins.id)).toBe(won(overWins));
    expect(await payoutOf(spreadPush.id)).toBe(STAKE);
    expect(await payoutOf(totalOver.id)).toBe(won(totalOver));
    expect(await payoutOf(moneylineAway.id)).toBe(0n);

    // the 1-1 draw wins the three-way market; every market of a completed event is settled
    const drawn = await eventOf(STALE);
    expect(drawn).toMatchObject({ status: 'closed', score: { home: 1, away: 1 } });
    const draw = drawn.byKey['1x2/']?.outcomes.find((outcome) => outcome.outcomeId === 'draw');
    expect(draw?.result).toBe(1);
    for (const id of [LIVE, STALE, NBA]) {
      const event = await eventOf(id);
      expect(event.status).toBe('closed');
      expect(event.markets.every((market) => market.status === 'settled')).toBe(true);
    }
    // the match gone from the odds before its start takes no bets
    expect((await eventOf(UPCOMING)).markets.every((m) => m.status === 'suspended')).toBe(true);
  });

  it('changes nothing when the final scores are polled again', async () => {
    const before = await logSize(node);
    changes.length = 0;
    clock = Date.parse('2026-11-22T12:06:00Z');
    await poll();
    expect(changes).toEqual([]);
    expect(await logSize(node)).toBe(before);
  });
});

describe('the poller as it runs', () => {
  const running: { stop: () => Promise<void> }[] = [];
  const nodes: TestServer[] = [];
  const servers: OddsServer[] = [];
  afterEach(async () => {
    for (const run of running.splice(0)) await run.stop();
    for (const node of nodes.splice(0).reverse()) await node.close();
    for (const server of servers.splice(0)) await server.close();
  });

  it('backs off after a refused key and after 429, logs the quota, and never logs the key', async () => {
    const { lines, raw, logger } = captureLog();
    const { node, api, options } = await pollingNode(['soccer_epl'], logger);
    options.pollMs = 100;
    api.serve(
      SOCCER_ODDS,
      { status: 401, body: { message: 'API key is not valid', error_code: 'INVALID_KEY' } },
      { status: 429, body: { message: 'too many' }, headers: { 'retry-after': '1' } },
      { status: 200, body: readFixture('odds-soccer_epl') },
    );
    api.serve(SOCCER_SCORES, { status: 200, body: readFixture('scores-soccer_epl-live') });
    const stopping = new AbortController();
    const work = oddsApiWork(options);
    const done = work({ name: 'sports-feed', fence: 1n, signal: stopping.signal, db: node.db });
    running.push({ stop: () => (stopping.abort(), done) });
    await vi.waitFor(async () => expect((await getEvent(node.db, LIVE))?.status).toBe('live'), {
      timeout: 20_000,
      interval: 100,
    });
    const oddsCalls = api.requests.filter((request) => request.path === SOCCER_ODDS);
    expect(lines.find((line) => line.message === 'the odds api refused the key')).toMatchObject({
      level: 'error',
      httpStatus: 401,
      code: 'INVALID_KEY',
    });
    expect(lines.find((line) => line.message === 'the odds api refused a poll')).toMatchObject({
      httpStatus: 429,
    });
    // after the 401 a doubled wait (200 ms), after the 429 the second the API asked for
    const [refused, limited, served] = oddsCalls;
    expect((limited?.at ?? 0) - (refused?.at ?? 0)).toBeGreaterThanOrEqual(190);
    expect((served?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(990);
    expect(lines.find((line) => line.message === 'the odds api quota')).toMatchObject({
      endpoint: 'odds',
      sportKey: 'soccer_epl',
      remaining: 480,
      used: 20,
    });
    expect(lines.find((line) => line.message.includes('cannot read'))).toMatchObject({
      id: 'bad0000000000000000000000000000',
    });
    expect(raw.join('')).not.toContain(KEY);
  }, 60_000);

  /** A logger at info keeping its lines, raw and parsed. */
  function captureLog() {
    const lines: { level: string; message: string; [field: string]: unknown }[] = [];
    const raw: string[] = [];
    const logger = createLogger('info', (line) => {
      raw.push(line);
      lines.push(JSON.parse(line) as (typeof lines)[number]);
    });
    return { lines, raw, logger };
  }

  /** A node, the local API, and a poll of `sportKeys` on the node as of `clock.now`. */
  async function pollingNode(sportKeys: string[], logger = createLogger('silent')) {
    const node = await createTestServer();
    nodes.push(node);
    const api = await startOddsServer();
    servers.push(api);
    const clock = { now: NOW };
    const options: OddsApiFeedOptions = {
      db: node.db,
      databaseUrl: undefined,
      logger,
      url: api.url,
      key: KEY,
      regions: 'eu',
      sportKeys,
      pollMs: 60_000,
      margin: 0.05,
      onChange: () => undefined,
      now: () => clock.now,
    };
    const client = createOddsApiClient({ url: api.url, key: KEY, regions: 'eu' });
    const lease = { name: 'sports-feed', fence: 1n, signal: new AbortController().signal };
    const poll = () => pollSports(options, client, { ...lease, db: node.db });
    return { node, api, clock, options, poll };
  }

  it('applies the completion polled by a node whose clock is behind the one before it', async () => {
    const { node, api, clock, poll } = await pollingNode(['soccer_epl']);
    clock.now = NOW + 3_600_000;
    // the old holder, its clock an hour ahead, applies the live score
    api.serveFixture(SOCCER_ODDS, 'odds-soccer_epl');
    api.serveFixture(SOCCER_SCORES, 'scores-soccer_epl-live');
    await poll();
    expect(await getEvent(node.db, LIVE)).toMatchObject({ status: 'live', score: { home: 1 } });
    // the new holder's clock is behind: its messages still come after what the book applied
    api.serveFixture(SOCCER_ODDS, 'odds-soccer_epl-later');
    api.serveFixture(SOCCER_SCORES, 'scores-soccer_epl-final');
    clock.now = Date.parse('2026-11-22T12:05:00Z');
    await poll();
    const ended = await getEvent(node.db, LIVE);
    expect(ended).toMatchObject({ status: 'closed', score: { home: 2, away: 1 } });
    expect(ended?.markets.every((market) => market.status === 'settled')).toBe(true);
  }, 60_000);

  it('polls the other sports when one fails, and stops the poll on a refused key', async () => {
    const { lines, logger } = captureLog();
    // a misspelt sport key: the API answers 404 (the local server's answer to any other path)
    const { node, api, options, poll } = await pollingNode(['soccer_eppl', 'soccer_epl'], logger);
    api.serveFixture(SOCCER_ODDS, 'odds-soccer_epl');
    api.serveFixture(SOCCER_SCORES, 'scores-soccer_epl-live');
    await poll();
    expect(await getEvent(node.db, LIVE)).toMatchObject({ status: 'live', score: { home: 1 } });
    expect(lines.find((line) => line.message === 'the odds api refused a poll')).toMatchObject({
      level: 'warn',
      sportKey: 'soccer_eppl',
      httpStatus: 404,
    });
    // every sport failing ends the poll, so the loop backs off
    options.sportKeys = ['soccer_eppl'];
    await expect(poll()).rejects.toThrow(/every sport failed/);
    // a refused key ends the poll at once: the next sport is not asked
    options.sportKeys = ['soccer_epl', 'basketball_nba'];
    api.serve(SOCCER_ODDS, { status: 401, body: { error_code: 'INVALID_KEY' } });
    await expect(poll()).rejects.toMatchObject({ httpStatus: 401 });
    expect(api.requests.some((request) => request.path === NBA_ODDS)).toBe(false);
  }, 60_000);

  it('stops an event in play when its score changes, until the next odds poll brings new prices', async () => {
    const { node, api, clock, poll } = await pollingNode(['soccer_epl']);
    api.serveFixture(SOCCER_ODDS, 'odds-soccer_epl');
    api.serveFixture(SOCCER_SCORES, 'scores-soccer_epl-live');
    await poll();
    const statuses = async () => (await getEvent(node.db, LIVE))?.markets.map((m) => m.status);
    expect(new Set(await statuses())).toEqual(new Set(['active']));
    // a goal on the scores poll: 2-0, while the odds are still those made at 1-0
    type Payload = { id: string; scores: unknown; last_update: string | null }[];
    const scores = readFixture('scores-soccer_epl-live') as Payload;
    const live = scores.find((event) => `odds-api:${event.id}` === LIVE);
    if (!live) throw new Error('no live event in the fixture');
    live.scores = [
      { name: 'Liverpool', score: '2' },
      { name: 'Everton', score: '0' },
    ];
    live.last_update = '2026-11-22T12:00:20Z';
    api.serve(SOCCER_SCORES, { status: 200, body: scores });
    clock.now = NOW + 30_000;
    await poll();
    expect(await getEvent(node.db, LIVE)).toMatchObject({ score: { home: 2, away: 0 } });
    expect(new Set(await statuses())).toEqual(new Set(['suspended']));
    // the bookmakers' prices after the goal reopen the markets
    const odds = readFixture('odds-soccer_epl') as { id: string; bookmakers: object[] }[];
    for (const event of odds) {
      if (`odds-api:${event.id}` !== LIVE) continue;
      event.bookmakers = event.bookmakers.map((b) => ({
        ...b,
        last_update: '2026-11-22T12:00:40Z',
      }));
    }
    api.serve(SOCCER_ODDS, { status: 200, body: odds });
    clock.now = NOW + 60_000;
    await poll();
    expect(new Set(await statuses())).toEqual(new Set(['active']));
  }, 60_000);

  it('refuses to start without a key', async () => {
    const { readConfig, ConfigError } = await import('../../../../config');
    expect(() => readConfig({ SPORTS_FEED: 'the-odds-api' })).toThrow(ConfigError);
    expect(() => readConfig({ SPORTS_FEED: 'the-odds-api' })).toThrow(/ODDS_API_KEY/);
    expect(readConfig({ SPORTS_FEED: 'the-odds-api', ODDS_API_KEY: 'k' })).toMatchObject({
      ODDS_API_URL: 'https://api.the-odds-api.com',
      ODDS_API_SPORTS: ['soccer_epl'],
      ODDS_API_POLL_SECONDS: 60,
    });
  });

  it.runIf(TEST_DB_KIND === 'postgres')(
    'polls from the singleton holder only, on two nodes',
    async () => {
      const api = await startOddsServer();
      servers.push(api);
      api.serveFixture(SOCCER_ODDS, 'odds-soccer_epl');
      api.serve(SOCCER_SCORES, { status: 200, body: [] });
      const env = (url: string) => ({
        SPORTS_FEED: 'the-odds-api',
        ODDS_API_URL: url,
        ODDS_API_KEY: KEY,
        ODDS_API_SPORTS: 'soccer_epl',
        ODDS_API_POLL_SECONDS: '1',
      });
      const first = await createTestServer({ env: env(api.urls[0] as string) });
      nodes.push(first);
      const second = await createTestServer({ env: env(api.urls[1] as string), sharing: first });
      nodes.push(second);
      await vi.waitFor(
        async () => {
          expect(
            api.requests.filter((request) => request.path === SOCCER_ODDS).length,
          ).toBeGreaterThanOrEqual(3);
          expect(await getEvent(first.db, UPCOMING)).not.toBeNull();
        },
        { timeout: 30_000, interval: 200 },
      );
      // every poll came from one node: the one holding the lock
      expect(new Set(api.requests.map((request) => request.server)).size).toBe(1);
      const { rows } = await first.db.query<{ holds: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_locks l
                       WHERE l.pid = a.pid AND l.locktype = 'advisory' AND l.granted) AS holds
         FROM pg_stat_activity a
        WHERE a.application_name = 'casino singleton: sports-feed' AND a.datname = current_database()`,
      );
      expect(rows.map((row) => row.holds).sort()).toEqual([false, true]);
    },
    60_000,
  );
});
