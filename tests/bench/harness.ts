// What the benchmarks share: the PostgreSQL they run on, the child processes they start and talk
// to by JSON lines (servers, clients), the watching sockets of the client processes, and the
// figures of their tables (percentiles, medians, spreads).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { io, type Socket } from 'socket.io-client';

/**
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the machine's PostgreSQL over TCP; e.g.
 * postgres://postgres@localhost/test?host=/var/run/postgresql for the Unix socket.
 */
export const benchPostgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export interface Child {
  process: ChildProcess;
  lines: Interface;
}

/** Runs `script` (TypeScript, through tsx) in its own process; its stdout read line by line. */
export function start(script: string, args: string[]): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return {
    process: child,
    lines: createInterface({ input: child.stdout as NodeJS.ReadableStream }),
  };
}

/** The child's next JSON line that `accept` takes; rejects if the child exits first. */
export function nextLine<T>(child: Child, accept: (line: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const onLine = (text: string) => {
      const line = JSON.parse(text) as T;
      if (!accept(line)) return;
      child.lines.off('line', onLine);
      resolve(line);
    };
    child.lines.on('line', onLine);
    child.process.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

/** Asks the child to quit by `command` on its stdin, and kills it if it has not within 15 s. */
export async function stop(child: Child, command = 'quit\n') {
  if (child.process.exitCode !== null) return;
  child.process.stdin?.write(command);
  await new Promise((resolve) => {
    const timer = setTimeout(() => child.process.kill('SIGKILL'), 15_000);
    child.process.once('exit', () => resolve(clearTimeout(timer)));
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export const spread = (values: number[], digits = 1) =>
  `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

/** A client process's `--name=value` arguments. */
export function processArgs(): Map<string, string> {
  return new Map(
    process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
  );
}

/** A JSON line on stdout, to the process that started this one. */
export const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

export interface Watchers {
  count: number;
  /** the server the index-th socket connects to */
  urlOf: (index: number) => string;
  /** sets the socket's listeners */
  listen: (socket: Socket, index: number) => void;
  /** asks, once the socket is connected, to watch (a room) */
  watch: (socket: Socket) => void;
  /** 500 ms after the last socket asked (the join follows the watch in order: the wait covers it) */
  onAllWatching: () => void;
}

/**
 * Opens `count` guest sockets (websocket only) in small groups, each of which asks to watch once
 * connected. A socket that cannot connect ends the process; anything on stdin closes the sockets
 * and ends it.
 */
export async function openWatchers(watchers: Watchers): Promise<void> {
  const sockets: Socket[] = [];
  let watching = 0;
  for (let index = 0; index < watchers.count; index++) {
    const socket = io(watchers.urlOf(index), {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    watchers.listen(socket, index);
    socket.once('connect', () => {
      watchers.watch(socket);
      watching++;
      if (watching === watchers.count) setTimeout(watchers.onAllWatching, 500);
    });
    socket.on('connect_error', (error) => {
      process.stderr.write(`socket ${index}: ${error.message}\n`);
      process.exit(1);
    });
    sockets.push(socket);
    // connect in small groups so the servers' accept queues do not overflow
    if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdin.on('data', () => {
    for (const socket of sockets) socket.close();
    process.exit(0);
  });
}
