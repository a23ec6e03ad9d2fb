// `npm run deposit -- <username> <mBTC> [confirmations]`: signs and sends the crypto processor's
// callback for a made-up output to the player's deposit address, as the processor would. Without
// a confirmations count it reports the output unconfirmed first, then with enough confirmations.
import { mbtcToSatoshis } from '../contract/money';
import { sendDemoDeposit } from './lib/demo-deposit';
import { connectAsOperator } from './lib/operator-client';

const [username, amountText, confirmationsText] = process.argv.slice(2);
const satoshis = amountText ? mbtcToSatoshis(amountText) : null;
if (!username || satoshis === null || satoshis <= 0n) {
  process.stderr.write('usage: npm run deposit -- <username> <mBTC> [confirmations]\n');
  process.exit(64);
}

const operator = await connectAsOperator().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
const sent = await sendDemoDeposit(operator, {
  username,
  satoshis,
  ...(confirmationsText !== undefined && { confirmations: Number(confirmationsText) }),
  write: (line) => process.stdout.write(`${line}\n`),
});
if (!sent) process.exit(1);
process.stdout.write(`${amountText} mBTC deposited\n`);
