import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  DEMO,
  validRegistration,
  type TestServer,
} from '../../../testing/harness';
import { getBalance } from '../../wallet/ledger';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
});
afterAll(() => server.close());

const yearsAgo = (years: number, extraDays = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + extraDays);
  return date.toISOString().slice(0, 10);
};
let counter = 0;
const freshName = () => `newplayer_${++counter}_${Date.now().toString(36)}`;

describe('front/register_player', () => {
  it('creates the player, keeps the referral code and composes the phone', async () => {
    const username = freshName();
    const result = await server.call('registerPlayer', {
      ...validRegistration(username),
      code: 'FRIEND42',
    });
    expect(result.httpStatus).toBe(200);
    const { rows } = await server.db.query<{
      referral_code: string;
      phone_number: string;
      gender: string;
      interface_local: string;
    }>('SELECT referral_code, phone_number, gender, interface_local FROM players WHERE id = $1', [
      result.body.playerId,
    ]);
    expect(rows[0]).toEqual({
      referral_code: 'FRIEND42',
      phone_number: '+584121234567',
      gender: 'female',
      interface_local: 'es',
    });
    expect(await getBalance(server.db, result.body.playerId)).toBe(0n);
  });

  it('defaults gender to male and the interface language to en', async () => {
    const { gender: _gender, interface_local: _language, ...form } = validRegistration(freshName());
    const result = await server.call('registerPlayer', form);
    const { rows } = await server.db.query(
      'SELECT gender, interface_local FROM players WHERE id = $1',
      [result.body.playerId],
    );
    expect(rows[0]).toEqual({ gender: 'male', interface_local: 'en' });
  });

  it.each([
    ['username', '', 'field_required'],
    ['username', 'a b', 'username_validation'],
    ['password', '', 'field_required'],
    ['password', 'ab', 'password_validation'],
    ['confirmPassword', 'different', 'confirm_password_validation'],
    ['email', 'not-an-email', 'email_validation'],
    ['email', '', 'field_required'],
    ['phone_number1', '12ab', 'phone_number_validation'],
    ['phone_number1', '', 'field_required'],
    ['phone_number1', '123', 'phone_number_length_check'],
    ['first_name', '  ', 'field_required'],
    ['last_name', '', 'field_required'],
    ['address', '', 'field_required'],
    ['postal_code', '', 'field_required'],
    ['city', '', 'field_required'],
    ['birthday', '', 'invalid_date'],
    ['birthday', '1990-02-30', 'invalid_date'],
    ['checkTerms', false, 'accept_terms'],
    ['gender', 'other', 'invalid_value'],
  ])('refuses %s = %j with %s and creates nothing', async (field, value, code) => {
    const username = freshName();
    const form: Record<string, unknown> = { ...validRegistration(username), [field]: value };
    if (field === 'username') form.username = value;
    const result = await server.call('registerPlayer', form);
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors[field]).toBe(code);
    const { rowCount } = await server.db.query(
      'SELECT 1 FROM players WHERE lower(username) = lower($1)',
      [username],
    );
    expect(rowCount).toBe(0);
  });

  it('counts the dial code in the phone length: +58 and 12345 make 7 digits', async () => {
    const result = await server.call('registerPlayer', {
      ...validRegistration(freshName()),
      countryPhone: '+58',
      phone_number1: '12345',
    });
    expect(result.httpStatus).toBe(200);
  });

  it('requires 18 years from the birthday', async () => {
    const underage = await server.call('registerPlayer', {
      ...validRegistration(freshName()),
      birthday: yearsAgo(18, 1),
    });
    expect(underage.body).toMatchObject({ code: 'min_age', errors: { birthday: 'min_age' } });
    const adult = await server.call('registerPlayer', {
      ...validRegistration(freshName()),
      birthday: yearsAgo(18),
    });
    expect(adult.httpStatus).toBe(200);
  });

  it('refuses a taken username whatever its case', async () => {
    const result = await server.call(
      'registerPlayer',
      validRegistration(DEMO.username.toUpperCase()),
    );
    expect(result.body).toMatchObject({
      code: 'username_duplicated',
      errors: { username: 'username_duplicated' },
    });
  });

  it('lets exactly one of two racing registrations of a name win', async () => {
    const username = freshName();
    const results = await Promise.all([
      server.call('registerPlayer', validRegistration(username)),
      server.call('registerPlayer', validRegistration(username.toUpperCase())),
    ]);
    expect(results.map((result) => result.httpStatus).sort()).toEqual([200, 400]);
  });

  it('grants a valid promo code bonus, refuses an invalid one', async () => {
    const invalid = await server.call('registerPlayer', {
      ...validRegistration(freshName()),
      promo_code: 'NOT-A-CODE',
    });
    expect(invalid.body).toMatchObject({
      code: 'invalid_promo_code',
      errors: { promo_code: 'invalid_promo_code' },
    });
    const valid = await server.call('registerPlayer', {
      ...validRegistration(freshName()),
      promo_code: 'WELCOME',
    });
    expect(await getBalance(server.db, valid.body.playerId)).toBe(100_000n);
  });
});

describe('name and promo code checks', () => {
  it('front/validate_player_name: 0 when taken (any case), 1 when free', async () => {
    expect((await server.call('validatePlayerName', { username: 'Demo' })).body).toEqual({
      status: 0,
    });
    expect((await server.call('validatePlayerName', { username: freshName() })).body).toEqual({
      status: 1,
    });
  });

  it('front/validate_promo_code: 1 for a valid or empty code, 0 otherwise', async () => {
    expect((await server.call('validatePromoCode', { promo_code: 'welcome' })).body).toEqual({
      status: 1,
    });
    expect((await server.call('validatePromoCode', { promo_code: '' })).body).toEqual({
      status: 1,
    });
    expect((await server.call('validatePromoCode', { promo_code: 'NOPE' })).body).toEqual({
      status: 0,
    });
    await server.db.query(
      `UPDATE promo_codes SET expires_at = now() - interval '1 day' WHERE code = 'RELOAD50'`,
    );
    expect((await server.call('validatePromoCode', { promo_code: 'RELOAD50' })).body).toEqual({
      status: 0,
    });
    await server.db.query(`UPDATE promo_codes SET expires_at = NULL WHERE code = 'RELOAD50'`);
  });
});

describe('profile', () => {
  it('front/get_player_profile returns the own profile only', async () => {
    const player = await server.register();
    const result = await server.call(
      'getPlayerProfile',
      { playerId: player.playerId },
      { token: player.token },
    );
    expect(result.body.player).toMatchObject({
      id: player.playerId,
      username: player.username,
      first_name: 'Ana',
      birthday: '1995-03-04',
    });
    const demoToken = await server.login(DEMO.username, DEMO.password);
    expect(
      (await server.call('getPlayerProfile', { playerId: player.playerId }, { token: demoToken }))
        .httpStatus,
    ).toBe(403);
    expect((await server.call('getPlayerProfile', { playerId: player.playerId })).httpStatus).toBe(
      401,
    );
  });

  it('front/update_profile changes the editable fields and never the read-only ones', async () => {
    const player = await server.register();
    const result = await server.call(
      'updateProfile',
      {
        id: player.playerId,
        username: 'hijacked',
        email: 'hijacked@example.com',
        first_name: 'X',
        last_name: 'Y',
        birthday: '2000-01-01',
        countryPhone: '+34',
        phone_number1: '600999888',
        address: 'Calle Nueva 5',
        postal_code: '28001',
        city: 'Madrid',
        country: 'es',
      },
      { token: player.token },
    );
    expect(result.httpStatus).toBe(200);
    expect(result.body.player).toMatchObject({
      username: player.username,
      email: `${player.username}@example.com`,
      first_name: 'Ana',
      birthday: '1995-03-04',
      phone_number: '+34600999888',
      address: 'Calle Nueva 5',
      city: 'Madrid',
      country: 'ES',
    });
  });

  it.each([
    ['phone_number1', '', 'field_required'],
    ['phone_number1', 'abc', 'phone_number_validation'],
    ['address', '', 'field_required'],
    ['postal_code', '', 'field_required'],
    ['city', '', 'field_required'],
  ])('refuses %s = %j with %s', async (field, value, code) => {
    const player = await server.register();
    const body = {
      id: player.playerId,
      countryPhone: '+58',
      phone_number1: '4121234567',
      address: 'A 1',
      postal_code: '1',
      city: 'C',
      [field]: value,
    };
    const result = await server.call('updateProfile', body, { token: player.token });
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors[field]).toBe(code);
  });

  it("refuses to update another player's profile", async () => {
    const player = await server.register();
    const other = await server.register();
    const body = {
      id: other.playerId,
      countryPhone: '+58',
      phone_number1: '4121234567',
      address: 'Stolen',
      postal_code: '1',
      city: 'C',
    };
    expect((await server.call('updateProfile', body, { token: player.token })).httpStatus).toBe(
      403,
    );
    const { rows } = await server.db.query('SELECT address FROM players WHERE id = $1', [
      other.playerId,
    ]);
    expect(rows[0]).toEqual({ address: 'Av. Principal 10' });
  });
});

describe('front/update_player_password', () => {
  it('changes the password and revokes the other sessions', async () => {
    const player = await server.register();
    const otherDevice = await server.call('login', {
      username: player.username,
      password: player.password,
    });
    const otherCookie = otherDevice.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('front_refresh='))
      ?.split(';')[0] as string;
    const thisDevice = await server.call('login', {
      username: player.username,
      password: player.password,
    });
    const thisCookie = thisDevice.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('front_refresh='))
      ?.split(';')[0] as string;
    const result = await server.call(
      'updatePlayerPassword',
      {
        id: player.playerId,
        oldPassword: player.password,
        newPassword: 'brand-new',
        confirmPassword: 'brand-new',
      },
      { token: thisDevice.body.accessToken },
    );
    expect(result.body).toEqual({ status: 1 });
    expect(
      (await server.call('login', { username: player.username, password: player.password })).body
        .code,
    ).toBe('failed_login');
    expect(
      (await server.call('login', { username: player.username, password: 'brand-new' })).httpStatus,
    ).toBe(200);
    expect(
      (await server.call('refresh', {}, { headers: { Cookie: otherCookie } })).httpStatus,
    ).toBe(401);
    expect((await server.call('refresh', {}, { headers: { Cookie: thisCookie } })).httpStatus).toBe(
      200,
    );
  });

  it('answers wrong_old_password and keeps the old password', async () => {
    const player = await server.register();
    const result = await server.call(
      'updatePlayerPassword',
      {
        id: player.playerId,
        oldPassword: 'not-it',
        newPassword: 'brand-new',
        confirmPassword: 'brand-new',
      },
      { token: player.token },
    );
    expect(result.body).toMatchObject({ status: 0, code: 'wrong_old_password' });
    expect(
      (await server.call('login', { username: player.username, password: player.password }))
        .httpStatus,
    ).toBe(200);
  });

  it('validates the new password and its confirmation, and the owner', async () => {
    const player = await server.register();
    const mismatch = await server.call(
      'updatePlayerPassword',
      {
        id: player.playerId,
        oldPassword: player.password,
        newPassword: 'abcd',
        confirmPassword: 'abce',
      },
      { token: player.token },
    );
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'confirm_password_validation' });
    const empty = await server.call(
      'updatePlayerPassword',
      { id: player.playerId, oldPassword: '', newPassword: '', confirmPassword: '' },
      { token: player.token },
    );
    expect(empty.body.errors).toEqual({
      oldPassword: 'field_required',
      newPassword: 'field_required',
      confirmPassword: 'field_required',
    });
    const other = await server.register();
    const foreign = await server.call(
      'updatePlayerPassword',
      {
        id: other.playerId,
        oldPassword: other.password,
        newPassword: 'taken-over',
        confirmPassword: 'taken-over',
      },
      { token: player.token },
    );
    expect(foreign.httpStatus).toBe(403);
  });
});

describe('forgot password', () => {
  const lastResetLink = (email: string) => server.emailedToken(email);

  it('result 1 sends a single-use token by email that sets a new password', async () => {
    const player = await server.register();
    const email = `${player.username}@example.com`;
    const result = await server.call('resetPlayerPassword', {
      username: player.username.toUpperCase(),
      email: email.toUpperCase(),
    });
    expect(result.body).toEqual({ status: 1, result: 1 });
    const token = await lastResetLink(email);
    expect(token).not.toBe('');
    const { rows } = await server.db.query<{ subject: string }>(
      `SELECT subject FROM email_outbox WHERE recipient = $1 AND body LIKE '%reset-password%'`,
      [email],
    );
    expect(rows[0]?.subject).toBe('Restablece tu contraseña');
    const set = await server.call('setNewPassword', {
      token,
      newPassword: 'from-email',
      confirmPassword: 'from-email',
    });
    expect(set.body).toEqual({ status: 1 });
    expect(
      (await server.call('login', { username: player.username, password: 'from-email' }))
        .httpStatus,
    ).toBe(200);
    const reuse = await server.call('setNewPassword', {
      token,
      newPassword: 'again-again',
      confirmPassword: 'again-again',
    });
    expect(reuse.body.code).toBe('invalid_reset_token');
  });

  it('answers a username and email that do not match like a pair that does, and sends nothing', async () => {
    const player = await server.register();
    const email = `${player.username}@example.com`;
    const foreign = await server.call('resetPlayerPassword', {
      username: player.username,
      email: 'someone-else@example.com',
    });
    const unknown = await server.call('resetPlayerPassword', {
      username: 'no-such-player',
      email,
    });
    const matching = await server.call('resetPlayerPassword', { username: player.username, email });
    for (const answer of [foreign, unknown]) {
      expect(answer.httpStatus).toBe(matching.httpStatus);
      expect(answer.body).toEqual(matching.body);
    }
    expect(matching.body).toEqual({ status: 1, result: 1 });
    await server.deps.background.idle();
    const { rows } = await server.db.query<{ recipient: string }>(
      `SELECT recipient FROM email_outbox
        WHERE recipient IN ($1, $2) AND body LIKE '%reset-password%'`,
      ['someone-else@example.com', email],
    );
    expect(rows).toEqual([{ recipient: email }]);
  });

  let ipCounter = 0;
  /** Each request from its own address, as from a botnet: only the per-mailbox limits apply. */
  const fromNewIp = () => ({ headers: { 'X-Forwarded-For': `10.88.0.${++ipCounter}` } });

  async function resetEmailsTo(email: string): Promise<number> {
    await server.deps.background.idle();
    const { rows } = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM email_outbox
        WHERE lower(recipient) = lower($1) AND body LIKE '%reset-password%'`,
      [email],
    );
    return rows[0]?.count ?? 0;
  }

  it("requests naming a player with the wrong email never stop the owner's reset email", async () => {
    const victim = await server.register();
    const email = `${victim.username}@example.com`;
    const attacker = await server.register();
    for (let index = 0; index < 5; index++) {
      for (const pair of [
        { username: victim.username, email: `attacker${index}@example.com` },
        { username: attacker.username, email },
        { username: `nobody${index}`, email },
      ]) {
        const answer = await server.call('resetPlayerPassword', pair, fromNewIp());
        expect(answer.httpStatus).toBe(200);
        expect(answer.body).toEqual({ status: 1, result: 1 });
      }
    }
    expect(await resetEmailsTo(email)).toBe(0);

    const owner = await server.call(
      'resetPlayerPassword',
      { username: victim.username, email },
      fromNewIp(),
    );
    expect(owner.body).toEqual({ status: 1, result: 1 });
    expect(await resetEmailsTo(email)).toBe(1);
  });

  it('answers matching requests past three an hour the same, and emails no more', async () => {
    const player = await server.register();
    const email = `${player.username}@example.com`;
    const answers = [];
    for (let index = 0; index < 6; index++) {
      const answer = await server.call(
        'resetPlayerPassword',
        { username: player.username, email: index % 2 ? email.toUpperCase() : email },
        fromNewIp(),
      );
      answers.push([answer.httpStatus, answer.body]);
    }
    expect(answers).toEqual(Array(6).fill([200, { status: 1, result: 1 }]));
    expect(await resetEmailsTo(email)).toBe(3);
  });

  it('sends one mailbox at most three reset emails an hour, whichever of its players is named', async () => {
    const shared = `shared_${Date.now().toString(36)}@example.com`;
    const players = [];
    for (let index = 0; index < 2; index++) {
      players.push(await server.register({ email: shared }));
    }
    for (const player of [...players, ...players]) {
      const answer = await server.call(
        'resetPlayerPassword',
        { username: player.username, email: shared },
        fromNewIp(),
      );
      expect(answer.body).toEqual({ status: 1, result: 1 });
    }
    expect(await resetEmailsTo(shared)).toBe(3);
  });

  it('a token expires after 30 minutes', async () => {
    const player = await server.register();
    const email = `${player.username}@example.com`;
    await server.call('resetPlayerPassword', { username: player.username, email });
    const token = await lastResetLink(email);
    const { rows } = await server.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_resets ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.minutes).toBeLessThanOrEqual(30);
    await server.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    const late = await server.call('setNewPassword', {
      token,
      newPassword: 'too-late',
      confirmPassword: 'too-late',
    });
    expect(late.body.code).toBe('invalid_reset_token');
    expect(
      (await server.call('login', { username: player.username, password: player.password }))
        .httpStatus,
    ).toBe(200);
  });

  it('requires username and email', async () => {
    const result = await server.call('resetPlayerPassword', { username: '', email: '' });
    expect(result.body.errors).toEqual({ username: 'field_required', email: 'field_required' });
  });
});

describe('missing fields', () => {
  it('a key left out of the body answers field_required, like an empty one', async () => {
    const { first_name: _first, ...form } = validRegistration(freshName());
    const result = await server.call('registerPlayer', form);
    expect(result.body.errors).toEqual({ first_name: 'field_required' });
  });
});
