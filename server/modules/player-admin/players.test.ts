import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiName } from '../../../contract/api';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: { token: string; staffId: number };
beforeAll(async () => {
  server = await createTestServer();
  admin = await createStaff(server.deps, ['admin']);
});
afterAll(() => server.close());

const as = (token: string) => ({ token });

async function auditOf(action: string, playerId: number) {
  const { rows } = await server.db.query<{
    staff_id: number;
    before: unknown;
    after: unknown;
    reason: string | null;
    ip: string | null;
  }>(
    'SELECT staff_id, before, after, reason, ip FROM audit_log WHERE action = $1 AND player_id = $2 ORDER BY id',
    [action, playerId],
  );
  return rows;
}

describe('admin/players/search', () => {
  it('finds a player by id, username start, email part, deposit or withdrawal address', async () => {
    const player = await server.register();
    await server.deposit(player.playerId, 1_000_000n);
    const deposit = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      as(player.token),
    );
    const withdrawalAddress = server.deps.depositWallet.addressAt(777_001);
    const withdrawal = await server.call(
      'sendWithdrawalRequest',
      { playerId: player.playerId, amount: 1, address: withdrawalAddress },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    expect(withdrawal.httpStatus).toBe(200);

    for (const query of [
      String(player.playerId),
      player.username.slice(0, -2).toUpperCase(),
      `${player.username}@EXAMPLE`,
      deposit.body.walletAddress as string,
      withdrawalAddress,
    ]) {
      const found = await server.call('adminSearchPlayers', { query }, as(admin.token));
      expect(found.httpStatus, query).toBe(200);
      expect(found.body.rows, query).toContainEqual({
        id: player.playerId,
        username: player.username,
        email: `${player.username}@example.com`,
        firstName: 'Ana',
        lastName: 'Pérez',
        phoneNumber: '+584121234567',
        country: 'VE',
        createdAt: expect.any(String),
        blocked: false,
        cashBalance: 9,
        tags: [],
      });
    }
  });

  it('finds a player by part of the username, email, name, address or phone, in any case', async () => {
    const tag = randomUUID().slice(0, 6);
    const player = await server.register({
      first_name: `Rosa${tag}`,
      last_name: 'Martínez Oro',
      address: `Calle Luna ${tag} 7`,
      phone_number1: '4169876543',
    });
    await server.register({ first_name: `Rosi${tag}` });
    const idsFor = async (query: string) => {
      const found = await server.call('adminSearchPlayers', { query }, as(admin.token));
      expect(found.httpStatus, query).toBe(200);
      return (found.body.rows as { id: number }[]).map((row) => row.id);
    };
    for (const query of [
      player.username.slice(3, -1).toUpperCase(),
      `${player.username.slice(2)}@exa`,
      `rosa${tag}`.toUpperCase(),
      `rosa${tag}  martínez`,
      `MARTÍNEZ oro`,
      `luna ${tag}`,
      '416 987',
      '(416) 987-65',
      '+58 416-987-6543',
    ]) {
      expect(await idsFor(query), query).toContain(player.playerId);
    }
    expect(await idsFor(`rosa${tag}`)).toEqual([player.playerId]);
    expect(await idsFor('416 987 6543 1')).not.toContain(player.playerId);
  });

  it('lists exact matches first, then usernames starting with the query', async () => {
    const stem = `zz${randomUUID().slice(0, 6)}`;
    const inner = await server.register({ username: `a_${stem}x`, email: `a_${stem}@example.com` });
    const starts = await server.register({ username: `${stem}x`, email: `b_${stem}@example.com` });
    const exact = await server.register({ username: stem, email: `c_${stem}@example.com` });
    const found = await server.call('adminSearchPlayers', { query: stem }, as(admin.token));
    expect((found.body.rows as { id: number }[]).map((row) => row.id)).toEqual([
      exact.playerId,
      starts.playerId,
      inner.playerId,
    ]);
  });

  it('treats % and _ as themselves and pages the rows', async () => {
    const stem = `q${randomUUID().slice(0, 6)}`;
    const underscored = await server.register({ username: `${stem}_x` });
    await server.register({ username: `${stem}yx` });
    const found = await server.call('adminSearchPlayers', { query: `${stem}_` }, as(admin.token));
    expect((found.body.rows as { id: number }[]).map((row) => row.id)).toEqual([
      underscored.playerId,
    ]);
    expect((await server.call('adminSearchPlayers', { query: '%' }, as(admin.token))).body).toEqual(
      { status: 1, rows: [], count: 0 },
    );
    await server.register();
    await server.register();
    const page = await server.call(
      'adminSearchPlayers',
      { query: 'player', page: 1, itemsPerPage: 1 },
      as(admin.token),
    );
    expect(page.body.rows).toHaveLength(1);
    expect(page.body.count).toBeGreaterThanOrEqual(2);
  });

  it('refuses an empty query with field_required', async () => {
    const result = await server.call('adminSearchPlayers', { query: '  ' }, as(admin.token));
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toEqual({ query: 'field_required' });
  });
});

describe('admin/players/get', () => {
  it("shows the player's profile, balances, money, bets, sessions, notes and tags", async () => {
    const player = await server.register();
    await server.deposit(player.playerId, 500_000n);
    await server.call(
      'adminAddPlayerNote',
      { player: player.playerId, text: 'Called about a bonus' },
      as(admin.token),
    );
    const page = await server.call('adminGetPlayer', { player: player.playerId }, as(admin.token));
    expect(page.httpStatus).toBe(200);
    expect(page.body.profile).toMatchObject({
      id: player.playerId,
      username: player.username,
      country: 'VE',
      blocked: false,
      tags: [],
      sportsStakeFactor: 1,
    });
    expect(page.body.balances).toEqual({ cash: 5, withdrawalPending: 0, debt: 0 });
    expect(page.body.deposits).toEqual([
      expect.objectContaining({ type: 'deposit', amount: 5, status: 'complete' }),
    ]);
    expect(page.body.ledger).toEqual([
      expect.objectContaining({ kind: 'deposit', account: 'cash', amount: 5 }),
    ]);
    expect(page.body.sessions).toEqual([
      expect.objectContaining({ active: true, ip: expect.stringMatching(/^198\.18\./) }),
    ]);
    expect(page.body.notes).toEqual([
      expect.objectContaining({ text: 'Called about a bonus', staffId: admin.staffId }),
    ]);
    const ledger = await server.call(
      'adminGetPlayerLedger',
      { player: player.playerId, page: 1, itemsPerPage: 10 },
      as(admin.token),
    );
    expect(ledger.body).toMatchObject({ count: 1, rows: page.body.ledger });
  });

  it('answers not_found for an unknown player', async () => {
    const result = await server.call('adminGetPlayer', { player: 99_999_999 }, as(admin.token));
    expect(result.httpStatus).toBe(404);
    expect(result.body.code).toBe('not_found');
  });
});

describe('notes and tags', () => {
  it('adds a note and replaces the tags, each with its audit entry', async () => {
    const player = await server.register();
    const support = await createStaff(server.deps, ['support']);
    const note = await server.call(
      'adminAddPlayerNote',
      { player: player.playerId, text: '  Line one\nline two  ' },
      as(support.token),
    );
    expect(note.body.note).toMatchObject({
      text: 'Line one\nline two',
      staffId: support.staffId,
      staffUsername: support.username,
    });
    const tags = await server.call(
      'adminSetPlayerTags',
      { player: player.playerId, tags: ['VIP', 'bonus-abuse', 'vip'] },
      as(support.token),
    );
    expect(tags.body).toEqual({ status: 1, tags: ['bonus-abuse', 'vip'] });
    expect(await auditOf('admin/players/set_tags', player.playerId)).toEqual([
      {
        staff_id: support.staffId,
        before: { tags: [] },
        after: { tags: ['bonus-abuse', 'vip'] },
        reason: null,
        ip: '203.0.113.10',
      },
    ]);
    expect(await auditOf('admin/players/add_note', player.playerId)).toHaveLength(1);
    const page = await server.call('adminGetPlayer', { player: player.playerId }, as(admin.token));
    expect(page.body.profile.tags).toEqual(['bonus-abuse', 'vip']);
  });

  it('keeps a tag with spaces whole, trimmed and collapsed, beside the older one-word tags', async () => {
    const player = await server.register();
    await server.call(
      'adminSetPlayerTags',
      { player: player.playerId, tags: ['bonus-abuse'] },
      as(admin.token),
    );
    const tags = await server.call(
      'adminSetPlayerTags',
      { player: player.playerId, tags: ['  VIP   Oro ', 'bonus-abuse', 'vip oro'] },
      as(admin.token),
    );
    expect(tags.body).toEqual({ status: 1, tags: ['bonus-abuse', 'vip oro'] });
    const page = await server.call('adminGetPlayer', { player: player.playerId }, as(admin.token));
    expect(page.body.profile.tags).toEqual(['bonus-abuse', 'vip oro']);
  });

  it.each([
    [{ tags: ['with, comma'] }, 'tags'],
    [{ tags: ['-vip oro'] }, 'tags'],
    [{ tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }, 'tags'],
    [{ tags: ['x'.repeat(33)] }, 'tags'],
  ])('refuses bad tags %j with invalid_value, changing nothing', async (body, field) => {
    const player = await server.register();
    const result = await server.call(
      'adminSetPlayerTags',
      { player: player.playerId, ...body },
      as(admin.token),
    );
    expect(result.httpStatus).toBe(400);
    expect(Object.keys(result.body.errors ?? {})[0]?.startsWith(field)).toBe(true);
    expect(await auditOf('admin/players/set_tags', player.playerId)).toEqual([]);
  });

  it('refuses an empty note and a note for nobody', async () => {
    const empty = await server.call(
      'adminAddPlayerNote',
      { player: 1, text: ' ' },
      as(admin.token),
    );
    expect(empty.body.errors).toEqual({ text: 'field_required' });
    const nobody = await server.call(
      'adminAddPlayerNote',
      { player: 99_999_999, text: 'x' },
      as(admin.token),
    );
    expect(nobody.httpStatus).toBe(404);
  });
});

describe('block and unblock', () => {
  it('ends the sessions at once, refuses sign-in with account_blocked, and lets it back after unblock', async () => {
    const player = await server.register();
    const risk = await createStaff(server.deps, ['risk']);
    expect(
      (await server.call('getPlayerBalance', { id: player.playerId }, as(player.token))).httpStatus,
    ).toBe(200);

    const blocked = await server.call(
      'adminBlockPlayer',
      { player: player.playerId, reason: 'Chargeback fraud' },
      as(risk.token),
    );
    expect(blocked.body).toMatchObject({
      status: 1,
      blocked: true,
      blockedReason: 'Chargeback fraud',
    });
    // the access token of the session it ended no longer works
    const after = await server.call('getPlayerBalance', { id: player.playerId }, as(player.token));
    expect(after.httpStatus).toBe(401);
    const { rows } = await server.db.query(
      'SELECT 1 FROM sessions WHERE player_id = $1 AND revoked_at IS NULL',
      [player.playerId],
    );
    expect(rows).toEqual([]);

    const signIn = await server.call('login', {
      username: player.username,
      password: player.password,
    });
    expect(signIn.httpStatus).toBe(403);
    expect(signIn.body).toEqual({ status: 0, code: 'account_blocked' });
    // a wrong password says nothing about the block
    const wrong = await server.call('login', { username: player.username, password: 'nope-nope' });
    expect(wrong.body.code).toBe('failed_login');

    const again = await server.call(
      'adminBlockPlayer',
      { player: player.playerId, reason: 'twice' },
      as(risk.token),
    );
    expect(again.body.code).toBe('player_already_blocked');
    expect(await auditOf('admin/players/block', player.playerId)).toEqual([
      {
        staff_id: risk.staffId,
        before: { blocked: false },
        after: { blocked: true },
        reason: 'Chargeback fraud',
        ip: '203.0.113.10',
      },
    ]);

    const unblocked = await server.call(
      'adminUnblockPlayer',
      { player: player.playerId },
      as(risk.token),
    );
    expect(unblocked.body).toEqual({
      status: 1,
      blocked: false,
      blockedAt: null,
      blockedReason: null,
    });
    expect(
      (await server.call('login', { username: player.username, password: player.password }))
        .httpStatus,
    ).toBe(200);
    const twice = await server.call(
      'adminUnblockPlayer',
      { player: player.playerId },
      as(risk.token),
    );
    expect(twice.body.code).toBe('player_not_blocked');
  });

  it('refuses a block without a reason, changing nothing', async () => {
    const player = await server.register();
    const result = await server.call(
      'adminBlockPlayer',
      { player: player.playerId, reason: '' },
      as(admin.token),
    );
    expect(result.body.errors).toEqual({ reason: 'field_required' });
    const page = await server.call('adminGetPlayer', { player: player.playerId }, as(admin.token));
    expect(page.body.profile.blocked).toBe(false);
  });
});

describe('the step-up code', () => {
  const stepUpCalls = (Object.entries(api) as [ApiName, (typeof api)[ApiName]][]).filter(
    ([, call]) => call.path.startsWith('admin/players/') && call.stepUp,
  );

  it.each(stepUpCalls)('%s needs a code from the last five minutes', async (name) => {
    const staff = await createStaff(server.deps, ['admin']);
    await server.db.query(
      `UPDATE staff_sessions SET totp_verified_at = now() - interval '6 minutes' WHERE id = $1`,
      [staff.sessionId],
    );
    const result = await server.call(name, {}, as(staff.token));
    expect(result.httpStatus).toBe(403);
    expect(result.body.code).toBe('fresh_totp_required');
  });
});
