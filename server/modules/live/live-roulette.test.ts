import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOUSE_API_BASE } from '../../../contract/house-page/house';
import { liveRouletteBet, liveRouletteUndo } from '../../../contract/house-page/live-tables';
import * as v from 'valibot';
import { rouletteReturn } from '../../../contract/provably-fair-payouts';
import { createTestServer, type TestServer } from '../../testing/harness';
import { openRound, startClimb, type TableRun } from './crash-table';
import { createLiveTestKit, satoshis } from '../../testing/live/live-test-kit';
import { endSpin } from './roulette-table';
import { settleByResult } from './settlement';

// Live Roulette on one node, its engine driven step by step by the test.
let server: TestServer;
let kit: ReturnType<typeof createLiveTestKit>;
let run: TableRun;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true, env: { LIVE_CHAIN_LENGTH: '3000' } });
  kit = createLiveTestKit(server, 'live-roulette');
  run = { ...(await kit.tableRun()), table: 'live-roulette', engine: 'live-roulette' };
});
afterAll(() => server.close());
vi.setConfig({ testTimeout: 120_000 });

async function roulette(path: 'bet' | 'undo', body: Record<string, unknown>) {
  const result = await server.raw('POST', `${HOUSE_API_BASE}live/roulette/${path}`, {
    body: JSON.stringify(body),
  });
  if (result.httpStatus === 200) {
    const call = path === 'bet' ? liveRouletteBet : liveRouletteUndo;
    expect(v.safeParse(call.response, result.body).success).toBe(true);
  }
  return result;
}

/** Spins the round now: its window closed, the spin's time passed, its chips settled. */
async function spin(roundId: string) {
  await kit.closeWindow(roundId);
  const spinning = await startClimb(run, await kit.reload(roundId));
  await kit.climbedFor(roundId, 10_000);
  expect(await endSpin(run, await kit.reload(roundId))).toBe(true);
  await settleByResult(run.live, run.house, run.publisher, await kit.reload(roundId), run.fence);
  expect(spinning?.phase).toBe('running');
  return kit.reload(roundId);
}

describe('a live roulette spin', () => {
  it('pays every chip on the pocket drawn from the chain and takes the others', async () => {
    const player = await kit.newPlayer(20);
    const round = await openRound(run);
    const session = { token: player.token, game: player.game, roundId: round.id };
    const chips = [
      { spot: { kind: 'straight', pocket: round.result }, amount: 0.5 },
      { spot: { kind: 'red' }, amount: 1 },
      { spot: { kind: 'dozen', which: 2 }, amount: 1 },
      { spot: { kind: 'column', which: 3 }, amount: 0.5 },
    ];
    const placed = await roulette('bet', { ...session, chips });
    expect(placed.httpStatus, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.balance).toBe(17);
    const settled = await spin(round.id);
    expect(settled.phase).toBe('settled');
    const expected = chips.reduce(
      (sum, chip) =>
        sum + satoshis(chip.amount) * BigInt(rouletteReturn(chip.spot as never, settled.result)),
      0n,
    );
    expect(await kit.balanceOf(player)).toBe(satoshis(17) + expected);
    // the straight chip was on the pocket: it paid 36 times
    expect(expected).toBeGreaterThanOrEqual(satoshis(18));
    await kit.expectLedgerBalanced();
  });

  it('takes back the last chips while the round takes bets, and refuses chips once it closed', async () => {
    const player = await kit.newPlayer(10);
    const round = await openRound(run);
    const session = { token: player.token, game: player.game, roundId: round.id };
    await roulette('bet', { ...session, chips: [{ spot: { kind: 'odd' }, amount: 1 }] });
    const doubled = await roulette('bet', {
      ...session,
      chips: [
        { spot: { kind: 'even' }, amount: 2 },
        { spot: { kind: 'low' }, amount: 2 },
      ],
    });
    expect(doubled.body.balance).toBe(5);
    const undone = await roulette('undo', session);
    expect(undone.httpStatus, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.balance).toBe(9);
    // the chips of one call share their time: compared in any order
    expect(
      undone.body.bets
        .map((bet: { spot: { kind: string }; state: string }) => `${bet.spot.kind}:${bet.state}`)
        .sort(),
    ).toEqual(['even:void', 'low:void', 'odd:open']);
    await kit.closeWindow(round.id);
    const late = await roulette('bet', {
      ...session,
      chips: [{ spot: { kind: 'odd' }, amount: 1 }],
    });
    expect(late.body).toMatchObject({ status: 0, code: 'betting_closed' });
    expect((await roulette('undo', session)).body).toMatchObject({ code: 'betting_closed' });
    const settled = await spin(round.id);
    const odd = rouletteReturn({ kind: 'odd' }, settled.result);
    expect(await kit.balanceOf(player)).toBe(satoshis(9) + satoshis(odd));
    await kit.expectLedgerBalanced();
  });
});
