// A server of the browser tests whose time the tests own: the product as serve.ts runs it (the
// client build the main server made, a fresh embedded database with the demo data), with the
// rules' clock a harness moves on (server/testing/steerable-clock.ts) and the calls that move it,
// which exist only here: GET /__e2e__/clock answers { now } (ms), POST /__e2e__/clock with
// { advanceMs } moves it on. Started per Playwright worker by timed-server.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { startNode } from '../../server/node';
import { createSteerableClock } from '../../server/testing/steerable-clock';
import { E2E_CALLBACK_SECRET } from './processor';
import { mailDirectory, startSmtpSink } from './smtp-sink';
import { CLOCK_PATH } from './timed-clock';

const clock = createSteerableClock();
// its emails land beside the main server's, where the specs read them (smtp-sink.ts)
const smtp = await startSmtpSink(mailDirectory(process.env.E2E_PORT ?? '8181'));
const config = readConfig({
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'casino-e2e-timed-')),
  DATABASE_URL: '',
  GEO_COUNTRY_HEADER: 'cf-ipcountry',
  TRUST_PROXY: 'true',
  ADMIN_PASSWORD: 'e2e-admin-password',
  SMTP_URL: `smtp://127.0.0.1:${String(smtp.port)}`,
  PROCESSOR_CALLBACK_SECRET: E2E_CALLBACK_SECRET,
  RATE_LIMIT_SCALE: '20',
  // as the main server (serve.ts): no day's wait for withdrawals after a security change
  SECURITY_CHANGE_WITHDRAWAL_HOLD_HOURS: '0',
  // its sportsbook is what a test scripts (SPORTS_FEED=scripted), else none
  SPORTS_FEED: process.env.SPORTS_FEED ?? 'none',
  LOG_LEVEL: 'warn',
});

const node = await startNode(config, {
  clock,
  fetch:
    (app) =>
    async (request, ...rest) => {
      const url = new URL(request.url);
      if (url.pathname !== CLOCK_PATH) return app.fetch(request, ...rest);
      if (request.method === 'POST') {
        const { advanceMs } = (await request.json()) as { advanceMs: number };
        if (!Number.isInteger(advanceMs) || advanceMs < 0)
          return Response.json(
            { error: 'advanceMs: a whole number of ms, 0 or more' },
            { status: 400 },
          );
        clock.advance(advanceMs);
      }
      return Response.json({ now: clock.now().getTime() });
    },
});
process.stdout.write(`timed server ready on ${String(config.PORT)}\n`);
const stop = () => void node.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
