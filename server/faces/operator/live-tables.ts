import type { Hono } from 'hono';
import { adminLiveGetRound, adminLiveGetRounds } from '../../../contract/operator/live-tables';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindOperatorCall } from './bind';
import { findRoundWithBets, listTableRounds } from '../../modules/live/operator-repository';
import { liveTablesOf } from '../../modules/live/tables-runner';

/** The back-office's reads of the live tables (`live.read`); chat mutes are in live-chat-mute-routes. */
export function registerOperatorLiveTableCalls(app: Hono, deps: AppDeps): void {
  bindOperatorCall(app, deps, adminLiveGetRounds, async ({ input }) => {
    const page = await listTableRounds(deps.db, input.table, input);
    // a table the catalogue no longer has still shows the rounds it had
    if (page.count === 0) {
      const tables = await liveTablesOf(deps.db);
      if (!tables.some((table) => table.slug === input.table)) throw notFound();
    }
    return { status: 1, ...page };
  });

  bindOperatorCall(app, deps, adminLiveGetRound, async ({ input }) => {
    const found = await findRoundWithBets(deps.db, input.roundId);
    if (!found) throw notFound();
    return { status: 1, ...found };
  });
}
