import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../../testing/harness';
import { getBalance } from '../../wallet/ledger';
import { createSession } from './sessions';
import { signAccessToken, verifyAccessToken } from './tokens';

// An access token lives 15 minutes, but only as long as its session: every authenticated call
// checks the session family, so logout, a password change and a reset refuse it at once.
let server: TestServer;
let address: string;
beforeAll(async () => {
  server = await createTestServer();
  address = server.deps.depositWallet.addressAt(999_998);
});
afterAll(() => server.close());

async function fundedLogin() {
  const player = await server.register();
  await server.deposit(player.playerId, 500_000n);
  const login = await server.call('login', {
    username: player.username,
    password: player.password,
  });
  const refresh = login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('front_refresh='))
    ?.split(';')[0] as string;
  return { ...player, token: login.body.accessToken as string, refreshCookie: refresh };
}

/**
 * Waits until the node answers from its cache, which it does only while it hears revocations: a
 * family revoked behind its back (no notification) is still accepted for a moment.
 */
async function waitUntilCaching(node: TestServer, playerId: number) {
  await vi.waitFor(async () => {
    const probe = await createSession(node.db, playerId, 1, node.deps.clock.now());
    const token = signAccessToken(
      { sub: playerId, scope: 'player', sid: probe.family, exp: Date.now() / 1000 + 60 },
      node.deps.secrets.tokenSecret,
    );
    expect((await node.call('currentPlayer', undefined, { token })).httpStatus).toBe(200);
    await node.db.query('UPDATE sessions SET revoked_at = now() WHERE family = $1', [probe.family]);
    expect((await node.call('currentPlayer', undefined, { token })).httpStatus).toBe(200);
  });
}

/** The token works, and this node now trusts its session without asking the database. */
async function expectAccepted(node: TestServer, token: string) {
  const claims = verifyAccessToken(token, node.deps.secrets.tokenSecret, Date.now() / 1000);
  await waitUntilCaching(node, claims?.sub as number);
  for (let call = 0; call < 2; call++) {
    const read = await node.call('currentPlayer', undefined, { token });
    expect(read.httpStatus).toBe(200);
  }
}

/** The old token is refused for a read and for moving money, and nothing moved. */
async function expectRefused(player: { playerId: number; token: string }) {
  const read = await server.call('currentPlayer', undefined, { token: player.token });
  expect(read.httpStatus).toBe(401);
  const withdrawal = await server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount: 1, address },
    { token: player.token, idempotencyKey: randomUUID() },
  );
  expect(withdrawal.httpStatus).toBe(401);
  expect(await getBalance(server.db, player.playerId)).toBe(500_000n);
}

describe('an access token of a revoked session', () => {
  it('is refused after logout', async () => {
    const player = await fundedLogin();
    await expectAccepted(server, player.token);
    await server.call('logout', {}, { headers: { Cookie: player.refreshCookie } });
    await expectRefused(player);
  });

  it('is refused on the other devices after a password change, and kept on this one', async () => {
    const player = await fundedLogin();
    const otherDevice = await server.login(player.username, player.password);
    await expectAccepted(server, otherDevice);
    const changed = await server.call(
      'updatePlayerPassword',
      {
        id: player.playerId,
        oldPassword: player.password,
        newPassword: 'changed-pass',
        confirmPassword: 'changed-pass',
      },
      { token: player.token },
    );
    expect(changed.body).toEqual({ status: 1 });
    await expectRefused({ playerId: player.playerId, token: otherDevice });
    expect(
      (await server.call('currentPlayer', undefined, { token: player.token })).httpStatus,
    ).toBe(200);
  });

  it('is refused after a password reset', async () => {
    const player = await fundedLogin();
    const email = `${player.username}@example.com`;
    await expectAccepted(server, player.token);
    await server.call('resetPlayerPassword', { username: player.username, email });
    const token = await server.emailedToken(email);
    const reset = await server.call('setNewPassword', {
      token,
      newPassword: 'after-reset',
      confirmPassword: 'after-reset',
    });
    expect(reset.body).toEqual({ status: 1 });
    await expectRefused(player);
  });

  it('cannot be made to work again by refreshing a revoked session', async () => {
    const player = await fundedLogin();
    await server.call('logout', {}, { headers: { Cookie: player.refreshCookie } });
    const refreshed = await server.call(
      'refresh',
      {},
      { headers: { Cookie: player.refreshCookie } },
    );
    expect(refreshed.httpStatus).toBe(401);
  });
});

describe.skipIf(TEST_DB_KIND === 'pglite')('two nodes on one PostgreSQL database', () => {
  let nodeB: TestServer;
  beforeAll(async () => {
    nodeB = await createTestServer({ sharing: server });
  });
  afterAll(() => nodeB.close());

  it('a logout on node A refuses the token on node B at once', async () => {
    const player = await fundedLogin();
    await expectAccepted(nodeB, player.token);
    await server.call('logout', {}, { headers: { Cookie: player.refreshCookie } });
    const onB = await nodeB.call('currentPlayer', undefined, { token: player.token });
    expect(onB.httpStatus).toBe(401);
  });
});
