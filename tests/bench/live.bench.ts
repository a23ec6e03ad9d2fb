// `npm run bench:live`: the Crash table's tick fan-out, beside a floor measured in the same run.
//
// Two real server processes on one PostgreSQL database (the socket.io PostgreSQL adapter between
// them, as main.ts runs them): the first holds the live-tables singleton (LIVE_TABLES=on) and runs
// the rounds, the second does not (LIVE_TABLES=off) and only relays. BENCH_SOCKETS guest sockets
// (default 1,000) in another process, spread evenly over the two, watch the Crash table; the
// latency of a delivery is its arrival minus the tick's `serverTime` (same machine, same clock).
// Ticks come every 100 ms of a climb only, so a run waits through betting and pauses until
// BENCH_TICKS ticks (default 50) have come. The floor: a bare socket.io server emitting a tick of
// the same shape every 100 ms to the same number of sockets in the same room, with no database
// and no adapter. Each is run BENCH_RUNS times (default 3): the median and the spread (min-max).
import { benchPostgresUrl, median, nextLine, percentile, spread, start, stop } from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const TICKS = Number(process.env.BENCH_TICKS ?? 50);

interface LatencyRun {
  p50: number;
  p99: number;
  lost: number;
  duplicates: number;
}

function latencyOf(latencies: number[], lost: number, duplicates: number): LatencyRun {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), lost, duplicates };
}

/** All sockets' latencies, then those of each port's sockets (in the order of `ports`). */
type Measured = LatencyRun[];

/** The clients on `ports` until TICKS ticks came; `fire` starts the ticks if the server waits. */
async function measure(ports: number[], fire?: () => void): Promise<Measured> {
  const clients = start('tests/bench/live-bench-clients.ts', [
    `--ports=${ports.join(',')}`,
    `--count=${SOCKETS}`,
    `--ticks=${TICKS}`,
  ]);
  try {
    await nextLine<{ ready?: boolean }>(clients, (line) => line.ready === true);
    fire?.();
    const result = await nextLine<{
      latencies?: Record<string, number[]>;
      lost: number;
      duplicates: number;
    }>(clients, (line) => line.latencies !== undefined);
    const byPort = ports.map((port) => result.latencies?.[port] ?? []);
    return [
      latencyOf(byPort.flat(), result.lost, result.duplicates),
      ...byPort.map((latencies) => latencyOf(latencies, NaN, NaN)),
    ];
  } finally {
    await stop(clients, 'x\n');
  }
}

async function bareRun(): Promise<Measured> {
  const server = start('tests/bench/live-bench-server.ts', ['--mode=bare']);
  try {
    const { port } = await nextLine<{ port: number }>(server);
    return await measure([port], () => server.process.stdin?.write('fire\n'));
  } finally {
    await stop(server);
  }
}

async function liveRun(): Promise<Measured> {
  const holder = start('tests/bench/live-bench-server.ts', [
    '--mode=live',
    `--server-url=${benchPostgresUrl}`,
    '--live-tables=on',
  ]);
  const nodes = [holder];
  try {
    const first = await nextLine<{ port: number; databaseUrl: string }>(holder);
    const relay = start('tests/bench/live-bench-server.ts', [
      '--mode=live',
      `--database-url=${first.databaseUrl}`,
      '--live-tables=off',
    ]);
    nodes.unshift(relay); // stopped first: the holder's process drops the database
    const second = await nextLine<{ port: number }>(relay);
    return await measure([first.port, second.port]);
  } finally {
    for (const node of nodes) await stop(node);
  }
}

function row(name: string, runs: LatencyRun[]) {
  const p50 = runs.map((run) => run.p50);
  const p99 = runs.map((run) => run.p99);
  return {
    measure: name,
    'p50 ms (median)': median(p50).toFixed(1),
    'p50 spread': spread(p50),
    'p99 ms (median)': median(p99).toFixed(1),
    'p99 spread': spread(p99),
    'lost (>5 s) / duplicated': runs.every((run) => Number.isNaN(run.lost))
      ? ''
      : runs.map((run) => `${run.lost}/${run.duplicates}`).join(' '),
  };
}

const bare: Measured[] = [];
const live: Measured[] = [];
for (let run = 0; run < RUNS; run++) {
  bare.push(await bareRun());
  live.push(await liveRun());
  process.stderr.write(`run ${run + 1}/${RUNS} done\n`);
}
process.stdout.write(
  `\nCrash tick fan-out: ${SOCKETS} sockets, ${TICKS} ticks a run, ${RUNS} runs, PostgreSQL ` +
    `${new URL(benchPostgresUrl).host || 'Unix socket'}\n`,
);
const part = (runs: Measured[], index: number) =>
  runs.map((measured) => measured[index] as LatencyRun);
console.table([
  row('bare socket.io broadcast, one process (floor)', part(bare, 0)),
  row('live_tick, two nodes over the PostgreSQL adapter', part(live, 0)),
  row('  of which sockets on the holder', part(live, 1)),
  row('  of which sockets on the other node', part(live, 2)),
]);
