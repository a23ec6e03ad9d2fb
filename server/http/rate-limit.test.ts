import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/identity/auth/passwords';
import {
  createTestServer,
  validRegistration,
  type CallResult,
  type TestServer,
} from '../testing/harness';
import {
  contactMessage,
  countRows as countRowsIn,
  expectTooManyRequests,
  from,
  newIp,
  newName,
} from '../testing/rate-limits';

// The budget of each call: how many, per what key, in what window. The counting they share
// (concurrent requests, windows, pruning, scale, several nodes) is in rate-limit-counting.test.ts.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const countRows = (table: string, where?: string, params?: unknown[]) =>
  countRowsIn(server.db, table, where, params);

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
  it('stores five messages an hour from an IP, then refuses, a signed-in player included', async () => {
    const ip = newIp();
    const note = `flood ${newName()}`;
    const answers = [];
    for (let index = 0; index < 8; index++)
      answers.push(await server.call('playerSendMessage', contactMessage(note), from(ip)));
    expect(answers.map((answer) => answer.httpStatus)).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429,
    ]);
    expectTooManyRequests(answers[5] as CallResult, 3600);

    const player = await server.register();
    const signedIn = await server.call(
      'playerSendMessage',
      { ...contactMessage(note), playerId: player.playerId },
      { ...from(ip), token: player.token },
    );
    expectTooManyRequests(signedIn, 3600);
    expect(await countRows('player_messages', 'note = $1', [note])).toBe(5);
  });

  it('stores five messages an hour from a signed-in player, whatever the IPs', async () => {
    const player = await server.register();
    const note = `account ${newName()}`;
    const statuses = [];
    for (let index = 0; index < 6; index++) {
      const answer = await server.call(
        'playerSendMessage',
        { ...contactMessage(note), playerId: player.playerId },
        { ...from(newIp()), token: player.token },
      );
      statuses.push(answer.httpStatus);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await countRows('player_messages', 'note = $1', [note])).toBe(5);
  });
});

describe('password reset emails (front/reset_player_password)', () => {
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
