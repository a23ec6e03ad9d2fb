import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';

// admin/players/get_protection: the back-office reads a player's limits, with a raise waiting
// for its cooling-off, and the break in force with its end, as the player's own status shows.
let server: TestServer;
let support: { token: string };
beforeAll(async () => {
  server = await createTestServer();
  support = await createStaff(server.deps, ['support']);
});
afterAll(() => server.close());

const protectionOf = (player: number) =>
  server.call('adminGetPlayerProtection', { player }, { token: support.token });

describe('admin/players/get_protection', () => {
  it('shows a player without protection as such', async () => {
    const player = await server.register();
    const read = await protectionOf(player.playerId);
    expect(read.httpStatus, JSON.stringify(read.body)).toBe(200);
    const limits = read.body.limits as { amount: number | null; pending: unknown }[];
    expect(limits).toHaveLength(9);
    expect(limits.every((limit) => limit.amount === null && limit.pending === null)).toBe(true);
    expect(read.body.break).toBeNull();
    expect(read.body.realityCheck).toEqual({ intervalMinutes: null, sessionLimitMinutes: null });
    // the default profile offers no review of an indefinite exclusion
    expect(read.body.exclusionReview).toBeNull();
  });

  it('shows the limits in force, a pending raise and a self-exclusion with its end', async () => {
    const player = await server.register();
    const as = { token: player.token };
    const limit = { playerId: player.playerId, type: 'deposit', period: 'week' } as const;
    expect((await server.call('setLimit', { ...limit, amount: 5 }, as)).httpStatus).toBe(200);
    const raised = await server.call('setLimit', { ...limit, amount: 20 }, as);
    expect(raised.body.limit.pending).not.toBeNull();
    const taken = await server.call(
      'takeBreak',
      { playerId: player.playerId, kind: 'self_exclusion', duration: '6m' },
      as,
    );
    expect(taken.httpStatus, JSON.stringify(taken.body)).toBe(200);

    const read = await protectionOf(player.playerId);
    expect(read.httpStatus).toBe(200);
    expect(read.body.limits).toContainEqual(
      expect.objectContaining({
        type: 'deposit',
        period: 'week',
        amount: 5,
        pending: expect.objectContaining({
          amount: 20,
          confirmableAt: raised.body.limit.pending?.confirmableAt,
        }),
      }),
    );
    expect(read.body.break).toEqual({
      kind: 'self_exclusion',
      startedAt: taken.body.break.startedAt,
      endsAt: taken.body.break.endsAt,
    });
  });

  it('answers not_found for a player who does not exist', async () => {
    const read = await protectionOf(2_000_000_000);
    expect(read.httpStatus).toBe(404);
    expect(read.body).toMatchObject({ status: 0, code: 'not_found' });
  });
});
