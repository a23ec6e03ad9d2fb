// A server of the browser tests whose time the tests own: the product as serve.ts runs it (the
// client build the main server made, a fresh embedded database with the demo data), with the
// rules' clock a harness moves on (server/testing/steerable-clock.ts), a sportsbook the tests feed
// by hand, and the calls that do both, which exist only here: GET /__e2e__/clock answers { now }
// (ms), POST /__e2e__/clock with { advanceMs } moves it on; POST /__e2e__/feed with lines of the
// scripted feed's format (docs/sportsbook-scripted-feed.md; `at` is ignored) applies them at once,
// in order, as the scripted feed applies its lines. Started per Playwright worker by
// timed-server.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { startNode } from '../../server/node';
import { createSteerableClock } from '../../server/testing/steerable-clock';
import { E2E_CALLBACK_SECRET } from './processor';
import { mailDirectory, startSmtpSink } from './smtp-sink';
import type { FeedStart } from '../../server/composition';
import {
  FeedScriptError,
  parseFeedScript,
} from '../../server/modules/sportsbook/feed/scripted/feed-script';
import { applyScriptLine } from '../../server/modules/sportsbook/feed/scripted/scripted-feed';
import { CLOCK_PATH, FEED_PATH, TIMED_ADMIN_PASSWORD } from './timed-clock';

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
  ADMIN_PASSWORD: TIMED_ADMIN_PASSWORD,
  SMTP_URL: `smtp://127.0.0.1:${String(smtp.port)}`,
  PROCESSOR_CALLBACK_SECRET: E2E_CALLBACK_SECRET,
  RATE_LIMIT_SCALE: '20',
  // as the main server (serve.ts): no day's wait for withdrawals after a security change
  SECURITY_CHANGE_WITHDRAWAL_HOLD_HOURS: '0',
  // an in-play bet waits a second of the clock: a test moves it on, or the second passes
  SPORTS_LIVE_DELAY_SECONDS: '1',
  LOG_LEVEL: 'warn',
});

// the book's feed is what the tests send to FEED_PATH, applied as the scripted feed applies a line
let feed: FeedStart | undefined;

async function applyFeedLines(request: Request): Promise<Response> {
  if (!feed) return Response.json({ error: 'the feed has not started' }, { status: 503 });
  let lines;
  try {
    lines = parseFeedScript(FEED_PATH, await request.text());
  } catch (error) {
    if (!(error instanceof FeedScriptError)) throw error;
    return Response.json({ error: error.message }, { status: 400 });
  }
  for (const line of lines) await applyScriptLine(feed, feed.db, line);
  return Response.json({ applied: lines.length });
}

const node = await startNode(config, {
  clock,
  feed: (start) => {
    feed = start;
    return null;
  },
  fetch:
    (app) =>
    async (request, ...rest) => {
      const url = new URL(request.url);
      if (url.pathname === FEED_PATH && request.method === 'POST') return applyFeedLines(request);
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
