// The crypto processor's side of the browser tests: callbacks signed with the secret the e2e
// server is started with, as the real processor would send them.
import { createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { SIGNATURE_HEADER } from '../../contract/processor/deposits';

export const E2E_CALLBACK_SECRET = 'e2e-processor-callback-secret-0123456789';

/** Reports `satoshis` paid to `address` with `confirmations`; answers the transaction's id. */
export async function sendDepositCallback(
  request: APIRequestContext,
  deposit: { address: string; satoshis: number; confirmations: number; txid?: string },
): Promise<{ txid: string; result: string; transactionId: number }> {
  const txid = deposit.txid ?? randomBytes(32).toString('hex');
  const body = JSON.stringify({
    txid,
    vout: 0,
    address: deposit.address,
    amount: deposit.satoshis,
    confirmations: deposit.confirmations,
  });
  const response = await request.post('/api/payment/callback/btc', {
    data: body,
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: createHmac('sha256', E2E_CALLBACK_SECRET).update(body).digest('hex'),
    },
  });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { result: string; transactionId: number };
  return { txid, ...answer };
}
