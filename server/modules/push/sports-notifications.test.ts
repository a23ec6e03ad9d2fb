import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../testing/harness';
import {
  createDeviceKeys,
  startTestPushService,
  type TestPushService,
} from '../../testing/push-endpoint';
import { settleDueBets } from '../sportsbook/bets/settlement';
import { createTestBook } from '../../testing/sportsbook/test-book';

// A settled sports bet, and a settled bet reopened by a rollback, reach the player's device once,
// in their language: through the notifier listening to `sports_bet_settled` and
// `sports_bet_reopened` (notifier.ts), on one node and on two.
const PUSH_ENV = { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' };
/** Waits that assert no timing: generous, for a loaded machine. */
const PATIENCE = { timeout: 25_000, interval: 200 };

let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
});
afterAll(() => pushService.close());

let devices = 0;
/** A funded player with one subscribed device and an open single on a new event's '1' at 2.00. */
async function playerWithOpenBet(server: TestServer, language: 'es' | 'en') {
  const player = await server.register({ interface_local: language });
  const device = `sports-device-${++devices}`;
  const keys = createDeviceKeys();
  const subscribed = await server.call(
    'pushSubscribe',
    { endpoint: pushService.endpoint(device), keys: keys.keys },
    { token: player.token },
  );
  expect(subscribed.httpStatus).toBe(200);
  expect((await server.deposit(player.playerId, 10_000_000n)).body.result).toBe('credited');
  // the deposit's own push
  await pushService.next(device);
  const book = createTestBook(server.db);
  const eventId = await book.createEvent();
  const selections = await book.selectionsOf(eventId);
  const placed = await server.call(
    'placeBet',
    {
      playerId: player.playerId,
      stake: 2.5,
      type: 'single',
      selections: [{ outcomeId: selections['1x2//1'] as string, oddsMilli: 2000 }],
    },
    { token: player.token, idempotencyKey: randomUUID() },
  );
  expect(placed.httpStatus).toBe(200);
  const resolve = () =>
    book.settle(eventId, '1x2', '', [
      { id: '1', result: 1 },
      { id: 'x', result: 0 },
      { id: '2', result: 0 },
    ]);
  const rollBack = () =>
    book.apply(eventId, {
      kind: 'rollback_bet_settlement',
      markets: [{ type: '1x2', specifiers: '' }],
    });
  return { player, device, keys, betId: placed.body.bet.id as number, resolve, rollBack };
}

/** The pushes `device` received, once every push the server queued has been sent. */
async function pushesTo(server: TestServer, device: string) {
  await server.deps.background.idle();
  return pushService.received.filter((push) => push.name === device);
}

describe('the push of a settled sports bet', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: PUSH_ENV });
  });
  afterAll(() => server.close());

  it('tells an English player their bet won, once, with My bets to open', async () => {
    const { device, keys, betId, resolve } = await playerWithOpenBet(server, 'en');
    await resolve();
    expect(await settleDueBets(server.db, server.deps.realtime)).toBe(1);
    const push = await pushService.next(device);
    expect(JSON.parse(keys.decrypt(push.body))).toEqual({
      title: 'Bet won: +5.00 mBTC',
      body: expect.stringMatching(/^Home \d+ - Away \d+$/),
      tag: `sports-bet-${betId}`,
      url: '/en/sports/my-bets?status=settled',
    });
    // a second sweep finds nothing to settle and sends nothing
    expect(await settleDueBets(server.db, server.deps.realtime)).toBe(0);
    await server.deps.background.idle();
    expect(await pushesTo(server, device)).toHaveLength(2);
  });

  it('tells an English player their settled bet was reopened and the win taken back, once', async () => {
    const { device, keys, betId, resolve, rollBack } = await playerWithOpenBet(server, 'en');
    await resolve();
    expect(await settleDueBets(server.db, server.deps.realtime)).toBe(1);
    await pushService.next(device);
    await rollBack();
    expect(await settleDueBets(server.db, server.deps.realtime)).toBe(1);
    const push = await pushService.next(device);
    expect(JSON.parse(keys.decrypt(push.body))).toEqual({
      title: 'Bet reopened: −5.00 mBTC',
      body: expect.stringMatching(/^Home \d+ - Away \d+$/),
      tag: `sports-bet-${betId}`,
      url: '/en/sports/my-bets?status=open',
    });
    expect(await settleDueBets(server.db, server.deps.realtime)).toBe(0);
    await server.deps.background.idle();
    // the deposit's, the settlement's and the reopening's
    expect(await pushesTo(server, device)).toHaveLength(3);
  });
});

const nodes: TestServer[] = [];
afterEach(async () => {
  // the node owning the database closes last
  for (const node of nodes.splice(0).reverse()) await node.close();
});

/** Two more nodes on `first`'s database, started at once: each sweeps as it starts. */
async function startTwoNodesSharing(first: TestServer): Promise<void> {
  nodes.push(
    ...(await Promise.all([
      createTestServer({ env: PUSH_ENV, sharing: first }),
      createTestServer({ env: PUSH_ENV, sharing: first }),
    ])),
  );
}

/** Waits for the bet to be `status`, then for every node's background work; answers the pushes. */
async function pushesOnceBetIs(first: TestServer, betId: number, status: string, device: string) {
  await vi.waitFor(async () => {
    const { rows } = await first.db.query(
      'SELECT 1 FROM sports_bets WHERE id = $1 AND status = $2',
      [betId, status],
    );
    expect(rows).toHaveLength(1);
  }, PATIENCE);
  for (const node of nodes) await node.deps.background.idle();
  return pushesTo(first, device);
}

describe.runIf(TEST_DB_KIND === 'postgres')('two nodes on one PostgreSQL database', () => {
  it('a bet both nodes sweep at the same moment is pushed once, in Spanish', async () => {
    const first = await createTestServer({ env: PUSH_ENV });
    nodes.push(first);
    const { device, keys, betId, resolve } = await playerWithOpenBet(first, 'es');
    // the feed resolved the market and no node settled it yet: two nodes start and sweep at once
    await resolve();
    await startTwoNodesSharing(first);
    const push = await pushService.next(device, PATIENCE.timeout);
    expect(JSON.parse(keys.decrypt(push.body))).toMatchObject({
      title: 'Apuesta ganada: +5,00 mBTC',
      tag: `sports-bet-${betId}`,
      url: '/sports/my-bets?status=settled',
    });
    // the deposit's push and the settlement's, nothing more
    expect(await pushesOnceBetIs(first, betId, 'settled', device)).toHaveLength(2);
  }, 60_000);

  it('a rollback both nodes sweep at the same moment is pushed once, in Spanish', async () => {
    const first = await createTestServer({ env: PUSH_ENV });
    nodes.push(first);
    const { device, keys, betId, resolve, rollBack } = await playerWithOpenBet(first, 'es');
    await resolve();
    expect(await settleDueBets(first.db, first.deps.realtime)).toBe(1);
    await pushService.next(device, PATIENCE.timeout);
    // the feed rolled the settlement back and no node reopened the bet yet: two nodes start and sweep
    await rollBack();
    await startTwoNodesSharing(first);
    const push = await pushService.next(device, PATIENCE.timeout);
    expect(JSON.parse(keys.decrypt(push.body))).toMatchObject({
      title: 'Apuesta reabierta: −5,00 mBTC',
      tag: `sports-bet-${betId}`,
      url: '/sports/my-bets?status=open',
    });
    // the deposit's push, the settlement's and the reopening's, nothing more
    expect(await pushesOnceBetIs(first, betId, 'open', device)).toHaveLength(3);
  }, 60_000);
});
