// `npm run deposit -- <username> <mBTC> [confirmations]`: signs and sends the crypto processor's
// callback for a made-up output to the player's deposit address, as the processor would. Without
// a confirmations count it reports the output unconfirmed first, then with enough confirmations.
import { createHmac, randomBytes } from 'node:crypto';
import { mbtcToSatoshis } from '../contract/money';
import { connectAsOperator } from './lib/operator-client';

const [username, amountText, confirmationsText] = process.argv.slice(2);
const satoshis = amountText ? mbtcToSatoshis(amountText) : null;
if (!username || satoshis === null || satoshis <= 0n) {
  process.stderr.write('usage: npm run deposit -- <username> <mBTC> [confirmations]\n');
  process.exit(64);
}

const operator = await connectAsOperator();
const wallet = await operator.call('admin/get_player_deposit_address', { username });
if (wallet.status !== 200) {
  process.stderr.write(`no such player: ${username} (${JSON.stringify(wallet.body)})\n`);
  process.exit(1);
}
const address = wallet.body.walletAddress as string;
const required = wallet.body.requiredConfirmations as number;
const txid = randomBytes(32).toString('hex');
const reports = confirmationsText === undefined ? [0, required] : [Number(confirmationsText)];

for (const confirmations of reports) {
  const body = JSON.stringify({ txid, vout: 0, address, amount: Number(satoshis), confirmations });
  const signature = createHmac('sha256', operator.secrets.processorCallbackSecret)
    .update(body)
    .digest('hex');
  const result = await operator.call('payment/callback/btc', body, { 'X-Signature': signature });
  process.stdout.write(
    `${confirmations} confirmation(s) -> ${result.status} ${JSON.stringify(result.body)}\n`,
  );
  if (result.status !== 200) process.exit(1);
  if (reports.length > 1 && confirmations === 0)
    await new Promise((resolve) => setTimeout(resolve, 1500));
}
process.stdout.write(`deposit of ${amountText} mBTC to ${username} (${address}), txid ${txid}\n`);
