import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../clock';
import { totpCodeAt } from '../../../lib/totp';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { getBalance } from '../../wallet/ledger';

// Money-touching: runs on PGlite and on PostgreSQL (TEST_DB=postgres).
let server: TestServer;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  server = await createTestServer();
  clock = createTestClock();
  server.deps.clock = clock;
});
afterAll(() => server.close());

const codeOf = (secret: string) => totpCodeAt(secret, clock.now().getTime());
const address = () => server.deps.depositWallet.addressAt(999_997);

async function fundedPlayer(withTwoFactor: boolean) {
  const player = await server.register();
  await server.deposit(player.playerId, 1_000_000n);
  if (!withTwoFactor) return { ...player, secret: '' };
  const begun = await server.call('totpBegin', {}, { token: player.token });
  const secret = begun.body.secret as string;
  await server.call('totpEnable', { code: codeOf(secret) }, { token: player.token });
  // past the wait that follows turning two-factor on (withdrawal-safety.ts)
  clock.advance(24 * 3_600_000 + 30_000);
  return { ...player, secret };
}

async function cashOf(playerId: number) {
  return BigInt(await getBalance(server.db, playerId));
}

function withdraw(
  player: { playerId: number; token: string },
  extra: Record<string, unknown> = {},
  idempotencyKey: string = randomUUID(),
) {
  return server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount: 2, address: address(), ...extra },
    { token: player.token, idempotencyKey },
  );
}

describe('a withdrawal with two-factor on', () => {
  it('is refused without a code, and nothing moves', async () => {
    const player = await fundedPlayer(true);
    const before = await cashOf(player.playerId);
    const result = await withdraw(player);
    expect(result.httpStatus).toBe(400);
    expect(result.body).toEqual({ status: 0, code: 'two_factor_required' });
    expect(await cashOf(player.playerId)).toBe(before);
  });

  it('is refused with a wrong code, and the wrong code is counted', async () => {
    const player = await fundedPlayer(true);
    const right = codeOf(player.secret);
    const wrong = right === '111111' ? '222222' : '111111';
    const before = await cashOf(player.playerId);
    const result = await withdraw(player, { totp: wrong });
    expect(result.body).toEqual({
      status: 0,
      code: 'invalid_two_factor_code',
      errors: { totp: 'invalid_two_factor_code' },
    });
    expect(await cashOf(player.playerId)).toBe(before);
    const { rows } = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM login_attempts WHERE username_key = $1',
      [`two_factor:${player.playerId}`],
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('goes through with a code, which cannot serve a second withdrawal', async () => {
    const player = await fundedPlayer(true);
    const before = await cashOf(player.playerId);
    const code = codeOf(player.secret);
    const result = await withdraw(player, { totp: code });
    expect(result.httpStatus).toBe(200);
    expect(result.body.status).toBe(1);
    expect(await cashOf(player.playerId)).toBe(before - 200_000n);

    const again = await withdraw(player, { totp: code });
    expect(again.body.code).toBe('invalid_two_factor_code');
    expect(await cashOf(player.playerId)).toBe(before - 200_000n);
  });

  it('answers a queued request sent again with its key the same way, once', async () => {
    const player = await fundedPlayer(true);
    const key = randomUUID();
    // the offline queue sends what the player submitted, with no code, until it gets an answer
    const first = await withdraw(player, {}, key);
    const replay = await withdraw(player, {}, key);
    expect(first.body.code).toBe('two_factor_required');
    expect(replay.body).toEqual(first.body);

    // a new request (a new key: one made by editing the old key's last character was the old key
    // itself one time in sixteen)
    const code = codeOf(player.secret);
    const secondKey = randomUUID();
    const sent = await withdraw(player, { totp: code }, secondKey);
    const resent = await withdraw(player, { totp: code }, secondKey);
    expect(sent.body.status).toBe(1);
    // the same key again is the same withdrawal, not a replayed code
    expect(resent.body).toEqual(sent.body);
  });

  it('is as before for a player without two-factor', async () => {
    const player = await fundedPlayer(false);
    const result = await withdraw(player);
    expect(result.body.status).toBe(1);
  });
});
