import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_UP_SECONDS } from '../../../../contract/staff-roles';
import { createTestClock, systemClock } from '../../../clock';
import { ADMIN_USERNAME } from '../../../seed/seed';
import { createStaff, createTestServer, type TestServer } from '../../../testing/harness';
import { totpCodeAt } from '../../../lib/totp';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const auth = (token: string) => ({ token });
/** Lets the next test use the current step's code again (each step's code is taken once). */
const forgetUsedCodes = () => server.db.query('UPDATE staff SET totp_last_step = NULL');

describe('staff sign-in', () => {
  let secret: string;

  it('sends a staff member without TOTP to enrol it, and opens a session once a code is given', async () => {
    const password = server.deps.secrets.adminPassword;
    const first = await server.call('staffLogin', { username: ADMIN_USERNAME, password });
    expect(first.httpStatus).toBe(200);
    expect(first.body).toMatchObject({ result: 'totp_enrolment_required' });
    expect(first.body.otpauthUri).toContain(`secret=${first.body.secret}`);
    secret = first.body.secret as string;
    const { enrolmentToken } = first.body;

    const wrongCode = totpCodeAt(secret, Date.now()) === '000000' ? '111111' : '000000';
    const wrong = await server.call('staffEnrolTotp', { enrolmentToken, code: wrongCode });
    expect(wrong.body.code).toBe('invalid_totp');

    const enrolled = await server.call('staffEnrolTotp', {
      enrolmentToken,
      code: totpCodeAt(secret, Date.now()),
    });
    expect(enrolled.httpStatus).toBe(200);
    expect(enrolled.body.staff).toMatchObject({
      username: ADMIN_USERNAME,
      roles: ['admin'],
      totpEnabled: true,
    });
    const listed = await server.call('staffList', {}, auth(enrolled.body.accessToken));
    expect(listed.httpStatus).toBe(200);

    // the enrolment token is spent
    const again = await server.call('staffEnrolTotp', {
      enrolmentToken,
      code: totpCodeAt(secret, Date.now()),
    });
    expect(again.body.code).toBe('invalid_enrolment_token');
  });

  it('then needs the code every time, takes each code once and refuses a wrong password alike', async () => {
    await forgetUsedCodes();
    const password = server.deps.secrets.adminPassword;
    const withoutCode = await server.call('staffLogin', { username: ADMIN_USERNAME, password });
    expect(withoutCode.httpStatus).toBe(400);
    expect(withoutCode.body.code).toBe('totp_code_required');

    const code = totpCodeAt(secret, Date.now());
    const signedIn = await server.call('staffLogin', {
      username: ADMIN_USERNAME,
      password,
      totp: code,
    });
    expect(signedIn.body.result).toBe('signed_in');
    const replayed = await server.call('staffLogin', {
      username: ADMIN_USERNAME,
      password,
      totp: code,
    });
    expect(replayed.body.code).toBe('failed_login');

    const wrongPassword = await server.call('staffLogin', {
      username: ADMIN_USERNAME,
      password: 'not-the-password',
      totp: totpCodeAt(secret, Date.now() + 30_000),
    });
    expect(wrongPassword.body.code).toBe('failed_login');
  });

  it('tells an enrolled member who leaves the code empty to enter it, without counting a failure', async () => {
    const failures = async () => {
      const { rows } = await server.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM login_attempts WHERE username_key = $1',
        [`staff:${ADMIN_USERNAME}`],
      );
      return rows[0]?.count;
    };
    await server.db.query('DELETE FROM login_attempts');
    const password = server.deps.secrets.adminPassword;
    // more times than the lockout allows failures (10): none of them is one
    for (let attempt = 0; attempt < 12; attempt++) {
      const empty = await server.call('staffLogin', {
        username: ADMIN_USERNAME,
        password,
        totp: null,
      });
      expect(empty.httpStatus).toBe(400);
      expect(empty.body.code).toBe('totp_code_required');
    }
    expect(await failures()).toBe(0);

    // a wrong password without a code tells nothing of the code and is counted
    const wrongPassword = await server.call('staffLogin', {
      username: ADMIN_USERNAME,
      password: 'not-the-password',
    });
    expect(wrongPassword.body.code).toBe('failed_login');
    expect(await failures()).toBe(1);

    // and the member signs in with the app's code as the refusal says
    await forgetUsedCodes();
    const signedIn = await server.call('staffLogin', {
      username: ADMIN_USERNAME,
      password,
      totp: totpCodeAt(secret, Date.now()),
    });
    expect(signedIn.body.result).toBe('signed_in');
  });

  it('gives no player login to the operator and no player token to staff calls', async () => {
    const asPlayer = await server.call('login', {
      username: ADMIN_USERNAME,
      password: server.deps.secrets.adminPassword,
    });
    expect(asPlayer.body.code).toBe('failed_login');
  });
});

describe('staff sessions and the step-up code', () => {
  it('refuses a stepUp call after five minutes without a code, and lets it through after one', async () => {
    const staff = await createStaff(server.deps, ['admin']);
    await server.db.query(
      `UPDATE staff_sessions SET totp_verified_at = now() - interval '6 minutes' WHERE id = $1`,
      [staff.sessionId],
    );
    const stale = await server.call('staffDisable', { staffId: 1 }, auth(staff.token));
    expect(stale.httpStatus).toBe(403);
    expect(stale.body.code).toBe('fresh_totp_required');
    // a call without stepUp still works
    expect((await server.call('staffList', {}, auth(staff.token))).httpStatus).toBe(200);

    const code = totpCodeAt(staff.totpSecret, Date.now());
    const verified = await server.call('staffVerifyTotp', { code }, auth(staff.token));
    expect(verified.httpStatus).toBe(200);
    const replayed = await server.call('staffVerifyTotp', { code }, auth(staff.token));
    expect(replayed.body.code).toBe('invalid_totp');
    const roles = await server.call(
      'staffSetRoles',
      { staffId: staff.staffId, roles: ['admin', 'support'] },
      auth(staff.token),
    );
    expect(roles.httpStatus).toBe(200);
  });

  it('counts a step-up code’s minutes and a session’s hours on the rules’ clock', async () => {
    const clock = createTestClock();
    server.deps.clock = clock;
    try {
      const staff = await createStaff(server.deps, ['admin']);
      const setRoles = () =>
        server.call(
          'staffSetRoles',
          { staffId: staff.staffId, roles: ['admin'] },
          auth(staff.token),
        );
      clock.advance(STEP_UP_SECONDS * 1000 - 1000);
      expect((await setRoles()).httpStatus).toBe(200);
      clock.advance(2000);
      expect((await setRoles()).body.code).toBe('fresh_totp_required');
      // the session itself lasts its hour (createStaff's), then the member signs in again
      clock.advance(60 * 60_000);
      expect((await server.call('staffList', {}, auth(staff.token))).httpStatus).toBe(401);
    } finally {
      server.deps.clock = systemClock;
    }
  });

  it('lists the own sessions, ends one by revoking it and the current one by logging out', async () => {
    const staff = await createStaff(server.deps, ['support']);
    const other = await createStaff(server.deps, ['support']);
    const sessions = await server.call('staffGetSessions', {}, auth(staff.token));
    expect(sessions.body.sessions).toEqual([
      expect.objectContaining({ id: staff.sessionId, current: true, revoked: false }),
    ]);
    const foreign = await server.call(
      'staffRevokeSession',
      { sessionId: other.sessionId },
      auth(staff.token),
    );
    expect(foreign.httpStatus).toBe(404);
    expect((await server.call('staffGetSessions', {}, auth(other.token))).httpStatus).toBe(200);

    expect((await server.call('staffLogout', {}, auth(staff.token))).httpStatus).toBe(200);
    expect((await server.call('staffGetSessions', {}, auth(staff.token))).httpStatus).toBe(401);
  });

  it('limits the tries at a code', async () => {
    const staff = await createStaff(server.deps, ['support']);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push(
        (await server.call('staffVerifyTotp', { code: '999999' }, auth(staff.token))).httpStatus,
      );
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('staff management', () => {
  it('creates staff who enrol at their first sign-in, changes their roles and disables them', async () => {
    const admin = await createStaff(server.deps, ['admin']);
    const created = await server.call(
      'staffCreate',
      { username: 'payer', password: 'payer-password', roles: ['payments'] },
      auth(admin.token),
    );
    expect(created.body.staff).toMatchObject({
      username: 'payer',
      roles: ['payments'],
      totpEnabled: false,
    });
    const duplicate = await server.call(
      'staffCreate',
      { username: 'PAYER', password: 'payer-password', roles: ['payments'] },
      auth(admin.token),
    );
    expect(duplicate.body.errors).toEqual({ username: 'username_duplicated' });

    const login = await server.call('staffLogin', {
      username: 'payer',
      password: 'payer-password',
    });
    expect(login.body.result).toBe('totp_enrolment_required');
    const enrolled = await server.call('staffEnrolTotp', {
      enrolmentToken: login.body.enrolmentToken,
      code: totpCodeAt(login.body.secret, Date.now()),
    });
    const payerToken = enrolled.body.accessToken as string;
    expect((await server.call('listPendingWithdrawals', {}, auth(payerToken))).httpStatus).toBe(
      200,
    );
    expect((await server.call('adminGetSiteContent', {}, auth(payerToken))).httpStatus).toBe(403);

    const id = created.body.staff.id as number;
    await server.call('staffSetRoles', { staffId: id, roles: ['content'] }, auth(admin.token));
    expect((await server.call('listPendingWithdrawals', {}, auth(payerToken))).httpStatus).toBe(
      403,
    );
    expect((await server.call('adminGetSiteContent', {}, auth(payerToken))).httpStatus).toBe(200);

    const self = await server.call('staffDisable', { staffId: admin.staffId }, auth(admin.token));
    expect(self.body.code).toBe('own_staff_account');
    const disabled = await server.call('staffDisable', { staffId: id }, auth(admin.token));
    expect(disabled.body.staff.disabled).toBe(true);
    expect((await server.call('adminGetSiteContent', {}, auth(payerToken))).httpStatus).toBe(401);

    const log = await server.call('getAuditLog', { staffId: admin.staffId }, auth(admin.token));
    expect(log.body.rows.map((row: { action: string }) => row.action)).toEqual([
      'admin/staff/disable',
      'admin/staff/set_roles',
      'admin/staff/create',
    ]);
    expect(log.body.rows[1]).toMatchObject({
      target: `staff:${id}`,
      before: { roles: ['payments'] },
      after: { roles: ['content'] },
      ip: '203.0.113.10',
    });
  });
});
