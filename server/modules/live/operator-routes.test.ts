import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOUSE_API_BASE } from '../../../contract/house-page/house';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { openRound, startClimb, type TableRun } from './crash-table';
import { createLiveTestKit } from '../../testing/live/live-test-kit';
import { endSpin } from './roulette-table';
import { settleByResult } from './settlement';

// The back-office's view of a live table: its rounds with what was staked and paid, one round's
// bets with their players, and a result nobody sees before the round shows it.
let server: TestServer;
let kit: ReturnType<typeof createLiveTestKit>;
let run: TableRun;
let staff: string;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true, env: { LIVE_CHAIN_LENGTH: '3000' } });
  kit = createLiveTestKit(server, 'live-roulette');
  run = { ...(await kit.tableRun()), table: 'live-roulette', engine: 'live-roulette' };
  staff = (await createStaff(server.deps, ['support'])).token;
});
afterAll(() => server.close());
vi.setConfig({ testTimeout: 120_000 });

const bet = (session: Record<string, unknown>, chips: Record<string, unknown>[]) =>
  server.raw('POST', `${HOUSE_API_BASE}live/roulette/bet`, {
    body: JSON.stringify({ ...session, chips }),
  });

describe('admin/live/get_rounds and get_round', () => {
  it("lists a table's rounds with totals and a round's bets, its result hidden until shown", async () => {
    const first = await kit.newPlayer(20);
    const second = await kit.newPlayer(20);
    const round = await openRound(run);
    const chips = [{ spot: { kind: 'straight', pocket: round.result }, amount: 1 }];
    for (const player of [first, second]) {
      const placed = await bet({ token: player.token, game: player.game, roundId: round.id }, [
        ...chips,
        { spot: { kind: 'red' }, amount: 2 },
      ]);
      expect(placed.httpStatus, JSON.stringify(placed.body)).toBe(200);
    }

    const during = await server.call('adminLiveGetRound', { roundId: round.id }, { token: staff });
    expect(during.httpStatus).toBe(200);
    expect(during.body.round).toMatchObject({
      id: round.id,
      table: 'live-roulette',
      phase: 'betting',
      result: null,
      hash: null,
      staked: 6,
      paid: 0,
      bets: 4,
    });
    expect(during.body.bets).toHaveLength(4);
    // the first player's call came first; its two chips share their time, in no set order
    const firstCall = (during.body.bets as { playerId: number; stake: number; state: string }[])
      .slice(0, 2)
      .map(({ playerId, stake, state }) => ({ playerId, stake, state }))
      .sort((a, b) => a.stake - b.stake);
    expect(firstCall).toEqual([
      { playerId: first.playerId, stake: 1, state: 'open' },
      { playerId: first.playerId, stake: 2, state: 'open' },
    ]);

    await kit.closeWindow(round.id);
    await startClimb(run, await kit.reload(round.id));
    await kit.climbedFor(round.id, 10_000);
    expect(await endSpin(run, await kit.reload(round.id))).toBe(true);
    await settleByResult(run.live, run.house, run.publisher, await kit.reload(round.id), run.fence);

    const after = await server.call('adminLiveGetRound', { roundId: round.id }, { token: staff });
    const { round: settled, bets } = after.body;
    const redWins = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(
      round.result,
    );
    expect(settled).toMatchObject({ phase: 'settled', result: round.result, hash: round.hash });
    expect(settled.paid).toBe(2 * (36 + (redWins ? 4 : 0)));
    const usernames = new Set(bets.map((row: { username: string }) => row.username));
    expect(usernames.size).toBe(2);
    expect(bets.map((row: { payout: number }) => row.payout).sort()).toEqual(
      (redWins ? [36, 36, 4, 4] : [36, 36, 0, 0]).sort(),
    );

    const page = await server.call(
      'adminLiveGetRounds',
      { table: 'live-roulette', itemsPerPage: 5 },
      { token: staff },
    );
    expect(page.httpStatus).toBe(200);
    expect(page.body.count).toBeGreaterThanOrEqual(1);
    expect(page.body.rows[0]).toEqual(settled);
  });

  it('answers not_found for an unknown table or round', async () => {
    for (const [name, body] of [
      ['adminLiveGetRounds', { table: 'dice' }],
      ['adminLiveGetRound', { roundId: 'no-such-round' }],
    ] as const) {
      const result = await server.call(name, body, { token: staff });
      expect(result.httpStatus).toBe(404);
      expect(result.body.code).toBe('not_found');
    }
  });

  it('is refused to a role without live.read', async () => {
    const content = (await createStaff(server.deps, ['content'])).token;
    const result = await server.call('adminLiveGetRounds', { table: 'crash' }, { token: content });
    expect(result.httpStatus).toBe(403);
  });
});
