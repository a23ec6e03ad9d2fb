// The demo deposit (`npm run deposit`): the crypto processor's signed callback for a made-up output
// to the player's deposit address, as the processor would send it.
import { createHmac, randomBytes } from 'node:crypto';
import type { OperatorClient } from './operator-client';

export interface DemoDeposit {
  username: string;
  satoshis: bigint;
  /** one report with this many confirmations; without it, unconfirmed first, then enough */
  confirmations?: number;
  /** between the unconfirmed report and the confirmed one */
  pauseMs?: number;
  write(line: string): void;
}

/** Sends the callbacks; false when the player is unknown or the server refused one. */
export async function sendDemoDeposit(
  operator: OperatorClient,
  deposit: DemoDeposit,
): Promise<boolean> {
  const { username, write } = deposit;
  const wallet = await operator.call('admin/get_player_deposit_address', { username });
  if (wallet.status !== 200) {
    write(`no such player: ${username} (${JSON.stringify(wallet.body)})`);
    return false;
  }
  const address = wallet.body.walletAddress as string;
  const required = wallet.body.requiredConfirmations as number;
  const txid = randomBytes(32).toString('hex');
  const reports = deposit.confirmations === undefined ? [0, required] : [deposit.confirmations];
  for (const [index, confirmations] of reports.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, deposit.pauseMs ?? 1500));
    const body = JSON.stringify({
      txid,
      vout: 0,
      address,
      amount: Number(deposit.satoshis),
      confirmations,
    });
    const signature = createHmac('sha256', operator.secrets.processorCallbackSecret)
      .update(body)
      .digest('hex');
    const result = await operator.call('payment/callback/btc', body, { 'X-Signature': signature });
    write(`${confirmations} confirmation(s) -> ${result.status} ${JSON.stringify(result.body)}`);
    if (result.status !== 200) return false;
  }
  write(`deposit to ${username} (${address}), txid ${txid}`);
  return true;
}
