import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  crashMultiplierAt,
  crashTimeOf,
  type LiveRealtimeEvents,
} from '../../../contract/house-page/live-tables';
import { floorMultiplier } from './crash-rules';
import { createTestServer, type TestServer } from '../../testing/harness';
import type { RoomMessage } from '../realtime/realtime';
import { openSession } from '../house/house-session';
import { createHouse } from '../house/house-context';
import { walletThroughApp } from '../house/house-wallet';
import { HouseRefusal } from '../house/house-refusal';
import { cashOut, placeBets } from './bet-flow';
import { climb, openRound, startClimb, sweepWallet, type TableRun } from './crash-table';
import { createLiveContext } from './live-context';
import { createLivePublisher } from './publisher';
import { findRound, type RoundRow } from './repository';
import { settleByResult } from './settlement';
import { createLiveTestKit, satoshis, TABLE } from '../../testing/live/live-test-kit';
import { sha256hex } from './chain';

// Crash on one node, its engine driven step by step by the test (the singleton's loop is off):
// the database's clock decides, and the test sets where a round stands on it.
let server: TestServer;
let kit: ReturnType<typeof createLiveTestKit>;
let run: TableRun;
const heard: RoomMessage[] = [];
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true, env: { LIVE_CHAIN_LENGTH: '5000' } });
  kit = createLiveTestKit(server);
  run = await kit.tableRun();
  server.deps.realtime.subscribeToRooms((message) => heard.push(message));
});
afterAll(() => server.close());
// the climbs that run in real time (an auto cash-out firing) are slow on a busy machine
vi.setConfig({ testTimeout: 180_000 });
// a test that failed half-way leaves no round in play for the next one
beforeEach(async () => {
  await server.db.query(`UPDATE live_rounds SET phase = 'settled' WHERE phase <> 'settled'`);
});

/**
 * The table's next round, opened by the engine, that busts where `fits` says (the rounds before
 * it passed over); its window stays open until the test closes it.
 */
async function roundBusting(fits: (bust: number) => boolean): Promise<RoundRow> {
  const first = await openRound(run);
  let round = first;
  if (!fits(first.exact_result)) {
    await kit.skipRound(first.id);
    await kit.passRoundsUntil(run, fits);
    round = await openRound(run);
  }
  expect(fits(round.exact_result)).toBe(true);
  await kit.holdWindowOpen(round.id);
  return kit.reload(round.id);
}

/** Closes the window now and starts the climb (at once: the round as it reads after closing). */
async function started(round: RoundRow): Promise<RoundRow> {
  await kit.closeWindow(round.id);
  return (await startClimb(run, await kit.reload(round.id))) as RoundRow;
}

/** Ends the climb at once (its bust passed by the database clock) and settles the round. */
async function bustAndSettle(round: RoundRow) {
  await kit.climbedFor(round.id, crashTimeOf(Math.max(1, round.exact_result)) + 1);
  expect(await climb(run, await kit.reload(round.id))).toBe(true);
  await settleByResult(run.live, run.house, run.publisher, await kit.reload(round.id), run.fence);
  return kit.reload(round.id);
}

/** The curve's multiplier (2 decimals) at the database's clock now. */
async function multiplierNow(roundId: string) {
  const { rows } = await server.db.query<{ elapsed: number }>(
    `SELECT (extract(epoch FROM clock_timestamp() - started_at) * 1000)::float8 AS elapsed
       FROM live_rounds WHERE id = $1`,
    [roundId],
  );
  return floorMultiplier(crashMultiplierAt(Number(rows[0]?.elapsed)));
}

const bet = (player: Awaited<ReturnType<typeof kit.newPlayer>>, roundId: string, body: object) =>
  kit.as(player, 'crash/bet', { roundId, ...body });

describe('a crash bet', () => {
  it('is taken by the wallet, cashed out by hand once at the server clock, and paid once', async () => {
    const player = await kit.newPlayer(10);
    const round = await roundBusting((bust) => bust >= 1.5);
    const placed = await kit.play(player, 'crash/bet', {
      roundId: round.id,
      kind: 'main',
      amount: 1,
    });
    expect(placed.bets).toMatchObject([{ kind: 'main', state: 'open', stake: 1, isMine: true }]);
    expect(placed.balance).toBe(9);
    const betId = placed.bets[0].id as string;

    await started(round);
    await kit.climbedFor(round.id, crashTimeOf(1.2));
    const cashed = await kit.play(player, 'crash/cash_out', { betId });
    expect(cashed.bet.state).toBe('cashed-out');
    // paid at the curve's multiplier when the call arrived (a few ms after 1.20×), 2 decimals
    expect(cashed.bet.multiplier).toBeGreaterThanOrEqual(1.2);
    expect(cashed.bet.multiplier).toBeLessThanOrEqual(await multiplierNow(round.id));
    expect(cashed.bet.payout).toBeCloseTo(cashed.bet.multiplier, 5);
    expect(cashed.balance).toBeCloseTo(9 + cashed.bet.multiplier, 5);

    // the same cash-out again pays nothing more
    const again = await kit.as(player, 'crash/cash_out', { betId });
    expect(again.body).toMatchObject({ status: 0, code: 'cash_out_closed' });
    await bustAndSettle(round);
    expect(await kit.balanceOf(player)).toBe(satoshis(9 + cashed.bet.multiplier));
    // the wallet's calls sent again (a sweep, a retry) are answered as the first time
    await server.db.query('UPDATE live_bets SET wallet_done = false WHERE id = $1', [betId]);
    await sweepWallet(run);
    expect(await kit.balanceOf(player)).toBe(satoshis(9 + cashed.bet.multiplier));
    await kit.expectLedgerBalanced();
  });

  it('is cashed out while the curve is below the bust point, and refused once it reached it', async () => {
    const player = await kit.newPlayer(10);
    const round = await roundBusting((bust) => bust >= 1.5 && bust < 50);
    const first = await kit.play(player, 'crash/bet', {
      roundId: round.id,
      kind: 'main',
      amount: 1,
    });
    const second = await kit.play(player, 'crash/bet', {
      roundId: round.id,
      kind: 'main',
      amount: 1,
    });
    await started(round);
    const bustMs = crashTimeOf(round.exact_result);
    // just past the bust by the database's clock: refused, though the engine has not ended it
    await kit.climbedFor(round.id, bustMs + 20);
    const late = await kit.as(player, 'crash/cash_out', { betId: first.bets[0].id });
    expect(late.body).toMatchObject({ status: 0, code: 'cash_out_closed' });
    // just before it: accepted, below the bust point
    await kit.climbedFor(round.id, bustMs - 2_000);
    const inTime = await kit.play(player, 'crash/cash_out', { betId: second.bets[1].id });
    expect(inTime.bet.multiplier).toBeLessThan(round.exact_result);
    const settled = await bustAndSettle(round);
    expect(settled.phase).toBe('settled');
    const states = (await kit.betsOf(player)).map((row) => row.state).sort();
    expect(states).toEqual(['cashed-out', 'lost']);
    await kit.expectLedgerBalanced();
  });

  it('refuses a third main bet, a bet once the window closed, and a cash-out of an instant bust', async () => {
    const player = await kit.newPlayer(10);
    const round = await roundBusting((bust) => bust < 1);
    const before = await kit.balanceOf(player);
    const body = { roundId: round.id, kind: 'main', amount: 1 };
    const first = await kit.play(player, 'crash/bet', body);
    await kit.play(player, 'crash/bet', body);
    expect((await kit.as(player, 'crash/bet', body)).body).toMatchObject({ code: 'too_many_bets' });
    // a side bet is not a main bet
    await kit.play(player, 'crash/bet', { ...body, kind: 'under-2' });
    await kit.closeWindow(round.id);
    const closed = await kit.as(player, 'crash/bet', { ...body, kind: 'at-least-2' });
    expect(closed).toMatchObject({ httpStatus: 409, body: { code: 'betting_closed' } });
    await started(round);
    const cashOut = await kit.as(player, 'crash/cash_out', { betId: first.bets[0].id });
    expect(cashOut.body).toMatchObject({ code: 'cash_out_closed' });
    const settled = await bustAndSettle(round);
    expect(settled.result).toBe(1);
    // two main bets lost, under-2 won 1.96×
    expect(await kit.balanceOf(player)).toBe(before - satoshis(3) + satoshis(1.96));
  });
});

describe('the missed-window rule', () => {
  it('rolls back a bet whose wallet debit completed after the window closed', async () => {
    const player = await kit.newPlayer(10);
    const round = await openRound(run);
    // the wallet takes the stake while the window closes
    const slowWallet: typeof fetch = async (input, init) => {
      const answer = await walletThroughApp(server.app)(input, init);
      if (String(input instanceof Request ? input.url : input).endsWith('/bet'))
        await kit.closeWindow(round.id);
      return answer;
    };
    const house = createHouse(server.deps, slowWallet);
    const live = createLiveContext(house, server.deps.realtime, server.deps.config);
    const session = await openSession(house, player, 'crash');
    const placing = placeBets(live, createLivePublisher(server.deps.realtime), session, round.id, [
      { kind: 'main', stake: satoshis(2), autoCashOut: null },
    ]);
    await expect(placing).rejects.toThrow(HouseRefusal);
    await expect(placing).rejects.toMatchObject({ code: 'betting_closed' });
    expect(await kit.balanceOf(player)).toBe(satoshis(10));
    expect(await kit.betsOf(player)).toMatchObject([{ state: 'void', wallet_done: true }]);
    await started(round);
    await bustAndSettle(round);
    expect(await kit.balanceOf(player)).toBe(satoshis(10));
    await kit.expectLedgerBalanced();
  });
});

describe('a cash-out racing itself or losing its credit', () => {
  it('pays one of many simultaneous cash-outs of a bet, once', async () => {
    const player = await kit.newPlayer(10);
    const round = await roundBusting((bust) => bust >= 1.5);
    const placed = await kit.play(player, 'crash/bet', {
      roundId: round.id,
      kind: 'main',
      amount: 1,
    });
    await started(round);
    await kit.climbedFor(round.id, crashTimeOf(1.3));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        kit.as(player, 'crash/cash_out', { betId: placed.bets[0].id }),
      ),
    );
    const paid = answers.filter((answer) => answer.httpStatus === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'cash_out_closed')).toHaveLength(5);
    await bustAndSettle(round);
    expect(await kit.balanceOf(player)).toBe(satoshis(9 + paid[0]?.body.bet.multiplier));
    await kit.expectLedgerBalanced();
  });

  it('keeps a cash-out whose credit the wallet did not confirm, and the sweep pays it once', async () => {
    const player = await kit.newPlayer(10);
    const round = await roundBusting((bust) => bust >= 1.5);
    const placed = await kit.play(player, 'crash/bet', {
      roundId: round.id,
      kind: 'main',
      amount: 1,
    });
    await started(round);
    await kit.climbedFor(round.id, crashTimeOf(1.25));
    // the node dies (its wallet call gets no answer) between the decision and the credit
    const silentWallet: typeof fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/win'))
        throw new Error('connection reset');
      return walletThroughApp(server.app)(input, init);
    };
    const house = createHouse(server.deps, silentWallet);
    const live = createLiveContext(house, server.deps.realtime, server.deps.config);
    const session = await openSession(house, player, 'crash');
    const cashing = cashOut(
      live,
      createLivePublisher(server.deps.realtime),
      session,
      placed.bets[0].id,
    );
    await expect(cashing).rejects.toMatchObject({ code: 'wallet_unavailable' });
    const [decided] = await kit.betsOf(player);
    expect(decided).toMatchObject({ state: 'cashed-out', wallet_done: false });
    expect(await kit.balanceOf(player)).toBe(satoshis(9));
    // the holder's sweep before its next round sends the credit; again, nothing more
    await sweepWallet(run);
    await sweepWallet(run);
    const paid = satoshis(9) + (decided?.payout ?? 0n);
    expect(await kit.balanceOf(player)).toBe(paid);
    await bustAndSettle(round);
    expect(await kit.balanceOf(player)).toBe(paid);
    await kit.expectLedgerBalanced();
  });
});

describe('auto cash-outs and side bets', () => {
  it('fires an auto cash-out during the climb at exactly its target; the round reveals its hash only at its end', async () => {
    const winner = await kit.newPlayer(10);
    const loser = await kit.newPlayer(10);
    const round = await roundBusting((bust) => bust >= 1.12 && bust < 1.3);
    await kit.play(winner, 'crash/bet', {
      roundId: round.id,
      kind: 'main',
      amount: 2,
      autoCashOut: 1.1,
    });
    await kit.play(loser, 'crash/bet', {
      roundId: round.id,
      kind: 'main',
      amount: 2,
      autoCashOut: 1.3,
    });
    const startedRound = await started(round);
    const since = heard.length;
    // the climb runs for real from 1.08×: the auto cash-out fires on the way, then the bust
    await kit.climbedFor(round.id, crashTimeOf(1.08));
    expect(await climb(run, await kit.reload(startedRound.id))).toBe(true);
    expect((await kit.betsOf(winner))[0]).toMatchObject({ state: 'cashed-out', multiplier: 1.1 });
    await settleByResult(run.live, run.house, run.publisher, await kit.reload(round.id), run.fence);
    expect(await kit.balanceOf(winner)).toBe(satoshis(10 - 2 + 2.2));
    expect(await kit.balanceOf(loser)).toBe(satoshis(8));

    const events = heard
      .slice(since)
      .filter((message) => message.rooms.includes(`live:table:${TABLE}`));
    const ticks = events.filter((message) => message.event === 'live_tick');
    expect(ticks.length).toBeGreaterThan(0);
    for (const tick of ticks) {
      expect(Object.keys(tick.data).sort()).toEqual([
        'elapsedMs',
        'roundId',
        'serverTime',
        'table',
      ]);
    }
    // one tick per step of the clock: none repeated in the short waits before the bust
    const elapsed = ticks.map((tick) => (tick.data as LiveRealtimeEvents['live_tick']).elapsedMs);
    for (const [index, ms] of elapsed.entries())
      if (index > 0) expect(ms - (elapsed[index - 1] ?? 0)).toBeGreaterThanOrEqual(50);
    const phases = events
      .filter((message) => message.event === 'live_round')
      .map((message) => (message.data as LiveRealtimeEvents['live_round']).round);
    expect(phases.map((shown) => shown.phase)).toEqual(['settled']);
    const ended = phases[0];
    expect(ended?.hash).toBe(round.hash);
    expect(ended?.result).toBe(round.result);
    await kit.expectLedgerBalanced();
  });

  it('pays the side bets by the bust point alone', async () => {
    const player = await kit.newPlayer(20);
    const round = await roundBusting((bust) => bust >= 2 && bust < 10);
    for (const kind of ['under-2', 'at-least-2', 'at-least-10'])
      await kit.play(player, 'crash/bet', { roundId: round.id, kind, amount: 1 });
    await started(round);
    await bustAndSettle(round);
    const bets = await kit.betsOf(player);
    expect(bets.map((row) => row.state).sort()).toEqual(['lost', 'lost', 'won']);
    expect(await kit.balanceOf(player)).toBe(satoshis(20 - 3 + 2));
  });

  it('refuses an auto cash-out on a side bet', async () => {
    const player = await kit.newPlayer(5);
    const round = await openRound(run);
    const refused = await bet(player, round.id, { kind: 'under-2', amount: 1, autoCashOut: 2 });
    expect(refused.body).toMatchObject({
      code: 'invalid_value',
      errors: { autoCashOut: 'invalid_value' },
    });
    await kit.skipRound(round.id);
  });
});

describe('the table', () => {
  it('answers its state, the player’s rounds and a round’s proof linked to the chain', async () => {
    const player = await kit.newPlayer(10, 'player1');
    const round = await roundBusting((bust) => bust >= 1);
    const before = heard.length;
    await kit.play(player, 'crash/bet', { roundId: round.id, kind: 'main', amount: 1 });
    // everyone sees the bet under the wallet's screen name (the username) masked, never its id
    const published = await vi.waitFor(() => {
      const found = heard.slice(before).find((message) => message.event === 'live_bets');
      expect(found).toBeDefined();
      return found?.data as LiveRealtimeEvents['live_bets'];
    });
    expect(published.bets).toMatchObject([{ player: 'p***1', isMine: false }]);
    const state = await kit.play(player, 'state');
    expect(state.table.round).toMatchObject({
      id: round.id,
      phase: 'betting',
      result: null,
      hash: null,
    });
    expect(state.table.bets).toMatchObject([{ player: 'p***1', isMine: true }]);
    await started(round);
    await bustAndSettle(round);
    const mine = await kit.play(player, 'my_rounds');
    expect(mine.rounds[0].round).toMatchObject({ id: round.id, hash: round.hash });
    const proof = await kit.call('round_proof', { table: TABLE, index: round.idx });
    expect(proof.body.previousHash).toBe(sha256hex(round.hash));
    expect(proof.body.fairness.saltSource).toBe('generated');
    const unseen = await kit.call('round_proof', { table: TABLE, index: round.idx + 1 });
    expect(unseen.body).toMatchObject({ code: 'round_not_found' });
    const previous = await findRound(server.db, round.id);
    expect(previous?.is_revealed).toBe(true);
  });
});

describe('a round proof', () => {
  it.each([2_147_483_648, 0, -1, 1.5, 1e308])(
    'refuses the index %s no round can have with invalid_value, without a session',
    async (index) => {
      const refused = await kit.call('round_proof', { table: TABLE, index });
      expect(refused.httpStatus).toBe(400);
      expect(refused.body).toEqual({
        status: 0,
        code: 'invalid_value',
        errors: { index: 'invalid_value' },
      });
    },
  );
});

describe('many bets', () => {
  it('keeps the ledger balanced and every player’s balance equal to stakes and payouts', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => kit.newPlayer(50)));
    for (let roundNumber = 0; roundNumber < 3; roundNumber++) {
      const round = await roundBusting(() => true);
      const bets: { player: (typeof players)[number]; id: string }[] = [];
      for (const [index, player] of players.entries()) {
        const kind = ['main', 'under-2', 'at-least-2', 'main', 'at-least-10', 'main'][index];
        const autoCashOut = kind === 'main' && index % 2 === 0 ? 1.5 : null;
        const placed = await kit.play(player, 'crash/bet', {
          roundId: round.id,
          kind,
          amount: 1.5,
          autoCashOut,
        });
        bets.push({ player, id: placed.bets.at(-1).id });
      }
      await started(round);
      if (round.exact_result > 1.3) {
        await kit.climbedFor(round.id, crashTimeOf(1.25));
        for (const { player, id } of bets.slice(3))
          await kit.as(player, 'crash/cash_out', { betId: id });
      }
      await bustAndSettle(round);
    }
    for (const player of players) {
      const bets = await kit.betsOf(player);
      expect(
        bets.every((row) => row.wallet_done && ['cashed-out', 'won', 'lost'].includes(row.state)),
      ).toBe(true);
      const net = bets.reduce((sum, row) => sum - row.stake + row.payout, 0n);
      expect(await kit.balanceOf(player)).toBe(satoshis(50) + net);
    }
    await kit.expectLedgerBalanced();
  }, 120_000);
});
