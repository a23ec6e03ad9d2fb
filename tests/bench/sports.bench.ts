// `npm run bench:sports`: the sportsbook's two figures, each beside a floor measured in the same run.
//
// 1. Feed message to client latency with 1,000 connected sockets: a server applies odds_change
//    messages to one in-play event (applyFeedMessage, then the feed publisher, as the feed runner
//    does) while 1,000 guest sockets in another process watch the event's room; the latency of a
//    delivery is its arrival minus the start of the message's apply. The floor: a bare socket.io
//    server emitting the same payload to the same room, with no database and no publisher.
//    Goal: p99 under 250 ms.
// 2. Bet placement throughput on PostgreSQL: front/sports/place_bet (singles on pre-match events,
//    a fresh Idempotency-Key each) under autocannon, beside a bare node:http handler running one
//    write transaction (a row lock, an update, an insert) per request on the same server, once
//    with the bets spread over 20 events and once all on one (they take turns at its liability
//    lock). The load generator runs in this process, the server in its own, so the server's CPU
//    is its own; the table shows each one's CPU per request and its PostgreSQL connections' (from /proc).
//    BENCH_DATABASE_URL chooses the PostgreSQL server and the way to it (TCP or a Unix socket).
//    Goal: at least 300 bets/s.
//
// Each is run RUNS times (default 3); the table shows the median and the spread (min-max).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  benchPostgresUrl as postgresUrl,
  type Child,
  median,
  nextLine,
  percentile,
  spread,
  start,
  stop,
} from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `feed` or `place` runs only that part; both by default. */
const PART = process.env.BENCH_PART ?? 'both';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 40);
const MESSAGE_INTERVAL_MS = 200;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const postgresWay = new URL(postgresUrl).searchParams.get('host')?.startsWith('/')
  ? 'Unix socket'
  : 'TCP';

interface LatencyRun {
  p50: number;
  p99: number;
  lost: number;
}

async function latencyRun(mode: 'bare' | 'feed', databaseUrl?: string): Promise<LatencyRun> {
  const server = start('tests/bench/sports-bench-server.ts', [
    `--mode=${mode}`,
    ...(databaseUrl ? [`--database-url=${databaseUrl}`] : []),
  ]);
  const clientsProcess: Child[] = [];
  try {
    const { port, eventId } = await nextLine<{ port: number; eventId: string }>(server);
    const clients = start('tests/bench/sports-bench-clients.ts', [
      `--port=${port}`,
      `--event=${eventId}`,
      `--count=${SOCKETS}`,
    ]);
    clientsProcess.push(clients);
    await nextLine<{ ready?: boolean }>(clients, (line) => line.ready === true);

    const startedAt = new Map<number, number>();
    const arrivals = new Map<number, number[]>();
    server.lines.on('line', (text) => {
      const line = JSON.parse(text) as { fired?: number; startedAt?: number };
      if (line.fired !== undefined) startedAt.set(line.fired, line.startedAt as number);
    });
    clients.lines.on('line', (text) => {
      const line = JSON.parse(text) as { index?: number; receivedAt?: number[] };
      if (line.index !== undefined) arrivals.set(line.index, line.receivedAt as number[]);
    });
    server.process.stdin?.write(`fire ${MESSAGES} ${MESSAGE_INTERVAL_MS}\n`);
    await nextLine<{ done?: boolean }>(server, (line) => line.done === true);
    // the last message's arrivals, or their timeout
    const deadline = Date.now() + 6_000;
    while (arrivals.size < MESSAGES && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies: number[] = [];
    let lost = 0;
    for (let index = 0; index < MESSAGES; index++) {
      const start = startedAt.get(index) as number;
      const times = arrivals.get(index) ?? [];
      lost += SOCKETS - times.length;
      for (const time of times) latencies.push(time - start);
    }
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost };
  } finally {
    for (const clients of clientsProcess) await stop(clients, 'x\n');
    await stop(server);
  }
}

interface Ready {
  port: number;
  players: { playerId: number; token?: string }[];
  selections?: string[];
  database?: string;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds (user + system) a process has used, from /proc (Linux); NaN elsewhere. */
function cpuMsOf(pid: string | number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** CPU milliseconds of the PostgreSQL server processes serving `database` (their titles name it). */
function postgresCpuMs(database: string | undefined): number {
  if (!database) return NaN;
  let total = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        if (title.startsWith('postgres') && title.includes(` ${database} `)) total += cpuMsOf(pid);
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return NaN;
  }
  return total;
}

interface ThroughputRun {
  perSecond: number;
  /** CPU per request of the server process and of its PostgreSQL connections, in ms */
  serverCpuMs: number;
  postgresCpuMs: number;
}

async function throughputRun(mode: 'write' | 'place', events = 20): Promise<ThroughputRun> {
  const server = start('tests/bench/sports-bench-server.ts', [
    `--mode=${mode}`,
    `--database-url=${postgresUrl}`,
    `--events=${events}`,
  ]);
  try {
    const ready = await nextLine<Ready>(server);
    const path = mode === 'place' ? '/api/front/sports/place_bet' : '/';
    let next = 0;
    const request = () => {
      const index = next++;
      const player = ready.players[index % ready.players.length] as Ready['players'][number];
      const selections = ready.selections ?? [];
      const outcomeId = selections[index % Math.max(1, selections.length)];
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (player.token) {
        headers.Authorization = `Bearer ${player.token}`;
        headers['Idempotency-Key'] = randomUUID();
      }
      const body = JSON.stringify({
        playerId: player.playerId,
        stake: 1,
        type: 'single',
        selections: [{ outcomeId, oddsMilli: 2000 }],
        oddsPolicy: 'any',
      });
      return { headers, body };
    };
    if (mode === 'place') {
      // one bet by hand first: a refusal is a broken benchmark, not a figure
      const first = request();
      const response = await fetch(`http://127.0.0.1:${ready.port}${path}`, {
        method: 'POST',
        ...first,
      });
      if (!response.ok)
        throw new Error(`place_bet answered ${response.status}: ${await response.text()}`);
    }
    const load = (seconds: number) =>
      autocannon({
        url: `http://127.0.0.1:${ready.port}${path}`,
        method: 'POST',
        connections: CONNECTIONS,
        pipelining: 1,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, ...request() }) }],
      });
    await load(2); // warm up
    const serverBefore = cpuMsOf(server.process.pid as number);
    const postgresBefore = postgresCpuMs(ready.database);
    const result = await load(DURATION_SECONDS);
    const requests = result.requests.total;
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${mode}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return {
      perSecond: result.requests.average,
      serverCpuMs: (cpuMsOf(server.process.pid as number) - serverBefore) / requests,
      postgresCpuMs: (postgresCpuMs(ready.database) - postgresBefore) / requests,
    };
  } finally {
    await stop(server);
  }
}

async function repeat<T>(runs: number, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < runs; index++) results.push(await run());
  return results;
}

const latencyRows: string[] = [];
const latencySetups = [
  ['bare socket.io (floor)', 'bare', undefined],
  ['feed → sockets, PGlite', 'feed', undefined],
  ['feed → sockets, PostgreSQL + adapter', 'feed', postgresUrl],
] as const;
let bareP99 = NaN;
const feedP99s: number[] = [];
for (const [name, mode, url] of PART === 'place' ? [] : latencySetups) {
  const runs = await repeat(RUNS, () => latencyRun(mode, url));
  const p50 = median(runs.map((run) => run.p50));
  const p99 = median(runs.map((run) => run.p99));
  if (mode === 'bare') bareP99 = p99;
  else feedP99s.push(p99);
  const lost = runs.reduce((total, run) => total + run.lost, 0);
  latencyRows.push(
    `| ${name} | ${p50.toFixed(1)} ms (${spread(runs.map((run) => run.p50))}) | ${p99.toFixed(1)} ms (${spread(runs.map((run) => run.p99))}) | ${(p99 / bareP99).toFixed(2)} | ${lost} |`,
  );
}

const noRun: ThroughputRun = { perSecond: NaN, serverCpuMs: NaN, postgresCpuMs: NaN };
const writeRuns = PART === 'feed' ? [noRun] : await repeat(RUNS, () => throughputRun('write'));
const betRuns = PART === 'feed' ? [noRun] : await repeat(RUNS, () => throughputRun('place'));
// every bet on one event: they take turns at its liability lock (docs/sportsbook-settlement.md)
const hotRuns = PART === 'feed' ? [noRun] : await repeat(RUNS, () => throughputRun('place', 1));
const writes = writeRuns.map((run) => run.perSecond);
const bets = betRuns.map((run) => run.perSecond);
const hotBets = hotRuns.map((run) => run.perSecond);
const writeMedian = median(writes);
const betMedian = median(bets);
const hotMedian = median(hotBets);
const cpuCells = (runs: ThroughputRun[]) =>
  `${median(runs.map((run) => run.serverCpuMs)).toFixed(2)} ms | ${median(runs.map((run) => run.postgresCpuMs)).toFixed(2)} ms`;

// a part left out with BENCH_PART prints nothing, and its goal says so
const feedGoal =
  feedP99s.length === 0 ? 'not measured' : feedP99s.every((p99) => p99 < 250) ? 'met' : 'NOT met';
const placementGoal = bets.length === 0 ? 'not measured' : betMedian >= 300 ? 'met' : 'NOT met';
process.stdout.write(
  [
    ...(feedP99s.length === 0
      ? []
      : [
          '',
          `Feed message to client, ${SOCKETS} sockets, ${MESSAGES} messages every ${MESSAGE_INTERVAL_MS} ms, median of ${RUNS} runs (spread):`,
          '',
          '| setup | p50 | p99 | p99 / floor | deliveries lost |',
          '| --- | --- | --- | --- | --- |',
          ...latencyRows,
        ]),
    ...(bets.length === 0
      ? []
      : [
          '',
          `Bet placement on PostgreSQL (${postgresWay}), ${CONNECTIONS} connections, ${DURATION_SECONDS} s, median of ${RUNS} runs (spread); CPU per request (medians):`,
          '',
          '| handler | requests/s | ratio | server process CPU | PostgreSQL CPU |',
          '| --- | --- | --- | --- | --- |',
          `| front/sports/place_bet, 20 events | ${betMedian.toFixed(0)} (${spread(bets, 0)}) | ${(betMedian / writeMedian).toFixed(2)} | ${cpuCells(betRuns)} |`,
          `| front/sports/place_bet, all on 1 event | ${hotMedian.toFixed(0)} (${spread(hotBets, 0)}) | ${(hotMedian / writeMedian).toFixed(2)} | ${cpuCells(hotRuns)} |`,
          `| bare write transaction (floor) | ${writeMedian.toFixed(0)} (${spread(writes, 0)}) | 1.00 | ${cpuCells(writeRuns)} |`,
        ]),
    '',
    `Goals: feed p99 under 250 ms: ${feedGoal}; at least 300 bets/s: ${placementGoal}.`,
    '',
  ].join('\n'),
);
process.exit(0);
