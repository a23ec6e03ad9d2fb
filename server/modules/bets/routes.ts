import type { Hono } from 'hono';
import { getBetList } from '../../../contract/bets';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';
import { listSettledBets } from './repository';

export function registerBetRoutes(app: Hono, deps: AppDeps): void {
  bindCall(app, deps, getBetList, async ({ input, caller }) => ({
    status: 1,
    transactions: await listSettledBets(deps.db, caller.playerId, input),
  }));
}
