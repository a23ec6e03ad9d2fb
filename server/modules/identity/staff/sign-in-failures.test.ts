import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, recordLoginFailure } from '../auth/login-throttle';
import { totpCodeAt } from '../../../lib/totp';
import { createStaff, createTestServer, type TestServer } from '../../../testing/harness';

let server: TestServer;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createStaff(server.deps, ['admin']);
});
afterAll(() => server.close());
// each test starts with no counted failures, as after the throttle's window
beforeEach(() => server.db.query('DELETE FROM login_attempts'));

const signIn = (ip: string, body: { username: string; password: string; totp?: string | null }) =>
  server.call('staffLogin', body, { headers: { 'X-Forwarded-For': ip } });

interface Entry {
  staffId: number | null;
  action: string;
  ip: string;
  attemptedUsername: string;
}
const entriesFrom = async (ip: string) => {
  const { rows } = await server.db.query<Entry & { row: string }>(
    `SELECT staff_id AS "staffId", action, ip, attempted_username AS "attemptedUsername",
            a::text AS row
       FROM audit_log a WHERE ip = $1 ORDER BY id`,
    [ip],
  );
  return rows;
};

describe('failed staff sign-ins in the audit log', () => {
  it('records each way a sign-in fails with the username tried and the address, never the password', async () => {
    const ip = '198.51.100.7';
    const member = await createStaff(server.deps, ['support']);
    const disabled = await createStaff(server.deps, ['support']);
    await server.db.query('UPDATE staff SET disabled_at = now() WHERE id = $1', [disabled.staffId]);
    const wrongCode = totpCodeAt(member.totpSecret, Date.now()) === '000000' ? '111111' : '000000';
    const attempts = [
      { username: 'nobody-here', password: 'guessed-password-1' },
      { username: member.username, password: 'guessed-password-2' },
      { username: member.username, password: member.password, totp: null },
      { username: member.username, password: member.password, totp: wrongCode },
      { username: disabled.username, password: disabled.password, totp: wrongCode },
    ];
    for (const attempt of attempts) expect((await signIn(ip, attempt)).httpStatus).toBe(400);

    const entries = await entriesFrom(ip);
    expect(entries.map(({ row: _row, ...entry }) => entry)).toEqual([
      {
        staffId: null,
        action: 'sign_in_failed/unknown_username',
        ip,
        attemptedUsername: 'nobody-here',
      },
      {
        staffId: member.staffId,
        action: 'sign_in_failed/wrong_password',
        ip,
        attemptedUsername: member.username,
      },
      {
        staffId: member.staffId,
        action: 'sign_in_failed/missing_code',
        ip,
        attemptedUsername: member.username,
      },
      {
        staffId: member.staffId,
        action: 'sign_in_failed/wrong_code',
        ip,
        attemptedUsername: member.username,
      },
      {
        staffId: disabled.staffId,
        action: 'sign_in_failed/account_disabled',
        ip,
        attemptedUsername: disabled.username,
      },
    ]);
    for (const { row } of entries) {
      expect(row).not.toContain('guessed-password');
      expect(row).not.toContain(member.password);
    }
    // and the back-office reads them by the username tried
    const log = await server.call('getAuditLog', { member: 'NOBODY' }, admin);
    expect(log.body.rows).toEqual([
      expect.objectContaining({
        staffId: null,
        staffUsername: null,
        attemptedUsername: 'nobody-here',
        action: 'sign_in_failed/unknown_username',
        ip,
      }),
    ]);
  });

  it('records a locked account once per address and window, however often it is tried', async () => {
    const member = await createStaff(server.deps, ['support']);
    const wrong = { username: member.username, password: 'wrong-password' };
    for (let attempt = 0; attempt < LOGIN_LIMITS.failuresPerUsername; attempt++)
      await signIn('198.51.100.20', wrong);
    for (let attempt = 0; attempt < 5; attempt++) {
      const locked = await signIn('198.51.100.20', wrong);
      expect(locked.body.code).toBe('too_many_failed_logins');
    }
    // the right password is refused alike, and not written again
    const right = await signIn('198.51.100.20', { ...wrong, password: member.password });
    expect(right.body.code).toBe('too_many_failed_logins');
    const actions = (await entriesFrom('198.51.100.20')).map((entry) => entry.action);
    expect(actions).toEqual([
      ...Array<string>(LOGIN_LIMITS.failuresPerUsername).fill('sign_in_failed/wrong_password'),
      'sign_in_failed/account_locked',
    ]);
    // another address trying the locked account is a new fact
    await signIn('198.51.100.21', wrong);
    await signIn('198.51.100.21', wrong);
    expect((await entriesFrom('198.51.100.21')).map((entry) => entry.action)).toEqual([
      'sign_in_failed/account_locked',
    ]);
  });

  it('records a missing code once per address, username and window', async () => {
    const member = await createStaff(server.deps, ['support']);
    for (let attempt = 0; attempt < 4; attempt++) {
      const empty = await signIn('198.51.100.30', {
        username: member.username,
        password: member.password,
      });
      expect(empty.body.code).toBe('totp_code_required');
    }
    expect((await entriesFrom('198.51.100.30')).map((entry) => entry.action)).toEqual([
      'sign_in_failed/missing_code',
    ]);
  });

  it('stops at the address limit: an address range blocked is written once, whatever it tries', async () => {
    const range = '2001:db8:7:7::';
    // the range has failed as often as the throttle allows (each such failure is an entry, as above)
    for (let attempt = 0; attempt < LOGIN_LIMITS.failuresPerIp; attempt++)
      await recordLoginFailure(server.db, `staff:guess${attempt}`, `${range}1`, false);
    // more addresses of the same /64, more usernames: one entry for the range
    for (let attempt = 0; attempt < 5; attempt++) {
      const blocked = await signIn(`${range}${attempt + 2}`, {
        username: `more${attempt}`,
        password: 'wrong-password',
      });
      expect(blocked.body.code).toBe('too_many_attempts');
    }
    const { rows } = await server.db.query<{ action: string; count: number }>(
      `SELECT action, count(*)::int AS count FROM audit_log
        WHERE ip LIKE $1 GROUP BY action ORDER BY action`,
      [`${range}%`],
    );
    expect(rows).toEqual([{ action: 'sign_in_failed/address_blocked', count: 1 }]);
  });
});
