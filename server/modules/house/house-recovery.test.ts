import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type CallResult, type TestServer } from '../../testing/harness';
import { createHouse } from './house-context';
import { createHouseTestClient, type LaunchedPlayer } from '../../testing/house/house-test-client';
import { recoverRounds } from './recovery';
import { walletThroughApp } from './house-wallet';
import { registerHouseGameCalls } from '../../faces/house-page/house';

let server: TestServer;
let house: ReturnType<typeof createHouseTestClient>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  house = createHouseTestClient(server);
});
afterAll(() => server.close());

type WalletCall = 'balance' | 'bet' | 'win' | 'rollback';
/** `unsent`: the call never reaches the wallet; `lost`: the wallet acts but its answer is lost. */
type Failure = 'unsent' | 'lost';

/**
 * The house API on a wallet link that fails the next calls as told, each failure once, and
 * otherwise reaches this server's wallet in-process.
 */
function houseWithFailingWallet(failures: Partial<Record<WalletCall, Failure[]>>) {
  const app = new Hono();
  registerHouseGameCalls(app, server.deps, {
    walletFetch: async (input, init) => {
      const request = new Request(input, init);
      const call = new URL(request.url).pathname.split('/').pop() as WalletCall;
      const failure = failures[call]?.shift();
      if (failure === 'unsent') throw new TypeError('fetch failed');
      const response = await server.app.fetch(request);
      if (failure === 'lost') throw new TypeError('socket hang up');
      return response;
    },
  });
  return async (path: string, body: Record<string, unknown>): Promise<CallResult> => {
    const response = await app.request(`/house/api/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return { httpStatus: response.status, body: await response.json(), headers: response.headers };
  };
}

/** One recovery pass over the whole house, as the timer runs it. */
const recoveryPass = () => recoverRounds(createHouse(server.deps, walletThroughApp(server.app)));

async function roundsOf(player: LaunchedPlayer) {
  const { rows } = await server.db.query<{ id: string; state: string }>(
    'SELECT id, state FROM house_rounds WHERE player = $1 ORDER BY created_at',
    [String(player.playerId)],
  );
  return rows;
}

async function walletBets(player: LaunchedPlayer) {
  const { rows } = await server.db.query<{ bet: bigint; win: bigint; status: string }>(
    'SELECT bet, win, status FROM bets WHERE player_id = $1 ORDER BY id',
    [player.playerId],
  );
  return rows;
}

/** As if `seconds` had passed since the player's rounds last moved. */
async function age(player: LaunchedPlayer, seconds: number) {
  await server.db.query(
    `UPDATE house_rounds SET created_at = created_at - make_interval(secs => $2),
            updated_at = updated_at - make_interval(secs => $2)
      WHERE player = $1`,
    [String(player.playerId), seconds],
  );
}

describe('recovery of rounds left half-way', () => {
  it('confirms a win whose answer was lost and pays it once', async () => {
    const player = await house.newPlayer(1_000_000n);
    const play = houseWithFailingWallet({ win: ['lost'] });
    const bet = await house.diceBetThat('wins', player.playerId);
    const answer = await play('dice', { ...player, amount: 1, ...bet });
    expect([answer.httpStatus, answer.body]).toEqual([
      503,
      { status: 0, code: 'wallet_unavailable' },
    ]);
    expect(await roundsOf(player)).toEqual([expect.objectContaining({ state: 'settling' })]);
    // the wallet did pay: only the house does not know it yet
    const paid = await house.footprint(player.playerId);
    expect(paid.balance).toBe(1_096_039n);

    await recoveryPass();
    expect(await roundsOf(player)).toEqual([expect.objectContaining({ state: 'settling' })]);
    await age(player, 11);
    await recoveryPass();
    await recoveryPass();
    expect(await roundsOf(player)).toEqual([expect.objectContaining({ state: 'won' })]);
    expect(await house.footprint(player.playerId)).toEqual(paid);
    expect(await walletBets(player)).toEqual([{ bet: 100_000n, win: 196_039n, status: 'settled' }]);
    const { rounds } = await house.play('history', player);
    expect(rounds).toEqual([expect.objectContaining({ state: 'won', payout: 1.96039 })]);
    await house.expectLedgerBalanced();
  });

  it("pays a win that never reached the wallet before the player's next bet", async () => {
    const player = await house.newPlayer(1_000_000n);
    const play = houseWithFailingWallet({ win: ['unsent'] });
    const bet = await house.diceBetThat('wins', player.playerId);
    const answer = await play('dice', { ...player, amount: 1, ...bet });
    expect(answer.httpStatus).toBe(503);
    expect((await house.footprint(player.playerId)).balance).toBe(900_000n);
    const [stuck] = await roundsOf(player);

    await age(player, 11);
    const next = await house.diceBetThat('loses', player.playerId);
    const lost = await house.play('dice', player, { amount: 1, ...next });
    expect(lost.balance).toBe(9.96039);
    expect(await roundsOf(player)).toEqual([
      { id: stuck?.id, state: 'won' },
      expect.objectContaining({ state: 'lost' }),
    ]);
    await recoveryPass();
    expect((await house.footprint(player.playerId)).balance).toBe(996_039n);
    expect(await walletBets(player)).toEqual([
      { bet: 100_000n, win: 196_039n, status: 'settled' },
      { bet: 100_000n, win: 0n, status: 'settled' },
    ]);
    await house.expectLedgerBalanced();
  });

  it('cancels a bet whose answer was lost: at once, or by recovery after a minute', async () => {
    const player = await house.newPlayer(1_000_000n);
    const before = await house.footprint(player.playerId);

    const cancelledAtOnce = houseWithFailingWallet({ bet: ['lost'] });
    const first = await cancelledAtOnce('dice', {
      ...player,
      amount: 1,
      target: 50,
      direction: 'over',
    });
    expect(first.httpStatus).toBe(503);
    expect(await roundsOf(player)).toEqual([expect.objectContaining({ state: 'void' })]);
    expect(await house.footprint(player.playerId)).toMatchObject({ balance: 1_000_000n, nonce: 0 });

    const leftBetting = houseWithFailingWallet({ bet: ['lost'], rollback: ['unsent'] });
    const second = await leftBetting('limbo', {
      token: (await house.launch(player, 'limbo')).token,
      game: 'limbo',
      amount: 2,
      target: 2,
    });
    expect(second.httpStatus).toBe(503);
    expect((await roundsOf(player))[1]).toMatchObject({ state: 'betting' });
    expect((await house.footprint(player.playerId)).balance).toBe(800_000n);

    await age(player, 30);
    await recoveryPass();
    expect((await roundsOf(player))[1]).toMatchObject({ state: 'betting' });
    await age(player, 31);
    await recoveryPass();
    expect((await roundsOf(player)).map((round) => round.state)).toEqual(['void', 'void']);
    expect(await house.footprint(player.playerId)).toMatchObject({
      rounds: 0,
      balance: before.balance,
      nonce: before.nonce,
    });
    expect((await walletBets(player)).map((bet) => bet.status)).toEqual([
      'rolled_back',
      'rolled_back',
    ]);
    await house.expectLedgerBalanced();
  });

  it('settles a Hi-Lo round left open for a day at its standing: the stake back before any guess', async () => {
    const player = await house.newPlayer(1_000_000n, 'hi-lo');
    const started = await house.play('hi-lo/start', player, { amount: 1 });
    expect(started.round.state).toBe('open');
    expect((await house.footprint(player.playerId)).balance).toBe(900_000n);

    await age(player, 23 * 60 * 60);
    await recoveryPass();
    expect((await roundsOf(player)).map((round) => round.state)).toEqual(['open']);

    await age(player, 60 * 60 + 1);
    await recoveryPass();
    await recoveryPass();
    expect((await roundsOf(player)).map((round) => round.state)).toEqual(['won']);
    // no guess was made: the multiplier is 1, the stake comes back, once
    expect((await house.footprint(player.playerId)).balance).toBe(1_000_000n);
    expect((await walletBets(player)).map((bet) => [bet.status, Number(bet.win)])).toEqual([
      ['settled', 100_000],
    ]);
    // the player may rotate seeds again
    const rotated = await house.play('seeds/rotate', player, { clientSeed: 'after a day' });
    expect(rotated.revealed.betCount).toBe(1);
    await house.expectLedgerBalanced();
  });
});
