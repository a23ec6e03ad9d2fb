// Every call the server binds (contract/api.ts and the house provider's own API under
// /house/api/: its games, the live tables and their chat), and how to send a request as its
// caller would: a player's or operator's token, the processor's signature, or the house
// provider's.
import { createHmac, randomUUID } from 'node:crypto';
import { api, type ApiName } from '../../contract/api';
import type { Call } from '../../contract/call';
import { IDEMPOTENCY_HEADER } from '../../contract/constants';
import * as house from '../../contract/house-page/house';
import * as liveChat from '../../contract/house-page/live-chat';
import * as liveTables from '../../contract/house-page/live-tables';
import { PROVIDER_HEADER } from '../../contract/provider/seamless';
import { SIGNATURE_HEADER } from '../../contract/processor/deposits';
import { deriveProviderSecret } from '../modules/seamless/providers';
import { validHouseRequests, validRequests, type FuzzContext } from './fuzz-good-requests';
import type { CallResult, TestServer } from './harness';

export interface FuzzTarget {
  name: string;
  path: string;
  call: Call;
}

const HOUSE_CALLS = [
  house.houseOpen,
  house.houseDice,
  house.houseLimbo,
  house.houseRoulette,
  house.houseHiLoStart,
  house.houseHiLoGuess,
  house.houseHiLoCashOut,
  house.houseRotateSeed,
  house.houseHistory,
  liveTables.liveTableState,
  liveTables.liveCrashBet,
  liveTables.liveCrashCashOut,
  liveTables.liveRouletteBet,
  liveTables.liveRouletteUndo,
  liveTables.liveMyRounds,
  liveTables.liveRoundProof,
  liveChat.liveChatMessages,
  liveChat.liveChatSend,
];

/** Every call the server binds: the contract's API and the house provider's own. */
export const FUZZ_TARGETS: FuzzTarget[] = [
  // staff logout's good request is the empty body, so junk read as empty rightly ends the
  // session the other staff targets use (server/modules/identity/staff/sign-in.test.ts tests it)
  ...(Object.keys(api) as ApiName[])
    .filter((name) => name !== 'staffLogout')
    .map((name) => ({
      name,
      path: `/api/${api[name].path}`,
      call: api[name] as Call,
    })),
  ...HOUSE_CALLS.map((call) => ({
    name: `house ${call.path}`,
    path: `${house.HOUSE_API_BASE}${call.path}`,
    call: call as Call,
  })),
];

/** The good request of a target. */
export function validRequest(ctx: FuzzContext, target: FuzzTarget): unknown {
  if (target.name in api) return validRequests(ctx)[target.name as ApiName];
  return validHouseRequests(ctx)[target.call.path];
}

/** Sends `text` to the target as its rightful caller would. */
export function sendAsCaller(
  server: TestServer,
  ctx: FuzzContext,
  target: FuzzTarget,
  text: string,
): Promise<CallResult> {
  const { call } = target;
  const headers: Record<string, string> = { 'X-Forwarded-For': '203.0.113.10' };
  if (call.auth === 'player' || call.auth === 'optional')
    headers.Authorization = `Bearer ${ctx.player.token}`;
  if (call.auth === 'staff') headers.Authorization = `Bearer ${ctx.staffToken}`;
  if (call.idempotent) headers[IDEMPOTENCY_HEADER] = randomUUID();
  const sign = (secret: string) => createHmac('sha256', secret).update(text).digest('hex');
  if (call.auth === 'processor')
    headers[SIGNATURE_HEADER] = sign(server.deps.secrets.processorCallbackSecret);
  if (call.auth === 'provider') {
    headers[PROVIDER_HEADER] = 'house';
    headers[SIGNATURE_HEADER] = sign(
      deriveProviderSecret(server.deps.secrets.tokenSecret, 'house'),
    );
  }
  if (call.method === 'GET') {
    const query = new URLSearchParams({ q: text.slice(0, 2000) });
    return server.raw('GET', `${target.path}?${query.toString()}`, { headers });
  }
  return server.raw('POST', target.path, { body: text, headers });
}
