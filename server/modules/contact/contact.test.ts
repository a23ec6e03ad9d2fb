import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let player: { playerId: number; token: string };
let other: { playerId: number; token: string };
beforeAll(async () => {
  // more messages than one IP may send in an hour: the budget has its own tests (server/http)
  server = await createTestServer({ seedDemo: true, env: { RATE_LIMIT_SCALE: '10' } });
  player = await server.register();
  other = await server.register();
});
afterAll(() => server.close());

interface MessageRow {
  id: number;
  player_id: number | null;
  player_name: string;
  email: string;
  phone_number: string;
  note: string;
  status: string;
}

async function messages(): Promise<MessageRow[]> {
  const { rows } = await server.db.query<MessageRow>(
    'SELECT id, player_id, player_name, email, phone_number, note, status FROM player_messages ORDER BY id',
  );
  return rows;
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    player_name: 'Ana Pérez',
    email: 'ana@example.com',
    countryPhone: '+58',
    phone_number1: '4121234567',
    note: 'No veo mi depósito.',
    ...overrides,
  };
}

describe('front/player_send_message stores the message', () => {
  it('from a visitor, with no player', async () => {
    const result = await server.call('playerSendMessage', form());
    expect(result.httpStatus).toBe(200);
    expect(result.body).toEqual({ status: 1, id: expect.any(Number) });
    const stored = (await messages()).find((row) => row.id === result.body.id);
    expect(stored).toEqual({
      id: result.body.id,
      player_id: null,
      player_name: 'Ana Pérez',
      email: 'ana@example.com',
      phone_number: '+584121234567',
      note: 'No veo mi depósito.',
      status: 'pending',
    });
  });

  it('from a logged-in player, with the player from the token', async () => {
    const withoutId = await server.call('playerSendMessage', form({ note: 'first' }), {
      token: player.token,
    });
    expect(withoutId.httpStatus).toBe(200);
    const withOwnId = await server.call(
      'playerSendMessage',
      form({ note: 'second', playerId: player.playerId }),
      { token: player.token },
    );
    expect(withOwnId.httpStatus).toBe(200);
    const rows = await messages();
    for (const id of [withoutId.body.id, withOwnId.body.id]) {
      expect(rows.find((row) => row.id === id)?.player_id).toBe(player.playerId);
    }
  });

  it('as a visitor when the token is stale', async () => {
    const result = await server.call('playerSendMessage', form(), { token: 'expired.token.here' });
    expect(result.httpStatus).toBe(200);
    expect((await messages()).find((row) => row.id === result.body.id)?.player_id).toBeNull();
  });

  it('trims the fields and keeps the phone without a dial code as given', async () => {
    const result = await server.call(
      'playerSendMessage',
      form({
        player_name: '  Luis  ',
        email: ' luis@example.com ',
        countryPhone: '',
        phone_number1: ' 600111222 ',
        note: '  Hola  ',
      }),
    );
    expect(result.httpStatus).toBe(200);
    expect((await messages()).find((row) => row.id === result.body.id)).toMatchObject({
      player_name: 'Luis',
      email: 'luis@example.com',
      phone_number: '600111222',
      note: 'Hola',
    });
  });

  it('gives each message its own id', async () => {
    const first = await server.call('playerSendMessage', form());
    const second = await server.call('playerSendMessage', form());
    expect(second.body.id).not.toBe(first.body.id);
  });
});

describe('front/player_send_message refuses', () => {
  async function expectRefused(body: Record<string, unknown>, errors: Record<string, string>) {
    const before = await messages();
    const result = await server.call('playerSendMessage', body);
    expect(result.httpStatus, JSON.stringify(body)).toBe(400);
    expect(result.body.status).toBe(0);
    expect(result.body.errors).toEqual(errors);
    expect(Object.values(errors)).toContain(result.body.code);
    expect(await messages()).toEqual(before);
  }

  it('each missing field with field_required', async () => {
    for (const field of ['player_name', 'email', 'phone_number1', 'note']) {
      await expectRefused(form({ [field]: '' }), { [field]: 'field_required' });
      await expectRefused(form({ [field]: '   ' }), { [field]: 'field_required' });
    }
  });

  it('all empty fields at once, each with its code', async () => {
    await expectRefused(
      { player_name: '', email: '', phone_number1: '', note: '' },
      {
        player_name: 'field_required',
        email: 'field_required',
        phone_number1: 'field_required',
        note: 'field_required',
      },
    );
  });

  it('an invalid email with email_validation', async () => {
    for (const email of ['ana', 'ana@', 'ana@example', 'a b@example.com']) {
      await expectRefused(form({ email }), { email: 'email_validation' });
    }
  });

  it('a phone that is not only digits with phone_number_validation', async () => {
    for (const phone of ['412-123', 'abc', '+584121234567', '1234567890123456']) {
      await expectRefused(form({ phone_number1: phone }), {
        phone_number1: 'phone_number_validation',
      });
    }
  });

  it('a visitor naming a player with 403, storing nothing', async () => {
    const before = await messages();
    const result = await server.call('playerSendMessage', form({ playerId: player.playerId }));
    expect(result.httpStatus).toBe(403);
    expect(result.body).toEqual({ status: 0, code: 'forbidden' });
    expect(await messages()).toEqual(before);
  });

  it('a player naming another player with 403, storing nothing', async () => {
    const before = await messages();
    const result = await server.call('playerSendMessage', form({ playerId: other.playerId }), {
      token: player.token,
    });
    expect(result.httpStatus).toBe(403);
    expect(await messages()).toEqual(before);
  });
});
