import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE, DEVICE_COOKIE } from '../../../../contract/constants';
import { createTestClock } from '../../../clock';
import { totpCodeAt } from '../../../lib/totp';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../../testing/harness';
import { createSoftAuthenticator } from '../../../testing/soft-authenticator';
import { getBalance } from '../../wallet/ledger';

// Passkeys with answers of a software authenticator (server/testing/soft-authenticator.ts): the
// challenges (kept in the database, once, five minutes), the counters, login and step-up.
// Money-touching (a withdrawal confirmed with a passkey): runs on PGlite and on PostgreSQL.
let server: TestServer;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  server = await createTestServer();
  clock = createTestClock();
  server.deps.clock = clock;
});
afterAll(() => server.close());

// app.request answers at http://localhost: the relying party is `localhost`
const ORIGIN = 'http://localhost';

async function playerWithPasskey(name = 'Mi teléfono') {
  const player = await server.register();
  const authenticator = createSoftAuthenticator({ origin: ORIGIN });
  const options = await server.call('passkeyRegisterOptions', {}, { token: player.token });
  const result = await server.call(
    'passkeyRegister',
    { name, response: authenticator.create(options.body.options) },
    { token: player.token },
  );
  expect(result.body.status).toBe(1);
  return { ...player, authenticator, passkeyId: result.body.passkey.id as string };
}

async function status(token: string) {
  return (await server.call('getSecurityStatus', {}, { token })).body;
}

async function loginOptions() {
  return (await server.call('passkeyLoginOptions', {})).body.options;
}

async function stepUpToken(player: Awaited<ReturnType<typeof playerWithPasskey>>) {
  const options = await server.call('passkeyStepUpOptions', {}, { token: player.token });
  const result = await server.call(
    'passkeyStepUp',
    { response: player.authenticator.get(options.body.options) },
    { token: player.token },
  );
  expect(result.body.status).toBe(1);
  return result.body.stepUpToken as string;
}

async function enableTwoFactor(token: string) {
  const begun = await server.call('totpBegin', {}, { token });
  const secret = begun.body.secret as string;
  await server.call('totpEnable', { code: totpCodeAt(secret, clock.now().getTime()) }, { token });
  clock.advance(30_000);
  return secret;
}

describe('adding a passkey', () => {
  it('asks a discoverable, user-verified credential and lists the passkey by its name', async () => {
    const player = await server.register();
    const options = await server.call('passkeyRegisterOptions', {}, { token: player.token });
    expect(options.body.options.rp.id).toBe('localhost');
    expect(options.body.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const result = await server.call(
      'passkeyRegister',
      { name: '  Portátil  ', response: authenticator.create(options.body.options) },
      { token: player.token },
    );
    expect(result.body.passkey).toMatchObject({ name: 'Portátil', lastUsedAt: null });
    const { passkeys } = await status(player.token);
    expect(passkeys).toEqual([result.body.passkey]);
    // the next options exclude it, so the same authenticator does not make a second one
    const next = await server.call('passkeyRegisterOptions', {}, { token: player.token });
    expect(next.body.options.excludeCredentials).toEqual([
      { id: authenticator.credentials[0]?.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('accepts a challenge once', async () => {
    const player = await server.register();
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const options = await server.call('passkeyRegisterOptions', {}, { token: player.token });
    const response = authenticator.create(options.body.options);
    const first = await server.call(
      'passkeyRegister',
      { name: 'Uno', response },
      { token: player.token },
    );
    expect(first.body.status).toBe(1);
    const again = await server.call(
      'passkeyRegister',
      { name: 'Dos', response },
      { token: player.token },
    );
    expect(again.httpStatus).toBe(400);
    expect(again.body.code).toBe('passkey_challenge_expired');
    expect((await status(player.token)).passkeys).toHaveLength(1);
  });

  it('refuses a challenge after five minutes', async () => {
    const player = await server.register();
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const options = await server.call('passkeyRegisterOptions', {}, { token: player.token });
    clock.advance(5 * 60_000 + 1000);
    const result = await server.call(
      'passkeyRegister',
      { name: 'Tarde', response: authenticator.create(options.body.options) },
      { token: player.token },
    );
    expect(result.body.code).toBe('passkey_challenge_expired');
    expect((await status(player.token)).passkeys).toEqual([]);
  });

  it("refuses another player's challenge and a login's", async () => {
    const player = await server.register();
    const other = await server.register();
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const theirs = await server.call('passkeyRegisterOptions', {}, { token: other.token });
    const stolen = await server.call(
      'passkeyRegister',
      { name: 'Ajena', response: authenticator.create(theirs.body.options) },
      { token: player.token },
    );
    expect(stolen.body.code).toBe('passkey_challenge_expired');
    const ownOptions = await server.call('passkeyRegisterOptions', {}, { token: player.token });
    const login = await loginOptions();
    const mixed = await server.call(
      'passkeyRegister',
      {
        name: 'Mezcla',
        response: authenticator.create({ ...ownOptions.body.options, challenge: login.challenge }),
      },
      { token: player.token },
    );
    expect(mixed.body.code).toBe('passkey_challenge_expired');
  });

  it('refuses an answer made for another site, or without the user verified', async () => {
    const player = await server.register();
    const phishing = createSoftAuthenticator({ origin: 'https://casino.example.net' });
    const options = await server.call('passkeyRegisterOptions', {}, { token: player.token });
    const result = await server.call(
      'passkeyRegister',
      { name: 'Falsa', response: phishing.create(options.body.options) },
      { token: player.token },
    );
    expect(result.body.code).toBe('passkey_not_verified');
    const unverified = createSoftAuthenticator({ origin: ORIGIN, userVerified: false });
    const again = await server.call('passkeyRegisterOptions', {}, { token: player.token });
    const second = await server.call(
      'passkeyRegister',
      { name: 'Sin PIN', response: unverified.create(again.body.options) },
      { token: player.token },
    );
    expect(second.body.code).toBe('passkey_not_verified');
    expect((await status(player.token)).passkeys).toEqual([]);
  });

  it('is renamed and removed by its owner only', async () => {
    const player = await playerWithPasskey();
    const other = await server.register();
    const foreign = await server.call(
      'passkeyRename',
      { id: player.passkeyId, name: 'Mía' },
      { token: other.token },
    );
    expect(foreign.httpStatus).toBe(404);
    const renamed = await server.call(
      'passkeyRename',
      { id: player.passkeyId, name: 'Llave azul' },
      { token: player.token },
    );
    expect(renamed.body.status).toBe(1);
    expect((await status(player.token)).passkeys[0].name).toBe('Llave azul');
    const notTheirs = await server.call(
      'passkeyRemove',
      { id: player.passkeyId },
      { token: other.token },
    );
    expect(notTheirs.httpStatus).toBe(404);
    const removed = await server.call(
      'passkeyRemove',
      { id: player.passkeyId },
      { token: player.token },
    );
    expect(removed.body.status).toBe(1);
    expect((await status(player.token)).passkeys).toEqual([]);
  });
});

describe('logging in with a passkey', () => {
  it('opens a session like a password login: token, cookies, a listed session', async () => {
    const player = await playerWithPasskey();
    const options = await loginOptions();
    expect(options.allowCredentials).toBeUndefined();
    expect(options.userVerification).toBe('required');
    const result = await server.call('passkeyLogin', {
      response: player.authenticator.get(options),
    });
    expect(result.httpStatus).toBe(200);
    expect(result.body.accessToken).toEqual(expect.any(String));
    const cookies = result.headers.getSetCookie().join('\n');
    expect(cookies).toContain(`${REFRESH_COOKIE}=`);
    expect(cookies).toContain(`${DEVICE_COOKIE}=`);
    expect(cookies).toContain('Path=/api/front/auth');
    const me = await server.call('currentPlayer', {}, { token: result.body.accessToken });
    expect(me.body.player.id).toBe(player.playerId);
    const sessions = await server.call('getSessions', {}, { token: result.body.accessToken });
    expect(sessions.body.sessions).toHaveLength(2);
    expect((await status(player.token)).passkeys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('does not take the same answer twice, nor a count that did not move on', async () => {
    const player = await playerWithPasskey();
    const response = player.authenticator.get(await loginOptions());
    expect((await server.call('passkeyLogin', { response })).httpStatus).toBe(200);
    const replay = await server.call('passkeyLogin', { response });
    expect(replay.body.code).toBe('passkey_challenge_expired');
    // a cloned authenticator: a good signature over a fresh challenge, with an old count
    const cloned = player.authenticator.get(await loginOptions(), { signCount: 1 });
    const refused = await server.call('passkeyLogin', { response: cloned });
    expect(refused.body.code).toBe('passkey_not_verified');
    const fresh = player.authenticator.get(await loginOptions());
    expect((await server.call('passkeyLogin', { response: fresh })).httpStatus).toBe(200);
  });

  it('refuses a challenge after five minutes', async () => {
    const player = await playerWithPasskey();
    const options = await loginOptions();
    clock.advance(5 * 60_000 + 1000);
    const result = await server.call('passkeyLogin', {
      response: player.authenticator.get(options),
    });
    expect(result.body.code).toBe('passkey_challenge_expired');
  });

  it('refuses a removed passkey, counting the failure against the address', async () => {
    const player = await playerWithPasskey();
    await server.call('passkeyRemove', { id: player.passkeyId }, { token: player.token });
    const ip = '198.51.100.77';
    const result = await server.call(
      'passkeyLogin',
      { response: player.authenticator.get(await loginOptions()) },
      { headers: { 'X-Forwarded-For': ip } },
    );
    expect(result.body.code).toBe('passkey_unknown');
    const { rows } = await server.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM login_attempts WHERE username_key = 'passkey:login'",
    );
    expect(rows[0]?.count).toBeGreaterThan(0);
  });

  it('stops an address with too many failed logins', async () => {
    const player = await playerWithPasskey();
    const ip = '198.51.100.90';
    for (let i = 0; i < 30; i += 1) {
      await server.call(
        'login',
        { username: 'nobody-here', password: 'wrong-password' },
        {
          headers: { 'X-Forwarded-For': ip },
        },
      );
    }
    const result = await server.call(
      'passkeyLogin',
      { response: player.authenticator.get(await loginOptions()) },
      { headers: { 'X-Forwarded-For': ip } },
    );
    expect(result.httpStatus).toBe(429);
    expect(result.body.code).toBe('too_many_attempts');
  });

  it('tells a blocked account so, and opens nothing', async () => {
    const player = await playerWithPasskey();
    await server.db.query('UPDATE players SET blocked_at = now() WHERE id = $1', [player.playerId]);
    const result = await server.call('passkeyLogin', {
      response: player.authenticator.get(await loginOptions()),
    });
    expect(result.httpStatus).toBe(403);
    expect(result.body.code).toBe('account_blocked');
    expect(result.headers.getSetCookie()).toEqual([]);
  });
});

describe('a passkey as the second factor', () => {
  async function fundedPlayerWithBoth() {
    const player = await playerWithPasskey();
    await server.deposit(player.playerId, 1_000_000n);
    await enableTwoFactor(player.token);
    // past the wait that follows turning two-factor on (withdrawal-safety.ts)
    clock.advance(24 * 3_600_000 + 30_000);
    return player;
  }
  const address = () => server.deps.depositWallet.addressAt(999_996);
  const withdraw = (player: { playerId: number; token: string }, extra: object) =>
    server.call(
      'sendWithdrawalRequest',
      { playerId: player.playerId, amount: 2, address: address(), ...extra },
      { token: player.token, idempotencyKey: randomUUID() },
    );

  it('confirms a withdrawal once', async () => {
    const player = await fundedPlayerWithBoth();
    const before = BigInt(await getBalance(server.db, player.playerId));
    const token = await stepUpToken(player);
    const done = await withdraw(player, { step_up_token: token });
    expect(done.body.status).toBe(1);
    const after = BigInt(await getBalance(server.db, player.playerId));
    expect(after).toBeLessThan(before);
    const again = await withdraw(player, { step_up_token: token });
    expect(again.body).toEqual({
      status: 0,
      code: 'invalid_step_up_token',
      errors: { step_up_token: 'invalid_step_up_token' },
    });
    expect(BigInt(await getBalance(server.db, player.playerId))).toBe(after);
  });

  it('expires after five minutes, and is not good for another player', async () => {
    const player = await fundedPlayerWithBoth();
    const other = await fundedPlayerWithBoth();
    const before = BigInt(await getBalance(server.db, other.playerId));
    const token = await stepUpToken(player);
    const foreign = await withdraw(other, { step_up_token: token });
    expect(foreign.body.code).toBe('invalid_step_up_token');
    expect(BigInt(await getBalance(server.db, other.playerId))).toBe(before);
    clock.advance(5 * 60_000 + 1000);
    const late = await withdraw(player, { step_up_token: token });
    expect(late.body.code).toBe('invalid_step_up_token');
  });

  it("refuses a step-up with another player's passkey", async () => {
    const player = await playerWithPasskey();
    const other = await playerWithPasskey();
    const options = await server.call('passkeyStepUpOptions', {}, { token: player.token });
    const credential = other.authenticator.credentials[0];
    const result = await server.call(
      'passkeyStepUp',
      { response: other.authenticator.get(options.body.options, { credential }) },
      { token: player.token },
    );
    expect(result.body.code).toBe('passkey_not_verified');
  });

  it('is needed to remove a passkey, and turns two-factor off', async () => {
    const player = await playerWithPasskey();
    await enableTwoFactor(player.token);
    const bare = await server.call(
      'passkeyRemove',
      { id: player.passkeyId },
      { token: player.token },
    );
    expect(bare.body.code).toBe('two_factor_required');
    const off = await server.call(
      'totpDisable',
      { step_up_token: await stepUpToken(player) },
      { token: player.token },
    );
    expect(off.body.status).toBe(1);
    expect((await status(player.token)).twoFactor.enabled).toBe(false);
    await enableTwoFactor(player.token);
    const removed = await server.call(
      'passkeyRemove',
      { id: player.passkeyId, step_up_token: await stepUpToken(player) },
      { token: player.token },
    );
    expect(removed.body.status).toBe(1);
    expect((await status(player.token)).passkeys).toEqual([]);
  });
});

describe.skipIf(TEST_DB_KIND === 'pglite')('two nodes on one PostgreSQL database', () => {
  let nodeB: TestServer;
  beforeAll(async () => {
    nodeB = await createTestServer({ sharing: server });
    nodeB.deps.clock = clock;
  });
  afterAll(() => nodeB.close());

  it('a challenge handed out by one node is answered on the other, once', async () => {
    const player = await server.register();
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const options = await server.call('passkeyRegisterOptions', {}, { token: player.token });
    const response = authenticator.create(options.body.options);
    const onB = await nodeB.call(
      'passkeyRegister',
      { name: 'Nodo B', response },
      { token: player.token },
    );
    expect(onB.body.status).toBe(1);
    const againOnA = await server.call(
      'passkeyRegister',
      { name: 'Nodo A', response },
      { token: player.token },
    );
    expect(againOnA.body.code).toBe('passkey_challenge_expired');

    const login = authenticator.get((await server.call('passkeyLoginOptions', {})).body.options);
    expect((await nodeB.call('passkeyLogin', { response: login })).httpStatus).toBe(200);
    expect((await server.call('passkeyLogin', { response: login })).body.code).toBe(
      'passkey_challenge_expired',
    );
  });
});
