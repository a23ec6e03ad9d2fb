import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/api';
import type { Call } from '../../contract/call';
import { createStaff, createTestServer, type TestServer } from '../testing/harness';

// Every call of the contract, checked the same way: it is served, it refuses callers without the
// right token, and it refuses another player's id, changing nothing.
let server: TestServer;
let player: { playerId: number; token: string };
let other: { playerId: number; token: string };
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  player = await server.register();
  other = await server.register();
});
afterAll(() => server.close());

const apiDoc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'api.md'), 'utf8');
const calls = Object.entries(api) as [keyof typeof api, Call][];

function requestKeys(call: Call): string[] {
  const schema = call.request as v.GenericSchema & {
    entries?: Record<string, unknown>;
    pipe?: { entries?: Record<string, unknown> }[];
    wrapped?: { entries?: Record<string, unknown> };
  };
  const entries = schema.entries ?? schema.pipe?.[0]?.entries ?? schema.wrapped?.entries ?? {};
  return Object.keys(entries);
}

async function snapshot() {
  const { rows } = await server.db.query<{ state: string }>(
    `SELECT (SELECT count(*) FROM financial_transactions) || ':' || (SELECT count(*) FROM journal) || ':' ||
            (SELECT count(*) FROM player_messages) || ':' || (SELECT count(*) FROM site_content) || ':' ||
            (SELECT string_agg(address || phone_number, ',' ORDER BY id) FROM players) AS state`,
  );
  return rows[0]?.state;
}

describe('every contract call', () => {
  it.each(calls)('%s is served at its exact path', (name, call) => {
    const served = server.app.routes.some(
      (route) => route.method === call.method && route.path === `/api/${call.path}`,
    );
    expect(served, `${call.method} /api/${call.path}`).toBe(true);
  });

  it.each(calls.filter(([, call]) => call.auth === 'player' || call.auth === 'staff'))(
    '%s answers 401 without a token',
    async (name) => {
      const before = await snapshot();
      const result = await server.call(name, {});
      expect(result.httpStatus).toBe(401);
      expect(result.body).toEqual({ status: 0, code: 'unauthorized' });
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(calls.filter(([, call]) => call.auth === 'staff'))(
    '%s answers 403 to a player',
    async (name) => {
      const result = await server.call(name, {}, { token: player.token });
      expect(result.httpStatus).toBe(403);
    },
  );

  const owned = calls.filter(([, call]) => call.ownerField !== undefined);

  it('marks every call that names the acting player', () => {
    const naming = calls.filter(([, call]) =>
      requestKeys(call).some((key) => key === 'playerId' || key === 'player_id'),
    );
    expect(naming.every(([, call]) => call.ownerField !== undefined)).toBe(true);
    expect(owned.map(([name]) => name).sort()).toEqual(
      [
        'generateWallet',
        'getBetList',
        'getFinancialTransactions',
        'getPlayerBalance',
        'getPlayerProfile',
        'getBets',
        'placeBet',
        'cashOut',
        'setAutoCashOut',
        'playerSendMessage',
        'sendWithdrawalRequest',
        'updatePlayerPassword',
        'updateProfile',
        'getProtectionStatus',
        'setLimit',
        'confirmLimit',
        'setRealityCheck',
        'takeBreak',
        'exportHistory',
        'requestExclusionReview',
      ].sort(),
    );
  });

  it.each(owned)(
    "%s refuses another player's id with 403 and changes nothing",
    async (name, call) => {
      const before = await snapshot();
      const body = { [call.ownerField as string]: other.playerId };
      const result = await server.call(name, body, {
        token: player.token,
        idempotencyKey: `key-for-${name}-0001`,
      });
      expect(result.httpStatus).toBe(403);
      expect(result.body).toEqual({ status: 0, code: 'forbidden' });
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(calls)('%s is documented in docs/api.md', (name, call) => {
    expect(apiDoc).toContain(`\`/api/${call.path}\``);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const result = await server.raw('POST', '/api/front/no_such_call', { body: '{}' });
    expect(result.httpStatus).toBe(404);
    expect(result.body).toEqual({ status: 0, code: 'not_found' });
  });

  it('refuses a body that is not JSON with bad_request', async () => {
    const result = await server.raw('POST', '/api/front/validate_player_name', {
      body: '{not json',
    });
    expect(result.httpStatus).toBe(400);
    expect(result.body.code).toBe('bad_request');
  });

  it('a staff token works for staff calls', async () => {
    const result = await server.call(
      'adminGetSiteContent',
      {},
      { token: (await createStaff(server.deps)).token },
    );
    expect(result.httpStatus).toBe(200);
  });
});
