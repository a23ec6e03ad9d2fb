// The server the browser tests run against: a fresh build of the client and a fresh embedded
// database with the demo data, on E2E_PORT. Country comes from the cf-ipcountry header; emails go
// through SMTP to a sink that writes them to mailDirectory(E2E_PORT); processor callbacks are
// signed with E2E_CALLBACK_SECRET.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient } from '../../scripts/lib/build-client';
import { clientDirectory } from './client-directory';
import { E2E_CALLBACK_SECRET } from './processor';
import { prepareStaff } from './serve-staff';
import { mailDirectory, startSmtpSink } from './smtp-sink';
import { E2E_STAFF, staffFile, staffLockFile, staffStepFile } from './staff';

const dataDir = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
const clientDir = clientDirectory(process.env.E2E_PORT ?? '8181');
if (!buildClient(clientDir)) process.exit(1);

const mailDir = mailDirectory(process.env.E2E_PORT ?? '8181');
rmSync(mailDir, { recursive: true, force: true });
const smtp = await startSmtpSink(mailDir);

Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  PORT: process.env.E2E_PORT ?? '8181',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  CLIENT_DIR: clientDir,
  DATABASE_URL: '',
  GEO_COUNTRY_HEADER: 'cf-ipcountry',
  TRUST_PROXY: 'true',
  ADMIN_PASSWORD: 'e2e-admin-password',
  PROCESSOR_CALLBACK_SECRET: E2E_CALLBACK_SECRET,
  // every spec browses from 127.0.0.1: budgets twenty times the real ones (rate-limit.spec.ts
  // spends one from its own address)
  RATE_LIMIT_SCALE: '20',
  // the simulated matches run 120 times faster (a football match in 45 s, a kick-off every 15 s):
  // the sportsbook specs see odds move, goals and final whistles within a test, and the bets of
  // sports-betting.spec.ts settle about two minutes after they are placed
  SPORTS_SIM_SPEED: process.env.SPORTS_SIM_SPEED ?? '120',
  // an in-play bet waits a second (two simulated minutes), not the default 5 s: over ten simulated
  // minutes a goal or a moved price could refuse an in-play bet, which the specs then place again
  SPORTS_LIVE_DELAY_SECONDS: process.env.SPORTS_LIVE_DELAY_SECONDS ?? '1',
  // withdrawals do not wait a day after a password or two-factor change here: security.spec.ts
  // turns two-factor on and then withdraws (the wait is proven in
  // server/modules/identity/security/addresses.test.ts); a new address's hold keeps its 24 hours
  SECURITY_CHANGE_WITHDRAWAL_HOLD_HOURS: '0',
  LOG_LEVEL: 'warn',
});
rmSync(staffFile(process.env.PORT as string), { force: true });
for (const name of E2E_STAFF) {
  rmSync(staffStepFile(process.env.PORT as string, name), { force: true });
  rmSync(staffLockFile(process.env.PORT as string, name), { force: true });
}
await import('../../server/main');
await prepareStaff(
  `http://127.0.0.1:${process.env.PORT}`,
  process.env.PORT as string,
  process.env.ADMIN_PASSWORD as string,
);
