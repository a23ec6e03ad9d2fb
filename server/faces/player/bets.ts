import type { Hono } from 'hono';
import { getBetList } from '../../../contract/bets';
import type { AppDeps } from '../../deps';
import { bindPlayerCall } from './bind';
import { listSettledBets } from '../../modules/bets/repository';

export function registerPlayerBetCalls(app: Hono, deps: AppDeps): void {
  bindPlayerCall(app, deps, getBetList, async ({ input, caller }) => ({
    status: 1,
    transactions: await listSettledBets(deps.db, caller.playerId, input),
  }));
}
