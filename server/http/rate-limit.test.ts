import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/passwords';
import {
  createTestServer,
  TEST_DB_KIND,
  validRegistration,
  type CallResult,
  type TestServer,
} from '../testing/harness';
import { pruneRateLimits } from './rate-limit-counters';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let ipCounter = 0;
/** A fresh client address for each test, so no test spends another's budget. */
const newIp = () => {
  ipCounter++;
  return `10.77.${ipCounter >> 8}.${ipCounter & 255}`;
};
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

let nameCounter = 0;
const newName = () => `limited${++nameCounter}_${Date.now().toString(36)}`;

const contactMessage = (note: string) => ({
  player_name: 'Ana',
  email: 'ana@example.com',
  countryPhone: '+34',
  phone_number1: '600123456',
  note,
  status: 'pending',
});

function expectTooManyRequests(result: CallResult, windowSeconds: number): void {
  expect(result.httpStatus).toBe(429);
  const seconds = Number(result.headers.get('Retry-After'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(result.body).toEqual({ status: 0, code: 'too_many_requests', params: { seconds } });
}

async function countRows(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table} WHERE ${where}`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/** Moves every counter one window back: its window has passed, without waiting for it. */
async function endCurrentWindows(): Promise<void> {
  await server.db.query(
    'UPDATE rate_limits SET window_start = window_start - (expires_at - window_start), expires_at = window_start',
  );
}

describe('registration (front/register_player)', () => {
  it('refuses the 11th account from one IP within the hour, with 429, Retry-After and too_many_requests', async () => {
    const ip = newIp();
    const before = await countRows('players');
    for (let index = 0; index < 10; index++) {
      const result = await server.call('registerPlayer', validRegistration(newName()), from(ip));
      expect(result.httpStatus).toBe(200);
    }
    const eleventh = await server.call('registerPlayer', validRegistration(newName()), from(ip));
    expectTooManyRequests(eleventh, 3600);
    expect(await countRows('players')).toBe(before + 10);

    const otherIp = await server.call(
      'registerPlayer',
      validRegistration(newName()),
      from(newIp()),
    );
    expect(otherIp.httpStatus).toBe(200);
  });
});

describe('contact form (front/player_send_message)', () => {
  it('stores five messages an hour from a visitor IP, then refuses; a signed-in player is not limited', async () => {
    const ip = newIp();
    const note = `flood ${newName()}`;
    const answers = [];
    for (let index = 0; index < 8; index++)
      answers.push(await server.call('playerSendMessage', contactMessage(note), from(ip)));
    expect(answers.map((answer) => answer.httpStatus)).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429,
    ]);
    expectTooManyRequests(answers[5] as CallResult, 3600);
    expect(await countRows('player_messages', 'note = $1', [note])).toBe(5);

    const player = await server.register();
    for (let index = 0; index < 6; index++) {
      const signedIn = await server.call(
        'playerSendMessage',
        { ...contactMessage(note), playerId: player.playerId },
        { ...from(ip), token: player.token },
      );
      expect(signedIn.httpStatus).toBe(200);
    }
  });

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
});

describe('password reset emails (front/reset_player_password)', () => {
  it('sends one mailbox at most three emails an hour, however many IPs ask', async () => {
    const player = await server.register();
    const email = `${player.username}@example.com`;
    const statuses = [];
    for (let index = 0; index < 6; index++) {
      const result = await server.call(
        'resetPlayerPassword',
        { username: player.username, email: index % 2 ? email.toUpperCase() : email },
        from(newIp()),
      );
      statuses.push(result.httpStatus);
      if (result.httpStatus === 429) expectTooManyRequests(result, 3600);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    // the email is sent after the answer: wait for the three, then make sure no more come
    await expect.poll(() => countRows('email_outbox', 'recipient = $1', [email])).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await countRows('email_outbox', 'recipient = $1', [email])).toBe(3);

    const other = await server.register();
    const otherMailbox = await server.call(
      'resetPlayerPassword',
      { username: other.username, email: `${other.username}@example.com` },
      from(newIp()),
    );
    expect(otherMailbox.httpStatus).toBe(200);
  });

  it('lets one IP ask five times an hour, whatever the mailboxes', async () => {
    const ip = newIp();
    const statuses = [];
    for (let index = 0; index < 6; index++) {
      const name = newName();
      const result = await server.call(
        'resetPlayerPassword',
        { username: name, email: `${name}@example.com` },
        from(ip),
      );
      statuses.push(result.httpStatus);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('username lookups (front/validate_player_name)', () => {
  it('answers 30 lookups in ten minutes from one IP, then refuses; another IP still gets answers', async () => {
    const ip = newIp();
    for (let index = 0; index < 30; index++) {
      const result = await server.call('validatePlayerName', { username: newName() }, from(ip));
      expect(result.body).toEqual({ status: 1 });
    }
    expectTooManyRequests(
      await server.call('validatePlayerName', { username: 'demo' }, from(ip)),
      600,
    );
    const other = await server.call('validatePlayerName', { username: newName() }, from(newIp()));
    expect(other.body).toEqual({ status: 1 });
  });
});

describe('new password from a reset link (front/set_new_password)', () => {
  const badToken = (index: number) => ({
    token: `not-a-token-${index}`,
    newPassword: 'new-password',
    confirmPassword: 'new-password',
  });

  it('refuses the 11th try from one IP within ten minutes', async () => {
    const ip = newIp();
    for (let index = 0; index < 10; index++) {
      const result = await server.call('setNewPassword', badToken(index), from(ip));
      expect(result.body.code).toBe('invalid_reset_token');
    }
    expectTooManyRequests(await server.call('setNewPassword', badToken(10), from(ip)), 600);
  });

  it('checks the token before hashing: a bad token costs no more CPU than a name lookup, far less than a hash', async () => {
    // CPU time of this process (argon2's threads included), not wall time: other processes on a
    // busy machine do not move it
    const cpuMs = async (work: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      await work();
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    const hashes = 8;
    let hashCpu = 0;
    for (let index = 0; index < hashes; index++)
      hashCpu += await cpuMs(() => hashPassword('new-password'));
    const oneHash = hashCpu / hashes;

    // interleaved with a call of the same path through the app that never hashes; a fresh IP for
    // every call, as the per-IP budgets are not what this measures
    const calls = 40;
    let badTokenCpu = 0;
    let lookupCpu = 0;
    for (let index = 0; index < calls; index++) {
      badTokenCpu += await cpuMs(async () => {
        const result = await server.call('setNewPassword', badToken(index), from(newIp()));
        expect(result.body.code).toBe('invalid_reset_token');
      });
      lookupCpu += await cpuMs(() =>
        server.call('validatePlayerName', { username: newName() }, from(newIp())),
      );
    }
    // hashing first would add one hash to every call
    expect(badTokenCpu - lookupCpu).toBeLessThan((calls * oneHash) / 2);
  });
});

describe('budgets', () => {
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
