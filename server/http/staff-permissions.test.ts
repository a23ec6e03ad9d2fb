import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiName } from '../../contract/api';
import type { Call } from '../../contract/call';
import { rolesGrant, STAFF_ROLES, type StaffRole } from '../../contract/staff-roles';
import { createStaff, createTestServer, type TestServer } from '../testing/harness';

// The route × role matrix, generated from the contract: every staff call refuses every role
// whose permissions lack its own with 403 (before reading the body), refuses a caller without a
// staff session with 401, and lets a role with it past authorisation.
let server: TestServer;
let player: { token: string };
const tokens = new Map<StaffRole, string>();
beforeAll(async () => {
  server = await createTestServer();
  player = await server.register();
  for (const role of STAFF_ROLES) tokens.set(role, (await createStaff(server.deps, [role])).token);
});
afterAll(() => server.close());

const staffCalls = (Object.entries(api) as [ApiName, Call][]).filter(
  ([, call]) => call.auth === 'staff',
);
const matrix = staffCalls.flatMap(([name, call]) =>
  STAFF_ROLES.map((role) => [name, role, call] as const),
);

const send = (call: Call, token: string | null, body = '{}') =>
  server.raw('POST', `/api/${call.path}`, {
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

describe('the route × role matrix', () => {
  it.each(matrix)('%s as %s', async (_, role, call) => {
    const permission = call.permission;
    if (!permission) throw new Error('a staff call without a permission');
    if (rolesGrant([role], permission)) {
      // logging out would end the session the other rows share
      const token =
        call.path === 'admin/auth/logout'
          ? (await createStaff(server.deps, [role])).token
          : (tokens.get(role) as string);
      const result = await send(call, token);
      expect(result.httpStatus, JSON.stringify(result.body)).not.toBe(401);
      expect(result.httpStatus, JSON.stringify(result.body)).not.toBe(403);
    } else {
      // refused before the body is read: a body that is not even JSON gets the same answer
      const result = await send(call, tokens.get(role) as string, '{not json');
      expect(result.httpStatus).toBe(403);
      expect(result.body).toEqual({ status: 0, code: 'forbidden' });
    }
  });

  it.each(staffCalls)('%s answers 401 without a token and 403 to a player', async (_, call) => {
    expect((await send(call, null, '{not json')).httpStatus).toBe(401);
    const asPlayer = await send(call, player.token, '{not json');
    expect(asPlayer.httpStatus).toBe(403);
    expect(asPlayer.body).toEqual({ status: 0, code: 'forbidden' });
  });

  it('refuses a staff token at a player call', async () => {
    const result = await server.call('currentPlayer', {}, { token: tokens.get('admin') as string });
    expect(result.httpStatus).toBe(401);
  });
});
