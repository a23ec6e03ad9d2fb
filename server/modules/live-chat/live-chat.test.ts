import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '../../../contract/call';
import {
  CHAT_MAX_LENGTH,
  liveChatMessages,
  liveChatSend,
} from '../../../contract/house-page/live-chat';
import { adminLiveChatMute, adminLiveChatUnmute } from '../../../contract/operator/live-chat';
import { liveTableRoom } from '../../../contract/house-page/live-tables';
import { createStaff, createTestServer, signAs, type TestServer } from '../../testing/harness';
import type { RoomMessage } from '../realtime/realtime';
import {
  callHouse,
  createHouseTestClient,
  type LaunchedPlayer,
} from '../../testing/house/house-test-client';
import { readSettings, saveBreak } from '../protection/repository';
import { pruneLiveChat } from './repository';

let server: TestServer;
let house: ReturnType<typeof createHouseTestClient>;
let adminToken: string;
let adminStaffId: number;
const roomMessages: RoomMessage[] = [];
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  house = createHouseTestClient(server);
  ({ token: adminToken, staffId: adminStaffId } = await createStaff(server.deps));
  server.deps.realtime.subscribeToRooms((message) => roomMessages.push(message));
});
afterAll(() => server.close());

// any house game has a chat; the live tables are the ones that show it
const TABLE = 'ruleta-europea';

const chatCall = (call: Call, body: Record<string, unknown>) => callHouse(server, call, body);

const session = (player: LaunchedPlayer) => ({ token: player.token, game: player.game });
const send = (player: LaunchedPlayer, text: string) =>
  chatCall(liveChatSend, { ...session(player), text });
const read = (player: LaunchedPlayer) => chatCall(liveChatMessages, session(player));

async function adminCall(call: Call, body: Record<string, unknown>, token = adminToken) {
  return server.raw('POST', `/api/${call.path}`, {
    body: JSON.stringify(body),
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** A registered player at a table, and their username. */
async function seated(table = TABLE, username?: string) {
  const registered = await server.register(username ? { username } : undefined);
  const launched = await house.launch(
    { playerId: registered.playerId, accessToken: registered.token },
    table,
  );
  return { ...launched, username: registered.username };
}

/** Lets the player's one-second window end, as a second passing would. */
async function letASecondPass(player: LaunchedPlayer) {
  await server.db.query(
    `UPDATE rate_limits SET expires_at = now() - interval '1 millisecond' WHERE bucket = $1`,
    [`live chat|1s|${player.playerId}`],
  );
}

describe('sending and reading', () => {
  it('keeps a message, answers it as mine, shows it to the table masked and sends it to the room', async () => {
    const ana = await seated(TABLE, 'player1');
    const other = await seated();
    const before = roomMessages.length;
    const sent = await send(ana, '  hola   mesa ');
    expect(sent.httpStatus, JSON.stringify(sent.body)).toBe(200);
    const mine = sent.body.message;
    expect(mine).toMatchObject({ table: TABLE, text: 'hola mesa', isMine: true });
    // the screen name the wallet answers (the username), masked: never the wallet's id
    expect(mine.player).toBe('p***1');

    const published = roomMessages.slice(before).filter((message) => message.event === 'live_chat');
    expect(published).toEqual([
      {
        rooms: [liveTableRoom(TABLE)],
        event: 'live_chat',
        data: {
          table: TABLE,
          kind: 'message',
          message: {
            id: mine.id,
            table: TABLE,
            player: mine.player,
            text: 'hola mesa',
            sentAt: mine.sentAt,
          },
        },
      },
    ]);

    const seen = await read(other);
    expect(seen.httpStatus).toBe(200);
    expect(seen.body.mutedUntil).toBeNull();
    expect(seen.body.messages.at(-1)).toEqual({ ...mine, isMine: false });
  });

  it('lists the table’s latest 50 messages oldest first, and no other table’s', async () => {
    const writer = await seated();
    const elsewhere = await seated('dice');
    await send(elsewhere, 'otra mesa');
    const texts: string[] = [];
    for (let index = 1; index <= 52; index++) {
      await server.db.query(`DELETE FROM rate_limits WHERE bucket LIKE $1`, [
        `live chat|%|${writer.playerId}`,
      ]);
      const text = `mensaje ${index}`;
      expect((await send(writer, text)).httpStatus).toBe(200);
      texts.push(text);
    }
    const { body } = await read(writer);
    expect(body.messages.map((message: { text: string }) => message.text)).toEqual(texts.slice(2));
    expect(body.messages.every((message: { isMine: boolean }) => message.isMine)).toBe(true);
    const ids = body.messages.map((message: { id: string }) => Number(message.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses a session that is not a house launch', async () => {
    const refused = await send(
      { playerId: 0, accessToken: '', token: 'no-such-token', game: TABLE },
      'hola',
    );
    expect(refused.httpStatus).toBe(403);
    expect(refused.body).toEqual({ status: 0, code: 'invalid_session' });
  });
});

describe('what a message may say', () => {
  it('keeps the text sanitised: controls, bidi overrides and zero-width characters gone, markup kept as text', async () => {
    const player = await seated();
    const sent = await send(player, '<b>hi</b>\u202e\u200b\tthere\u0007\n<script>');
    expect(sent.body.message.text).toBe('<b>hi</b> there <script>');
  });

  it('refuses a text that is empty once sanitised, and one past the length, without spending the rate', async () => {
    const player = await seated();
    expect((await send(player, ' \u200b\u202e\n ')).body).toEqual({
      status: 0,
      code: 'chat_empty',
    });
    const tooLong = await send(player, 'a'.repeat(CHAT_MAX_LENGTH + 1));
    expect(tooLong.httpStatus).toBe(400);
    expect(tooLong.body).toEqual({
      status: 0,
      code: 'chat_too_long',
      params: { max: CHAT_MAX_LENGTH },
    });
    // counted in characters: 200 emoji are 200, not 400 UTF-16 units
    expect((await send(player, '🎲'.repeat(CHAT_MAX_LENGTH))).httpStatus).toBe(200);
  });

  it('refuses a raw text far past the limit as an invalid value', async () => {
    const player = await seated();
    const refused = await send(player, 'a'.repeat(CHAT_MAX_LENGTH * 5 + 1));
    expect(refused.httpStatus).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'invalid_value',
      errors: { text: 'invalid_value' },
    });
  });
});

describe('rate limits', () => {
  it('refuses a second message within a second', async () => {
    const player = await seated();
    expect((await send(player, 'uno')).httpStatus).toBe(200);
    const refused = await send(player, 'dos');
    expect(refused.httpStatus).toBe(429);
    expect(refused.body).toMatchObject({ code: 'chat_rate_limited' });
    expect(refused.body.params.seconds).toBe(1);
    await letASecondPass(player);
    expect((await send(player, 'dos')).httpStatus).toBe(200);
  });

  it('refuses the eleventh message within 30 seconds, saying when to try again', async () => {
    const player = await seated();
    for (let index = 1; index <= 10; index++) {
      await letASecondPass(player);
      expect((await send(player, `m${index}`)).httpStatus).toBe(200);
    }
    await letASecondPass(player);
    const refused = await send(player, 'm11');
    expect(refused.httpStatus).toBe(429);
    expect(refused.body.code).toBe('chat_rate_limited');
    expect(refused.body.params.seconds).toBeGreaterThan(1);
    expect(refused.body.params.seconds).toBeLessThanOrEqual(30);
  });

  it('counts per player: another player writes meanwhile', async () => {
    const first = await seated();
    const second = await seated();
    expect((await send(first, 'a')).httpStatus).toBe(200);
    expect((await send(second, 'b')).httpStatus).toBe(200);
  });
});

describe('the operator’s mute', () => {
  it('refuses a muted player’s messages until unmuted, and tells them in the messages call', async () => {
    const player = await seated();
    const muted = await adminCall(adminLiveChatMute, {
      username: player.username.toUpperCase(),
      minutes: 60,
      reason: 'insultos',
    });
    expect(muted.httpStatus, JSON.stringify(muted.body)).toBe(200);
    expect(muted.body.hiddenMessages).toBe(0);
    // a whole-millisecond ISO timestamp, the same instant the chat refuses and reports in epoch ms
    expect(muted.body.mutedUntil).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const until = Date.parse(muted.body.mutedUntil as string);
    expect(until).toBeGreaterThan(Date.now() + 59 * 60_000);
    const { rows: stored } = await server.db.query<{ until: number }>(
      `SELECT (extract(epoch FROM muted_until) * 1000)::float8 AS until FROM live_chat_mutes
        WHERE player = $1`,
      [String(player.playerId)],
    );
    expect(stored).toEqual([{ until }]);

    const refused = await send(player, 'hola');
    expect(refused.httpStatus).toBe(403);
    expect(refused.body).toEqual({ status: 0, code: 'chat_muted', params: { until } });
    expect((await read(player)).body.mutedUntil).toBe(until);

    const { rows } = await server.db.query<{ reason: string; muted_by: number }>(
      'SELECT reason, muted_by FROM live_chat_mutes WHERE player = $1',
      [String(player.playerId)],
    );
    expect(rows).toEqual([{ reason: 'insultos', muted_by: adminStaffId }]);

    const unmuted = await adminCall(adminLiveChatUnmute, { username: player.username });
    expect(unmuted.body).toEqual({ status: 1, wasMuted: true });
    expect((await read(player)).body.mutedUntil).toBeNull();
    expect((await send(player, 'hola')).httpStatus).toBe(200);
    expect((await adminCall(adminLiveChatUnmute, { username: player.username })).body).toEqual({
      status: 1,
      wasMuted: false,
    });
  });

  it('hides the muted player’s recent messages on every table and tells each table', async () => {
    const spammer = await seated();
    const atDice = await house.launch(
      { playerId: spammer.playerId, accessToken: signAs(server.deps, spammer.playerId) },
      'dice',
    );
    const bystander = await seated();
    const spam = (await send(spammer, 'spam')).body.message.id as string;
    await letASecondPass(spammer);
    const spamAtDice = (await send(atDice, 'spam')).body.message.id as string;
    const kept = (await send(bystander, 'kept')).body.message.id as string;
    const before = roomMessages.length;

    const muted = await adminCall(adminLiveChatMute, {
      username: spammer.username,
      minutes: 1,
      reason: 'spam',
      hideMessages: true,
    });
    expect(muted.body.hiddenMessages).toBe(2);
    const hidden = roomMessages.slice(before).map(({ rooms, data }) => ({ rooms, data }));
    expect(hidden).toHaveLength(2);
    expect(hidden).toEqual(
      expect.arrayContaining([
        {
          rooms: [liveTableRoom(TABLE)],
          data: { table: TABLE, kind: 'hidden', messageIds: [spam] },
        },
        {
          rooms: [liveTableRoom('dice')],
          data: { table: 'dice', kind: 'hidden', messageIds: [spamAtDice] },
        },
      ]),
    );
    const ids = (await read(bystander)).body.messages.map((message: { id: string }) => message.id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(spam);
  });

  it('answers 404 for an unknown player, 401 without a token and 403 to a player', async () => {
    const body = { username: 'nobody_here_at_all', minutes: 5, reason: 'x' };
    expect((await adminCall(adminLiveChatMute, body)).httpStatus).toBe(404);
    const player = await server.register();
    expect((await adminCall(adminLiveChatMute, body, '')).httpStatus).toBe(401);
    expect((await adminCall(adminLiveChatMute, body, player.token)).httpStatus).toBe(403);
    expect((await adminCall(adminLiveChatUnmute, body, player.token)).httpStatus).toBe(403);
  });

  it('refuses a mute without a reason or with minutes out of range', async () => {
    const player = await seated();
    for (const wrong of [
      { reason: '  ', minutes: 5 },
      { reason: 'x', minutes: 0 },
      { reason: 'x', minutes: 1.5 },
      { reason: 'x', minutes: 525_601 },
    ]) {
      const refused = await adminCall(adminLiveChatMute, { username: player.username, ...wrong });
      expect(refused.httpStatus, JSON.stringify(wrong)).toBe(400);
    }
  });
});

describe('a player on a break', () => {
  // the break as takeBreak saves it, without ending the sessions it ends (so the game opened
  // before stays open): what refuses the message is the chat's own check, as a bet's is
  async function onBreak(kind: 'time_out' | 'self_exclusion', endsAt: Date | null) {
    const player = await seated();
    // the player's protection row, created as takeBreak creates it
    await readSettings(server.db, player.playerId, true);
    await saveBreak(server.db, player.playerId, kind, new Date(), endsAt);
    return player;
  }

  it('may not write during a time-out, refused as a bet is, with when it ends', async () => {
    const endsAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const player = await onBreak('time_out', endsAt);
    const before = roomMessages.length;
    const refused = await send(player, 'hola');
    expect([refused.httpStatus, refused.body]).toEqual([
      403,
      { status: 0, code: 'on_time_out', params: { until: endsAt.toISOString() } },
    ]);
    expect(roomMessages.slice(before)).toEqual([]);
    // reading the table is no bet: it stays open
    expect((await read(player)).httpStatus).toBe(200);
  });

  it('may not write while self-excluded', async () => {
    const player = await onBreak('self_exclusion', null);
    const refused = await send(player, 'hola');
    expect([refused.httpStatus, refused.body]).toEqual([403, { status: 0, code: 'self_excluded' }]);
    const { rows } = await server.db.query('SELECT 1 FROM live_chat_messages WHERE player = $1', [
      String(player.playerId),
    ]);
    expect(rows).toEqual([]);
  });
});

describe('pruning', () => {
  it('deletes messages older than a week and keeps the rest', async () => {
    const player = await seated();
    const old = (await send(player, 'viejo')).body.message.id as string;
    await letASecondPass(player);
    const recent = (await send(player, 'nuevo')).body.message.id as string;
    await server.db.query(
      `UPDATE live_chat_messages SET sent_at = now() - interval '8 days' WHERE id = $1`,
      [old],
    );
    await pruneLiveChat(server.db);
    const { rows } = await server.db.query<{ id: string }>(
      'SELECT id::text AS id FROM live_chat_messages WHERE id = ANY($1::bigint[])',
      [[old, recent]],
    );
    expect(rows.map((row) => row.id)).toEqual([recent]);
  });
});
