import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../testing/harness';
import {
  contactMessage,
  countRows as countRowsIn,
  from,
  newIp,
  newName,
} from '../testing/rate-limits';
import { pruneRateLimits } from './rate-limit-counters';

// How every budget counts, shown on the contact form's five an hour per IP: atomically under
// concurrency, per fixed window, pruned when ended, scaled, and shared by every node.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const countRows = (table: string, where?: string, params?: unknown[]) =>
  countRowsIn(server.db, table, where, params);

/** Moves every counter one window back: its window has passed, without waiting for it. */
async function endCurrentWindows(): Promise<void> {
  await server.db.query(
    'UPDATE rate_limits SET window_start = window_start - (expires_at - window_start), expires_at = window_start',
  );
}

describe('counting', () => {
  it('lets exactly five through when twenty arrive at once', async () => {
    const ip = newIp();
    const note = `burst ${newName()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.call('playerSendMessage', contactMessage(note), from(ip)),
      ),
    );
    expect(answers.filter((answer) => answer.httpStatus === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.httpStatus === 429)).toHaveLength(15);
    expect(await countRows('player_messages', 'note = $1', [note])).toBe(5);
  });

  it('counts again once the window has passed, and the pruning drops ended windows', async () => {
    const ip = newIp();
    for (let index = 0; index < 5; index++)
      await server.call('playerSendMessage', contactMessage('before'), from(ip));
    expect(
      (await server.call('playerSendMessage', contactMessage('refused'), from(ip))).httpStatus,
    ).toBe(429);

    await endCurrentWindows();
    expect(
      (await server.call('playerSendMessage', contactMessage('after'), from(ip))).httpStatus,
    ).toBe(200);
    await pruneRateLimits(server.db);
    expect(await countRows('rate_limits', 'expires_at < now()')).toBe(0);
    expect(await countRows('rate_limits')).toBeGreaterThan(0);
  });

  it('RATE_LIMIT_SCALE multiplies every budget', async () => {
    const scaled = await createTestServer({ env: { RATE_LIMIT_SCALE: '2' } });
    try {
      const ip = newIp();
      const statuses = [];
      for (let index = 0; index < 11; index++)
        statuses.push(
          (await scaled.call('playerSendMessage', contactMessage('scaled'), from(ip))).httpStatus,
        );
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await scaled.close();
    }
  });

  it.runIf(TEST_DB_KIND === 'postgres')(
    'two servers on one PostgreSQL database count the same requests',
    async () => {
      const second = await createTestServer({ sharing: server });
      try {
        const ip = newIp();
        const statuses = [];
        for (let index = 0; index < 6; index++) {
          const node = index % 2 ? second : server;
          statuses.push(
            (await node.call('playerSendMessage', contactMessage('two nodes'), from(ip)))
              .httpStatus,
          );
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      } finally {
        await second.close();
      }
    },
  );
});

describe('who is counted', () => {
  it("counts a visitor's read of public content by address, a signed-in player's not at all", async () => {
    const player = await server.register();
    const ip = newIp();
    const hits = async () => {
      const { rows } = await server.db.query<{ hits: number }>(
        'SELECT hits FROM rate_limits WHERE bucket = $1',
        [`front/get_setting|ip|${ip}`],
      );
      return rows[0]?.hits ?? 0;
    };
    for (let index = 0; index < 3; index++)
      expect(
        (await server.call('getSetting', {}, { ...from(ip), token: player.token })).httpStatus,
      ).toBe(200);
    expect(await hits()).toBe(0);
    await server.call('getSetting', {}, from(ip));
    expect(await hits()).toBe(1);
  });
});
