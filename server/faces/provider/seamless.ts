import type { Hono } from 'hono';
import {
  providerBalance,
  providerBet,
  providerRollback,
  providerWin,
} from '../../../contract/provider/seamless';
import type { AppDeps } from '../../deps';
import { bindProviderCall } from './bind';
import { announceMoneyChange, type AfterCommit } from '../../modules/wallet/money-events';
import { runMovement, type MovementResult } from '../../modules/seamless/movement';
import {
  placeBet,
  readSessionBalance,
  rollBackBet,
  settleWin,
} from '../../modules/seamless/wallet';

/** The seamless wallet: game providers move a player's money through these calls only. */
export function registerProviderWalletCalls(app: Hono, deps: AppDeps): void {
  const { db, realtime } = deps;

  /** A movement that moved money (not a replay or a refusal) tells the player's apps. */
  const announce = ({ player }: MovementResult, afterCommit: AfterCommit) => {
    if (player)
      announceMoneyChange(realtime, afterCommit, { playerId: player.id, balance: player.balance });
  };

  bindProviderCall(app, deps, providerBalance, ({ input, provider }) =>
    readSessionBalance(db, provider.id, input.token, input.game, deps.clock.now()),
  );

  bindProviderCall(app, deps, providerBet, async ({ input, provider, afterCommit }) => {
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
      work: placeBet(provider.id, input, deps.clock.now()),
    });
    announce(result, afterCommit);
    return result.body;
  });

  bindProviderCall(app, deps, providerWin, async ({ input, provider, afterCommit }) => {
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

  bindProviderCall(app, deps, providerRollback, async ({ input, provider, afterCommit }) => {
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
