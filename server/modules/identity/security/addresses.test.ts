import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../clock';
import { totpCodeAt } from '../../../lib/totp';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { getBalance } from '../../wallet/ledger';
import { recordSecurityChange } from './withdrawal-safety';
import { untilAStatementWaitsForALock } from '../../../testing/lock-waits';

// Money-touching: runs on PGlite and on PostgreSQL (TEST_DB=postgres).
let server: TestServer;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  server = await createTestServer();
  clock = createTestClock();
  server.deps.clock = clock;
});
afterAll(() => server.close());

const HOUR = 3_600_000;
let nextAddress = 900_000;
const freshAddress = () => server.deps.depositWallet.addressAt(nextAddress++);
const codeOf = (secret: string) => totpCodeAt(secret, clock.now().getTime());

type Player = Awaited<ReturnType<TestServer['register']>>;

async function fundedPlayer(): Promise<Player> {
  const player = await server.register();
  await server.deposit(player.playerId, 1_000_000n);
  return player;
}

async function enableTwoFactor(player: Player): Promise<string> {
  const begun = await server.call('totpBegin', {}, { token: player.token });
  const secret = begun.body.secret as string;
  await server.call('totpEnable', { code: codeOf(secret) }, { token: player.token });
  clock.advance(30_000);
  return secret;
}

const cashOf = async (playerId: number) => BigInt(await getBalance(server.db, playerId));

function withdraw(player: Player, address: string, extra: Record<string, unknown> = {}) {
  return server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount: 1, address, ...extra },
    { token: player.token, idempotencyKey: randomUUID() },
  );
}

function addAddress(player: Player, address: string, extra: Record<string, unknown> = {}) {
  return server.call(
    'addWithdrawalAddress',
    { address, label: 'Mi monedero', ...extra },
    { token: player.token },
  );
}

async function listOf(player: Player) {
  const result = await server.call('getWithdrawalAddresses', {}, { token: player.token });
  return result.body as {
    addresses: {
      id: number;
      address: string;
      label: string;
      ready: boolean;
      confirmedAt: string | null;
    }[];
    lock: { enabled: boolean; offAt: string | null };
    securityHoldUntil: string | null;
  };
}

const confirmationToken = (player: Player) => server.emailedToken(`${player.username}@example.com`);

function setLock(player: Player, enabled: boolean, extra: Record<string, unknown> = {}) {
  return server.call('setWithdrawalAddressLock', { enabled, ...extra }, { token: player.token });
}

describe('the address book', () => {
  it('keeps a new address on hold and awaiting the emailed link, which works once', async () => {
    const player = await fundedPlayer();
    const address = freshAddress();
    const added = await addAddress(player, address);
    expect(added.httpStatus).toBe(200);
    expect(added.body.address).toMatchObject({ address, label: 'Mi monedero', ready: false });
    expect(added.body.address.confirmedAt).toBeNull();
    const usableAt = new Date(added.body.address.usableAt as string).getTime();
    expect(usableAt - clock.now().getTime()).toBeGreaterThan(23.9 * HOUR);

    const { rows } = await server.db.query<{ body: string }>(
      'SELECT body FROM email_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [`${player.username}@example.com`],
    );
    expect(rows[0]?.body).toContain(address);
    expect(rows[0]?.body).toMatch(/\/confirm-address\?token=/);

    const token = await confirmationToken(player);
    const confirmed = await server.call('confirmWithdrawalAddress', { token });
    expect(confirmed.body).toEqual({ status: 1 });
    const again = await server.call('confirmWithdrawalAddress', { token });
    expect(again.body).toEqual({
      status: 0,
      code: 'invalid_address_token',
      errors: { token: 'invalid_address_token' },
    });

    let [entry] = (await listOf(player)).addresses;
    expect(entry?.confirmedAt).not.toBeNull();
    expect(entry?.ready).toBe(false);
    clock.advance(24 * HOUR + 1000);
    [entry] = (await listOf(player)).addresses;
    expect(entry?.ready).toBe(true);
  });

  it('refuses a bad address, the same address twice and another player renaming or removing it', async () => {
    const player = await fundedPlayer();
    const bad = await addAddress(player, 'not-an-address');
    expect(bad.body.code).toBe('invalid_address');
    const address = freshAddress();
    await addAddress(player, address);
    const twice = await addAddress(player, address);
    expect(twice.httpStatus).toBe(409);
    expect(twice.body.code).toBe('withdrawal_address_exists');

    const [entry] = (await listOf(player)).addresses;
    const stranger = await server.register();
    const foreign = await server.call(
      'removeWithdrawalAddress',
      { id: entry?.id },
      { token: stranger.token },
    );
    expect(foreign.httpStatus).toBe(404);
    const foreignRename = await server.call(
      'renameWithdrawalAddress',
      { id: entry?.id, label: 'Mío' },
      { token: stranger.token },
    );
    expect(foreignRename.httpStatus).toBe(404);
    const renamed = await server.call(
      'renameWithdrawalAddress',
      { id: entry?.id, label: ' Ledger ' },
      { token: player.token },
    );
    expect(renamed.body).toEqual({ status: 1 });
    expect((await listOf(player)).addresses[0]).toMatchObject({ label: 'Ledger' });
    const removed = await server.call(
      'removeWithdrawalAddress',
      { id: entry?.id },
      { token: player.token },
    );
    expect(removed.body).toEqual({ status: 1 });
    expect((await listOf(player)).addresses).toEqual([]);
  });

  it('asks a code to add an address when two-factor is on', async () => {
    const player = await fundedPlayer();
    const secret = await enableTwoFactor(player);
    const address = freshAddress();
    const without = await addAddress(player, address);
    expect(without.body.code).toBe('two_factor_required');
    expect((await listOf(player)).addresses).toEqual([]);
    const withCode = await addAddress(player, address, { totp: codeOf(secret) });
    expect(withCode.body.status).toBe(1);
  });
});

describe('the "only saved addresses" lock', () => {
  it('refuses an unsaved, an unconfirmed and a held address, then lets a ready one through', async () => {
    const player = await fundedPlayer();
    expect((await setLock(player, true)).body.lock).toEqual({ enabled: true, offAt: null });
    const before = await cashOf(player.playerId);

    const unsaved = await withdraw(player, freshAddress());
    expect(unsaved.body).toEqual({
      status: 0,
      code: 'withdrawal_address_not_saved',
      errors: { address: 'withdrawal_address_not_saved' },
    });

    const address = freshAddress();
    await addAddress(player, address);
    expect((await withdraw(player, address)).body.code).toBe('withdrawal_address_unconfirmed');

    await server.call('confirmWithdrawalAddress', { token: await confirmationToken(player) });
    const held = await withdraw(player, address);
    expect(held.body.code).toBe('withdrawal_address_on_hold');
    expect(typeof held.body.params.usableAt).toBe('string');
    expect(await cashOf(player.playerId)).toBe(before);

    clock.advance(24 * HOUR + 1000);
    const ready = await withdraw(player, address);
    expect(ready.body.status).toBe(1);
    expect(await cashOf(player.playerId)).toBe(before - 100_000n);
  });

  it('without the lock, lets a withdrawal go to an address typed in', async () => {
    const player = await fundedPlayer();
    expect((await withdraw(player, freshAddress())).body.status).toBe(1);
  });

  it('goes off only after the hold, and asks a code to go off with two-factor on', async () => {
    const player = await fundedPlayer();
    const secret = await enableTwoFactor(player);
    clock.advance(24 * HOUR + 1000); // past the wait after turning two-factor on
    await setLock(player, true);

    const withoutCode = await setLock(player, false);
    expect(withoutCode.body.code).toBe('two_factor_required');
    const asked = await setLock(player, false, { totp: codeOf(secret) });
    expect(asked.body.lock.enabled).toBe(true);
    const offAt = new Date(asked.body.lock.offAt as string).getTime();
    expect(offAt - clock.now().getTime()).toBeGreaterThan(23.9 * HOUR);

    clock.advance(30_000);
    const typed = freshAddress();
    const stillLocked = await withdraw(player, typed, { totp: codeOf(secret) });
    expect(stillLocked.body.code).toBe('withdrawal_address_not_saved');

    clock.advance(24 * HOUR);
    expect((await listOf(player)).lock).toEqual({ enabled: false, offAt: null });
    const unlocked = await withdraw(player, typed, { totp: codeOf(secret) });
    expect(unlocked.body.status).toBe(1);
  });

  it('turned on again while going off, stays on', async () => {
    const player = await fundedPlayer();
    await setLock(player, true);
    await setLock(player, false);
    expect((await setLock(player, true)).body.lock).toEqual({ enabled: true, offAt: null });
    clock.advance(25 * HOUR);
    expect((await listOf(player)).lock.enabled).toBe(true);
  });
});

describe('the wait after a security change', () => {
  it('refuses withdrawals for a day after a password change, saying until when', async () => {
    const player = await fundedPlayer();
    const changed = await server.call(
      'updatePlayerPassword',
      {
        id: player.playerId,
        oldPassword: player.password,
        newPassword: 'another-pass',
        confirmPassword: 'another-pass',
      },
      { token: player.token },
    );
    expect(changed.body).toEqual({ status: 1 });
    const before = await cashOf(player.playerId);
    const refused = await withdraw(player, freshAddress());
    expect(refused.body.code).toBe('withdrawal_security_hold');
    const until = new Date(refused.body.params.until as string).getTime();
    expect(until - clock.now().getTime()).toBeGreaterThan(23.9 * HOUR);
    expect((await listOf(player)).securityHoldUntil).toBe(refused.body.params.until);
    expect(await cashOf(player.playerId)).toBe(before);

    clock.advance(24 * HOUR + 1000);
    expect((await withdraw(player, freshAddress())).body.status).toBe(1);
  });

  it('follows turning two-factor on and off, and a password reset by email', async () => {
    const player = await fundedPlayer();
    const secret = await enableTwoFactor(player);
    expect((await withdraw(player, freshAddress())).body.code).toBe('withdrawal_security_hold');
    clock.advance(24 * HOUR + 1000);
    await server.call('totpDisable', { code: codeOf(secret) }, { token: player.token });
    expect((await withdraw(player, freshAddress())).body.code).toBe('withdrawal_security_hold');

    clock.advance(24 * HOUR + 1000);
    await server.call('resetPlayerPassword', {
      username: player.username,
      email: `${player.username}@example.com`,
    });
    const token = await server.emailedToken(`${player.username}@example.com`);
    const reset = await server.call('setNewPassword', {
      token,
      newPassword: 'reset-pass',
      confirmPassword: 'reset-pass',
    });
    expect(reset.body).toEqual({ status: 1 });
    const other = await server.login(player.username, 'reset-pass');
    const refused = await withdraw({ ...player, token: other }, freshAddress());
    expect(refused.body.code).toBe('withdrawal_security_hold');
  });

  it('asks a code to change the password when two-factor is on', async () => {
    const player = await fundedPlayer();
    const secret = await enableTwoFactor(player);
    const change = {
      id: player.playerId,
      oldPassword: player.password,
      newPassword: 'another-pass',
      confirmPassword: 'another-pass',
    };
    const without = await server.call('updatePlayerPassword', change, { token: player.token });
    expect(without.body.code).toBe('two_factor_required');
    const withCode = await server.call(
      'updatePlayerPassword',
      { ...change, totp: codeOf(secret) },
      { token: player.token },
    );
    expect(withCode.body).toEqual({ status: 1 });
  });

  it('a withdrawal sent while a change is committing waits for it and is refused', async () => {
    const player = await fundedPlayer();
    const before = await cashOf(player.playerId);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let changeStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (changeStarted = resolve));
    const change = server.db.transaction(async (tx) => {
      await recordSecurityChange(tx, server.deps, player.playerId, 'email');
      changeStarted();
      await held;
    });
    await started;
    const withdrawal = withdraw(player, freshAddress());
    // the withdrawal is under way while the change is not committed yet: on PostgreSQL, until it
    // waits for a lock (PGlite runs one transaction at a time, so there it waits anyway)
    await untilAStatementWaitsForALock(server);
    release();
    await change;
    const result = await withdrawal;
    expect(result.body.code).toBe('withdrawal_security_hold');
    expect(await cashOf(player.playerId)).toBe(before);
  });
});
