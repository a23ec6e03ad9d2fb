// `npm run bench:api`: loads the authenticated balance call (front/get_player_balance) with
// autocannon, no pipelining, on PGlite and on PostgreSQL, against the real application and a bare
// node:http handler doing the same query, and prints requests/s, p50/p99 and the ratio.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { benchPostgresUrl as postgresUrl } from './harness';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Ready {
  port: number;
  token: string;
  playerId: number;
}

async function startServer(
  handler: 'app' | 'bare',
  databaseUrl: string | undefined,
): Promise<{ child: ChildProcess; ready: Ready }> {
  const args = ['--import', 'tsx', 'tests/bench/bench-server.ts', `--handler=${handler}`];
  if (databaseUrl) args.push(`--database-url=${databaseUrl}`);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = await new Promise<Ready>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as Ready));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ready };
}

async function load(ready: Ready, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${ready.port}/api/front/get_player_balance`,
    method: 'POST',
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ready.token}` },
    body: JSON.stringify({ id: ready.playerId }),
  });
}

async function measure(handler: 'app' | 'bare', databaseUrl: string | undefined) {
  const { child, ready } = await startServer(handler, databaseUrl);
  try {
    await load(ready, 2); // warm up
    const result = await load(ready, DURATION_SECONDS);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${handler}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const rows: string[] = [];
for (const [name, url] of [
  ['PGlite', undefined],
  ['PostgreSQL', postgresUrl],
] as const) {
  const app = await measure('app', url);
  const bare = await measure('bare', url);
  const ratio = app.requestsPerSecond / bare.requestsPerSecond;
  rows.push(
    `| ${name} | application | ${app.requestsPerSecond.toFixed(0)} | ${app.p50} ms | ${app.p99} ms | ${ratio.toFixed(2)} |`,
    `| ${name} | bare node:http | ${bare.requestsPerSecond.toFixed(0)} | ${bare.p50} ms | ${bare.p99} ms | 1.00 |`,
  );
}

process.stdout.write(
  `\nfront/get_player_balance, ${CONNECTIONS} connections, no pipelining, ${DURATION_SECONDS} s each, ${process.env.CI ? 'CI' : 'local'} machine\n\n` +
    '| database | handler | requests/s | p50 | p99 | ratio to bare |\n|---|---|---|---|---|---|\n' +
    `${rows.join('\n')}\n`,
);
