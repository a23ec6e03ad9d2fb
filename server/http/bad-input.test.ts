// Requests that once answered 500 with a stack trace (issue 10): each must be a 400 naming the
// field, and change nothing.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldCodes } from '../../contract/field-codes';
import { registrationRequest } from '../../contract/players';
import { createTestServer, validRegistration, type TestServer } from '../testing/harness';

let server: TestServer;
let player: Awaited<ReturnType<TestServer['register']>>;
beforeAll(async () => {
  server = await createTestServer();
  player = await server.register();
});
afterAll(() => server.close());

/** `[[[…]]]` nested `depth` times as JSON text (2 bytes a level): JSON.stringify would overflow on it. */
const deepArrayText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const contactMessage = {
  player_name: 'Ana',
  email: 'ana@example.com',
  countryPhone: '+58',
  phone_number1: '4121234567',
  note: 'Hello',
};

function expectFieldRefused(
  answer: { httpStatus: number; body: { code?: string; errors?: Record<string, string> } },
  field: string,
  code: string,
) {
  expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.errors?.[field], JSON.stringify(answer.body)).toBe(code);
}

async function countRows(table: string): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table}`,
  );
  return rows[0]?.count ?? 0;
}

describe('text the database cannot store', () => {
  it('refuses a NUL byte in the contact note, keeping ordinary line breaks', async () => {
    const nul = await server.call('playerSendMessage', { ...contactMessage, note: 'a\u0000b' });
    expectFieldRefused(nul, 'note', 'invalid_value');
    const bell = await server.call('playerSendMessage', {
      ...contactMessage,
      player_name: 'A\u0007',
    });
    expectFieldRefused(bell, 'player_name', 'invalid_value');
    expect(await countRows('player_messages')).toBe(0);

    const multiLine = await server.call('playerSendMessage', {
      ...contactMessage,
      note: 'Line one\r\nLine two\tend',
    });
    expect(multiLine.httpStatus, JSON.stringify(multiLine.body)).toBe(200);
  });
});

describe('integers beyond the database range', () => {
  it('refuses id 2^31 in get_player_balance', async () => {
    for (const id of [2 ** 31, '2147483648', 1e21]) {
      const answer = await server.call('getPlayerBalance', { id }, { token: player.token });
      expectFieldRefused(answer, 'id', 'invalid_value');
    }
  });

  it('refuses ids past the integer column where they reach a query', async () => {
    const options = { token: player.token };
    const transaction = await server.call(
      'getFinancialTransaction',
      { transactionId: 2 ** 31 },
      options,
    );
    expectFieldRefused(transaction, 'transactionId', 'invalid_value');
    const game = await server.call('getGameUrl', { gameId: '99999999999' }, options);
    expectFieldRefused(game, 'gameId', 'invalid_value');
  });

  it('refuses page 1e21 in get_bet_list', async () => {
    const answer = await server.call(
      'getBetList',
      { playerId: player.playerId, page: 1e21 },
      { token: player.token },
    );
    expectFieldRefused(answer, 'page', 'invalid_value');
  });

  it('refuses vout and confirmations of 2^31 and amounts past the bitcoin supply in the processor callback', async () => {
    const wallet = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    const output = {
      txid: randomBytes(32).toString('hex'),
      vout: 0,
      address: wallet.body.walletAddress as string,
      amount: 1000,
      confirmations: 1,
    };
    const cases: [string, unknown, string][] = [
      ['vout', 2 ** 31, 'invalid_value'],
      ['confirmations', 2 ** 31, 'invalid_value'],
      ['amount', 2 ** 63, 'invalid_amount'],
      ['amount', 1e21, 'invalid_amount'],
    ];
    for (const [field, value, code] of cases) {
      const answer = await server.signedCallback(JSON.stringify({ ...output, [field]: value }));
      expectFieldRefused(answer, field, code);
    }
    expect(await countRows('financial_transactions')).toBe(0);
  });
});

describe('dates outside the calendar the database keeps', () => {
  it('refuses a filter date in year 10000 or year 0000', async () => {
    const filters = [
      { filterStartDate: '9999-12-31T23:00:00-05:00', filterEndDate: '2020-01-01' },
      { filterStartDate: '2020-01-01', filterEndDate: '9999-12-31' },
      { filterStartDate: '0000-01-01', filterEndDate: '2020-01-01' },
    ];
    for (const filter of filters) {
      const answer = await server.call(
        'getBetList',
        { playerId: player.playerId, filterPeriod: 3, ...filter },
        { token: player.token },
      );
      expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(400);
      expect(Object.values(answer.body.errors)).toContain('invalid_date');
    }
  });

  it('refuses a birthday in year 0000 at registration', async () => {
    const form = {
      ...validRegistration(`y0_${randomBytes(3).toString('hex')}`),
      birthday: '0000-01-01',
    };
    expectFieldRefused(await server.call('registerPlayer', form), 'birthday', 'invalid_date');
  });
});

describe('extra fields', () => {
  it('drops a 40,000-deep array in an extra field of a withdrawal before hashing it for idempotency', async () => {
    const withdraw = (extra: string) =>
      server.raw('POST', '/api/payment/send_withdrawal_request', {
        body: `{"playerId":${player.playerId},"amount":"1","address":"not-a-bitcoin-address","extra":${extra}}`,
        headers: {
          Authorization: `Bearer ${player.token}`,
          'Idempotency-Key': 'deep-extra-field-1',
        },
      });
    const first = await withdraw(deepArrayText(40_000));
    expectFieldRefused(first, 'address', 'invalid_address');
    // the stored refusal comes back for the same key, whatever the extra field held
    expect(await withdraw('"something else"')).toMatchObject({ httpStatus: 400, body: first.body });
  });

  it('answers the deepest body the size limit lets through with a 400, not a crash', async () => {
    const deepest = Math.floor(server.deps.config.BODY_LIMIT_BYTES / 2);
    for (const path of ['/api/front/validate_player_name', '/house/api/open']) {
      const answer = await server.raw('POST', path, { body: deepArrayText(deepest) });
      expect(answer.httpStatus, path).toBe(400);
    }
  });
});

describe('field codes', () => {
  it('names each field of a refused registration with the code the form shows before sending', async () => {
    const { city: _missing, ...form } = {
      ...validRegistration(`fc_${randomBytes(3).toString('hex')}`),
      // a check that names no code, a check's own code
      country: 5,
      email: 'not-an-email',
    };
    const players = await countRows('players');
    const answer = await server.call('registerPlayer', form);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.errors).toEqual({
      city: 'field_required',
      country: 'invalid_value',
      email: 'email_validation',
    });
    const inTheForm = v.safeParse(registrationRequest, form);
    expect(inTheForm.success).toBe(false);
    expect(fieldCodes(inTheForm.issues ?? [])).toEqual(answer.body.errors);
    expect(await countRows('players')).toBe(players);
  });
});
