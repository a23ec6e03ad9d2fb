import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../clock';
import { totpCodeAt } from '../../../lib/totp';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { LOGIN_LIMITS } from '../auth/login-throttle';

let server: TestServer;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  server = await createTestServer();
  clock = createTestClock();
  server.deps.clock = clock;
});
afterAll(() => server.close());

const nextStep = () => clock.advance(30_000);
const codeOf = (secret: string) => totpCodeAt(secret, clock.now().getTime());

/** A player who turned two-factor on: their token, secret and recovery codes. */
async function enrolledPlayer() {
  const player = await server.register();
  const begun = await server.call('totpBegin', {}, { token: player.token });
  const secret = begun.body.secret as string;
  const enabled = await server.call(
    'totpEnable',
    { code: codeOf(secret) },
    { token: player.token },
  );
  expect(enabled.httpStatus).toBe(200);
  return { ...player, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

describe('player two-factor', () => {
  it('is off until a code of the secret shown confirms it, then answers ten recovery codes', async () => {
    const player = await server.register();
    const before = await server.call('getSecurityStatus', {}, { token: player.token });
    expect(before.body).toEqual({
      status: 1,
      twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
      passkeys: [],
    });
    const begun = await server.call('totpBegin', {}, { token: player.token });
    expect(begun.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(begun.body.otpauthUri).toContain(`secret=${begun.body.secret}`);
    expect(begun.body.otpauthUri).toContain(player.username);
    // a reload shows the same secret, the one the app may have scanned
    const reloaded = await server.call('totpBegin', {}, { token: player.token });
    expect(reloaded.body.secret).toBe(begun.body.secret);
    // pending: not on until confirmed
    const pending = await server.call('getSecurityStatus', {}, { token: player.token });
    expect(pending.body.twoFactor.enabled).toBe(false);

    const wrong = await server.call('totpEnable', { code: '000000' }, { token: player.token });
    if (codeOf(begun.body.secret) !== '000000') {
      expect(wrong.body).toMatchObject({ code: 'invalid_two_factor_code' });
    }
    const enabled = await server.call(
      'totpEnable',
      { code: codeOf(begun.body.secret) },
      { token: player.token },
    );
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    const after = await server.call('getSecurityStatus', {}, { token: player.token });
    expect(after.body.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    const again = await server.call('totpBegin', {}, { token: player.token });
    expect(again.httpStatus).toBe(409);
    expect(again.body.code).toBe('two_factor_already_enabled');
    const enabledAgain = await server.call(
      'totpEnable',
      { code: '123456' },
      { token: player.token },
    );
    expect(enabledAgain.body.code).toBe('two_factor_already_enabled');
  });

  it('turns on once when two enablings race', async () => {
    const player = await server.register();
    const begun = await server.call('totpBegin', {}, { token: player.token });
    const code = codeOf(begun.body.secret);
    const results = await Promise.all(
      [1, 2].map(() => server.call('totpEnable', { code }, { token: player.token })),
    );
    const statuses = results.map((result) => result.httpStatus).sort();
    expect(statuses).toEqual([200, 409]);
    const { rows } = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM player_recovery_codes WHERE player_id = $1',
      [player.playerId],
    );
    expect(rows[0]?.count).toBe(10);
  });

  it('refuses to enable without a pending secret', async () => {
    const player = await server.register();
    const result = await server.call('totpEnable', { code: '123456' }, { token: player.token });
    expect(result.body.code).toBe('two_factor_not_started');
  });

  it('accepts a code once: the same time step is refused again', async () => {
    const player = await enrolledPlayer();
    nextStep();
    const code = codeOf(player.secret);
    const first = await server.call('totpDisable', { code }, { token: player.token });
    expect(first.body).toEqual({ status: 1 });

    // on again, and the code of the step that enabled it cannot turn it off
    const again = await server.call('totpBegin', {}, { token: player.token });
    const enableCode = codeOf(again.body.secret);
    await server.call('totpEnable', { code: enableCode }, { token: player.token });
    const replay = await server.call(
      'totpDisable',
      { code: codeOf(again.body.secret) },
      { token: player.token },
    );
    expect(replay.httpStatus).toBe(400);
    expect(replay.body).toMatchObject({ code: 'invalid_two_factor_code' });
    nextStep();
    const fresh = await server.call(
      'totpDisable',
      { code: codeOf(again.body.secret) },
      { token: player.token },
    );
    expect(fresh.body).toEqual({ status: 1 });
  });

  it('keeps recovery codes hashed and accepts each once', async () => {
    const player = await enrolledPlayer();
    const { rows } = await server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM player_recovery_codes WHERE player_id = $1',
      [player.playerId],
    );
    expect(rows).toHaveLength(10);
    const stored = rows.map((row) => row.code_hash).join(' ');
    for (const code of player.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }

    const [code] = player.recoveryCodes as [string];
    // typed in capitals without the dash: the same code
    const typed = code.toUpperCase().replace('-', ' ');
    expect(
      (await server.call('totpDisable', { code: typed }, { token: player.token })).body,
    ).toEqual({ status: 1 });
    const status = await server.call('getSecurityStatus', {}, { token: player.token });
    expect(status.body.twoFactor.enabled).toBe(false);

    const second = await enrolledPlayer();
    const used = second.recoveryCodes[0] as string;
    await server.call('totpDisable', { code: used }, { token: second.token });
    const begun = await server.call('totpBegin', {}, { token: second.token });
    nextStep();
    const enabled = await server.call(
      'totpEnable',
      { code: codeOf(begun.body.secret) },
      { token: second.token },
    );
    // the new set replaced the old: an old code no longer works
    const old = await server.call(
      'totpDisable',
      { code: second.recoveryCodes[1] as string },
      { token: second.token },
    );
    expect(old.body.code).toBe('invalid_two_factor_code');
    const fresh = enabled.body.recoveryCodes as string[];
    expect(
      (await server.call('totpDisable', { code: fresh[0] as string }, { token: second.token }))
        .body,
    ).toEqual({ status: 1 });
  });

  it('refuses a used recovery code', async () => {
    const player = await enrolledPlayer();
    const code = player.recoveryCodes[0] as string;
    await server.db.query('UPDATE player_recovery_codes SET used_at = now() WHERE player_id = $1', [
      player.playerId,
    ]);
    const result = await server.call('totpDisable', { code }, { token: player.token });
    expect(result.body).toMatchObject({
      code: 'invalid_two_factor_code',
      errors: { code: 'invalid_two_factor_code' },
    });
  });

  it('stops trying codes after too many wrong ones, even the right one', async () => {
    const player = await enrolledPlayer();
    nextStep();
    const right = codeOf(player.secret);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < LOGIN_LIMITS.failuresPerUsername; attempt++) {
      const result = await server.call('totpDisable', { code: wrong }, { token: player.token });
      expect(result.body.code).toBe('invalid_two_factor_code');
    }
    const blocked = await server.call('totpDisable', { code: right }, { token: player.token });
    expect(blocked.httpStatus).toBe(429);
    expect(blocked.body.code).toBe('too_many_two_factor_attempts');
    const status = await server.call('getSecurityStatus', {}, { token: player.token });
    expect(status.body.twoFactor.enabled).toBe(true);
  });

  it('refuses to disable what is off', async () => {
    const player = await server.register();
    const result = await server.call('totpDisable', { code: '123456' }, { token: player.token });
    expect(result.body.code).toBe('two_factor_not_enabled');
  });
});
