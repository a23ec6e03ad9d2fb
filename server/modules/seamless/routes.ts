import type { Hono } from 'hono';
import { PLAYER_CURRENCY } from '../../../contract/constants';
import { satoshisToMbtc } from '../../../contract/money';
import {
  providerBalance,
  providerBet,
  providerRollback,
  providerWin,
} from '../../../contract/seamless';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';
import { runMovement, type MovementResult } from './movement';
import { placeBet, readSessionBalance, rollBackBet, settleWin } from './wallet';

/** The seamless wallet: game providers move a player's money through these calls only. */
export function registerSeamlessRoutes(app: Hono, deps: AppDeps): void {
  const { db, realtime } = deps;

  const announce = (result: MovementResult, afterCommit: (effect: () => void) => void) => {
    const { player } = result;
    if (!player) return;
    afterCommit(() =>
      realtime.publish(player.id, 'balance', {
        real_balance: satoshisToMbtc(player.balance),
        player_currency: PLAYER_CURRENCY,
      }),
    );
  };

  bindCall(app, deps, providerBalance, ({ input, provider }) =>
    readSessionBalance(db, provider.id, input.token, input.game),
  );

  bindCall(app, deps, providerBet, async ({ input, provider, afterCommit }) => {
    const result = await runMovement(db, {
      providerId: provider.id,
      kind: 'bet',
      transactionId: input.transactionId,
      request: {
        token: input.token,
        game: input.game,
        roundId: input.roundId,
        amount: input.amount.toString(),
      },
      work: placeBet(provider.id, input),
    });
    announce(result, afterCommit);
    return result.body;
  });

  bindCall(app, deps, providerWin, async ({ input, provider, afterCommit }) => {
    const result = await runMovement(db, {
      providerId: provider.id,
      kind: 'win',
      transactionId: input.transactionId,
      request: { game: input.game, roundId: input.roundId, amount: input.amount.toString() },
      work: settleWin(provider.id, input),
    });
    announce(result, afterCommit);
    return result.body;
  });

  bindCall(app, deps, providerRollback, async ({ input, provider, afterCommit }) => {
    const result = await runMovement(db, {
      providerId: provider.id,
      kind: 'rollback',
      transactionId: input.transactionId,
      request: {},
      work: rollBackBet(provider.id, input.transactionId),
    });
    announce(result, afterCommit);
    return result.body;
  });
}
