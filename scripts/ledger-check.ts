// `npm run ledger:check`: asks the running server to prove its ledger; exits 1 if it does not balance.
import { connectAsOperator } from './lib/operator-client';

const operator = await connectAsOperator();
const result = await operator.call('admin/check_ledger', {});
if (result.status !== 200) {
  process.stderr.write(`ledger check failed: ${JSON.stringify(result.body)}\n`);
  process.exit(1);
}
const report = result.body;
process.stdout.write(
  `journals: ${String(report.journals)}, accounts: ${String(report.accounts)}\n` +
    `unbalanced journals: ${JSON.stringify(report.unbalancedJournals)}\n` +
    `accounts whose balance differs from their entries: ${JSON.stringify(report.mismatchedAccounts)}\n` +
    `player accounts below zero: ${JSON.stringify(report.negativePlayerAccounts)}\n` +
    `ledger ${report.balanced ? 'BALANCED' : 'NOT BALANCED'}\n`,
);
process.exit(report.balanced ? 0 : 1);
