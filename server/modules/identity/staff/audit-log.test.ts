import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER } from './audit-csv';
import { createStaff, createTestServer, type TestServer } from '../../../testing/harness';

let server: TestServer;
const suffix = randomBytes(3).toString('hex');
let admin: Awaited<ReturnType<typeof createStaff>>;
let ana: Awaited<ReturnType<typeof createStaff>>;
let bruno: Awaited<ReturnType<typeof createStaff>>;
let zoe: { playerId: number; username: string };
let zack: { playerId: number; username: string };

async function named(username: string) {
  const member = await createStaff(server.deps, ['admin']);
  await server.db.query('UPDATE staff SET username = $1 WHERE id = $2', [username, member.staffId]);
  return { ...member, username };
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await createStaff(server.deps, ['admin']);
  ana = await named(`Ana_Ruiz_${suffix}`);
  bruno = await named(`Bruno_${suffix}`);
  zoe = await server.register({ username: `Zoe_Lopez_${suffix}` });
  zack = await server.register({ username: `Zack_${suffix}` });
  // Ana blocks Zoe and notes Zack; Bruno notes Zoe
  await server.call('adminBlockPlayer', { player: zoe.playerId, reason: 'Fraude' }, ana);
  await server.call('adminAddPlayerNote', { player: zack.playerId, text: 'Llamó' }, ana);
  await server.call('adminAddPlayerNote', { player: zoe.playerId, text: 'Escribió' }, bruno);
});
afterAll(() => server.close());

const log = async (filters: Record<string, unknown>) => {
  const answer = await server.call('getAuditLog', filters, admin);
  expect(answer.httpStatus).toBe(200);
  return answer.body as {
    rows: { id: number; staffUsername: string; action: string; playerUsername: string }[];
    count: number;
    nextCursor: number | null;
  };
};
const summary = (rows: { staffUsername: string; action: string; playerUsername: string }[]) =>
  rows.map((row) => [row.staffUsername, row.action, row.playerUsername]);

describe('the audit log filters', () => {
  it('finds a member by part of the name, in any case, with the player by username', async () => {
    const { rows, count } = await log({ member: `ana_ruiz_${suffix}`.toUpperCase().slice(0, 12) });
    expect(summary(rows)).toEqual([
      [ana.username, 'admin/players/add_note', zack.username],
      [ana.username, 'admin/players/block', zoe.username],
    ]);
    expect(count).toBe(2);
  });

  it('narrows by action kind and by part of the player username, together', async () => {
    const notes = await log({
      action: 'admin/players/add_note',
      playerUsername: `LOPEZ_${suffix}`,
    });
    expect(summary(notes.rows)).toEqual([[bruno.username, 'admin/players/add_note', zoe.username]]);
    const zoes = await log({ playerUsername: `zoe_lopez_${suffix}` });
    expect(zoes.rows.map((row) => row.action)).toEqual([
      'admin/players/add_note',
      'admin/players/block',
    ]);
  });

  it('reads a typed % or _ as itself, not as any text', async () => {
    expect((await log({ member: '%' })).rows).toEqual([]);
    expect((await log({ playerUsername: `zoe%${suffix}` })).rows).toEqual([]);
    // _ is a character of usernames: it matches only itself
    expect((await log({ member: `ana_r` })).count).toBe(2);
    expect((await log({ member: `anaxr` })).count).toBe(0);
  });

  it('keeps to the dates given, the end excluded', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await log({ member: ana.username, from: today, to: tomorrow })).count).toBe(2);
    expect((await log({ member: ana.username, from: tomorrow })).count).toBe(0);
    expect((await log({ member: ana.username, to: today })).count).toBe(0);
  });

  it('pages by cursor: each page older than the last, every entry once, the count of all', async () => {
    const all = await log({ playerUsername: suffix });
    expect(all.rows).toHaveLength(3);
    const first = await log({ playerUsername: suffix, itemsPerPage: 2 });
    expect(first.rows.map((row) => row.id)).toEqual(all.rows.slice(0, 2).map((row) => row.id));
    expect(first.count).toBe(3);
    expect(first.nextCursor).toBe(first.rows[1]?.id);
    const second = await log({ playerUsername: suffix, itemsPerPage: 2, before: first.nextCursor });
    expect(second.rows.map((row) => row.id)).toEqual([all.rows[2]?.id]);
    expect(second.nextCursor).toBeNull();
    expect(second.count).toBe(3);
  });

  it('exports the filtered entries as CSV and records the export', async () => {
    const exported = await server.call(
      'exportAuditLog',
      { format: 'csv', member: `bruno_${suffix}` },
      admin,
    );
    expect(exported.httpStatus).toBe(200);
    const lines = (exported.body.csv as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,${bruno.username},admin/players/add_note,${zoe.playerId},${zoe.username},`,
    );
    expect(exported.body).toMatchObject({
      count: 1,
      filename: expect.stringMatching(/^audit-log-.*\.csv$/),
    });
    const exports = await log({ action: 'admin/export_audit_log', staffId: admin.staffId });
    expect(exports.rows).toHaveLength(1);
  });

  it('refuses a filter it cannot read with a code, not a dump', async () => {
    const bad = await server.call('getAuditLog', { member: 'x'.repeat(101) }, admin);
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.code).toBe('invalid_value');
  });
});
