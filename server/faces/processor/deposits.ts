import type { Hono } from 'hono';
import { satoshisToMbtc } from '../../../contract/money';
import { btcCallback } from '../../../contract/processor/deposits';
import { bindProcessorCall } from './bind';
import type { AppDeps } from '../../deps';
import { applyDepositOutput } from '../../modules/wallet/deposits';
import { announceMoneyChange } from '../../modules/wallet/money-events';

export function registerProcessorDepositCalls(app: Hono, deps: AppDeps): void {
  const { realtime } = deps;

  bindProcessorCall(app, deps, btcCallback, async ({ input, afterCommit }) => {
    const { playerId, transactionId, balance, result } = await applyDepositOutput(deps, input);
    if (result !== 'already_credited') {
      const status = result === 'credited' ? 'complete' : 'pending';
      const amount = satoshisToMbtc(input.amount);
      announceMoneyChange(realtime, afterCommit, {
        playerId,
        balance,
        transaction: { id: transactionId, type: 'deposit', status, amount },
      });
    }
    deps.logger.info('deposit callback', { transactionId, result });
    return { status: 1, result, transactionId };
  });

  // the withdrawal's change commits with the operator's audit entry
}
