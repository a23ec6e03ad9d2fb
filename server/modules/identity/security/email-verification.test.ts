import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { getBalance } from '../../wallet/ledger';
import { markEmailUnverified, sendVerificationEmail } from './email-verification';

// Money-touching (a withdrawal refused, then made): runs on PGlite and on PostgreSQL.
let server: TestServer;
let relaxed: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  relaxed = await createTestServer({
    seedDemo: true,
    env: { REQUIRE_VERIFIED_EMAIL_FOR_WITHDRAWAL: 'false' },
  });
});
afterAll(async () => {
  await server.close();
  await relaxed.close();
});

const emailOf = (player: { username: string }) => `${player.username}@example.com`;

async function verificationEmails(on: TestServer, recipient: string) {
  await on.deps.background.idle();
  const { rows } = await on.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM email_outbox WHERE recipient = $1 AND body LIKE '%verify-email%'
      ORDER BY id`,
    [recipient],
  );
  return rows;
}

function withdraw(on: TestServer, player: { playerId: number; token: string }) {
  return on.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount: 2, address: on.deps.depositWallet.addressAt(999_996) },
    { token: player.token, idempotencyKey: randomUUID() },
  );
}

const statusOf = async (on: TestServer, token: string) =>
  (await on.call('getEmailVerification', {}, { token })).body;

describe('email verification', () => {
  it('registration emails a link to the app page in the player’s language', async () => {
    const spanish = await server.register({}, { verifyEmail: false });
    const english = await server.register({ interface_local: 'en' }, { verifyEmail: false });
    const [es] = await verificationEmails(server, emailOf(spanish));
    const [en] = await verificationEmails(server, emailOf(english));
    expect(es?.subject).toBe('Verifica tu correo electrónico');
    expect(es?.body).toMatch(/http:\/\/localhost:\d+\/verify-email\?token=[\w-]+/);
    expect(en?.subject).toBe('Verify your email');
    expect(en?.body).toMatch(/http:\/\/localhost:\d+\/en\/verify-email\?token=[\w-]+/);
    expect(await statusOf(server, spanish.token)).toEqual({
      status: 1,
      email: emailOf(spanish),
      verified: false,
      requiredForWithdrawal: true,
    });
  });

  it('verifies the email once: the link used again is refused', async () => {
    const player = await server.register({}, { verifyEmail: false });
    const token = await server.emailedToken(emailOf(player));
    expect((await server.call('verifyEmail', { token })).body).toEqual({ status: 1 });
    expect((await statusOf(server, player.token)).verified).toBe(true);
    const again = await server.call('verifyEmail', { token });
    expect(again.httpStatus).toBe(400);
    expect(again.body.code).toBe('invalid_verification_token');
  });

  it('refuses an expired link and verifies nothing', async () => {
    const player = await server.register({}, { verifyEmail: false });
    const token = await server.emailedToken(emailOf(player));
    await server.db.query(
      `UPDATE email_verifications SET expires_at = now() - interval '1 second'
        WHERE player_id = $1`,
      [player.playerId],
    );
    const result = await server.call('verifyEmail', { token });
    expect(result.body.code).toBe('invalid_verification_token');
    expect((await statusOf(server, player.token)).verified).toBe(false);
  });

  it('refuses an unknown token', async () => {
    const result = await server.call('verifyEmail', { token: 'a'.repeat(43) });
    expect(result.httpStatus).toBe(400);
    expect(result.body).toMatchObject({ code: 'invalid_verification_token' });
  });

  it('refuses a withdrawal until the email is verified, then allows it', async () => {
    const player = await server.register({}, { verifyEmail: false });
    await server.deposit(player.playerId, 1_000_000n);
    const before = await getBalance(server.db, player.playerId);
    const refused = await withdraw(server, player);
    expect(refused.httpStatus).toBe(403);
    expect(refused.body).toEqual({ status: 0, code: 'email_not_verified' });
    expect(await getBalance(server.db, player.playerId)).toBe(before);

    await server.call('verifyEmail', { token: await server.emailedToken(emailOf(player)) });
    const allowed = await withdraw(server, player);
    expect(allowed.body.status).toBe(1);
    expect(BigInt(await getBalance(server.db, player.playerId))).toBe(BigInt(before) - 200_000n);
  });

  it('lets an unverified player withdraw when the operator turns the rule off', async () => {
    const player = await relaxed.register({}, { verifyEmail: false });
    await relaxed.deposit(player.playerId, 1_000_000n);
    expect((await statusOf(relaxed, player.token)).requiredForWithdrawal).toBe(false);
    expect((await withdraw(relaxed, player)).body.status).toBe(1);
  });

  it('resends a new link that retires the old one; refuses once verified', async () => {
    const player = await server.register({}, { verifyEmail: false });
    const first = await server.emailedToken(emailOf(player));
    const resent = await server.call('resendVerification', {}, { token: player.token });
    expect(resent.body).toEqual({ status: 1 });
    const second = await server.emailedToken(emailOf(player));
    expect(second).not.toBe(first);
    expect((await server.call('verifyEmail', { token: first })).body.code).toBe(
      'invalid_verification_token',
    );
    expect((await server.call('verifyEmail', { token: second })).body).toEqual({ status: 1 });
    const late = await server.call('resendVerification', {}, { token: player.token });
    expect(late.httpStatus).toBe(409);
    expect(late.body.code).toBe('email_already_verified');
  });

  it('sends at most three links an hour to a player', async () => {
    const player = await server.register({}, { verifyEmail: false });
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      answers.push(
        (await server.call('resendVerification', {}, { token: player.token })).httpStatus,
      );
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    // the registration's and three resent
    expect(await verificationEmails(server, emailOf(player))).toHaveLength(4);
  });

  it('a changed email is unverified again: old links stop working, a new one verifies it', async () => {
    const player = await server.register();
    const stale = await server.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO email_verifications (player_id, token_hash, expires_at)
         VALUES ($1, 'not-a-real-hash', now() + interval '1 hour')`,
        [player.playerId],
      );
      await tx.query('UPDATE players SET email = $2 WHERE id = $1', [
        player.playerId,
        `new-${emailOf(player)}`,
      ]);
      await markEmailUnverified(tx, player.playerId);
      const { rows } = await tx.query<{ used: boolean }>(
        'SELECT used_at IS NOT NULL AS used FROM email_verifications WHERE token_hash = $1',
        ['not-a-real-hash'],
      );
      return rows[0]?.used;
    });
    expect(stale).toBe(true);
    expect((await statusOf(server, player.token)).verified).toBe(false);
    await sendVerificationEmail(server.deps, player.playerId);
    const token = await server.emailedToken(`new-${emailOf(player)}`);
    expect((await server.call('verifyEmail', { token })).body).toEqual({ status: 1 });
    expect((await statusOf(server, player.token)).verified).toBe(true);
  });

  it('counts the seeded demo player and operator as verified', async () => {
    const token = await relaxed.login('demo', 'demo1234');
    expect((await statusOf(relaxed, token)).verified).toBe(true);
    const { rows } = await relaxed.db.query<{ verified: boolean }>(
      `SELECT email_verified_at IS NOT NULL AS verified FROM players WHERE username = 'admin'`,
    );
    expect(rows).toEqual([{ verified: true }]);
  });
});
