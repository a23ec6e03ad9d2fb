// `npm run bench:startup`: where the main thread goes in the first seconds of a page, on a phone
// under a 4x CPU slowdown, from a Chromium trace (issue 18: "find where the main thread goes").
//
// A production build and a fresh embedded database with the demo data (scripts/lib/preview-server,
// BENCH_PORT, default 8195), the system Chromium at 390 x 844 with touch, no network throttling
// and by default no CPU throttling (BENCH_CPU: see below). Each page
// (BENCH_PAGES, default /, /online-casino, /sports) is loaded BENCH_RUNS times (default 5) twice in
// a fresh browser context: a first visit (nothing cached, no service worker) and a repeat visit in
// the same context (the service worker installed, the query cache saved in IndexedDB). The trace
// runs from before the navigation until the network has been idle for 500 ms plus 1.5 s.
//
// Where the time goes (each row is summed over the renderer's main thread, so rows add up to
// "main thread, all"):
//   - "JavaScript: <file>": the CPU profiler's samples in that file's code (`framework` holds
//     Preact's rendering, the router and the query cache; `app` and the other chunks the app's
//     own code), by the trace's `disabled-by-default-v8.cpu_profiler` chunks;
//   - style, layout and paint; garbage collection; compiling scripts; parsing HTML: the self time
//     (duration less nested events) of the trace events of those kinds;
//   - the rest: the tasks' time not in any row above (scheduling, messages, the engine between
//     calls). A layout forced from a script may be counted in both its file and layout.
// "blocking" is the part above 50 ms of each top-level task (what Lighthouse's total blocking
// time sums, though Lighthouse counts from the first paint until the page is interactive).
// The app marks one phase itself: `casino:cache-restore`, from the saved query cache read out of
// IndexedDB until the client holds it (src/app/query-persistence.ts): its row is the main
// thread's task time inside that window (it is not an extra row of the sum).
// BENCH_URL measures a running production server instead of building one.
// Prints a table per page and visit: median (min–max) ms per row, largest first.
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  startPreviewServer,
} from '../../scripts/lib/preview-server';
import { addBrowserWork, type Buckets, type TraceEvent } from './trace-work';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/online-casino', '/sports'];
// 1 by default: under Chromium's real throttling the profiler's samples count the code's own time
// while the trace's tasks count the pauses too, so the rows would not add up; Lighthouse itself
// simulates its 4x slowdown by multiplying an unthrottled trace's durations (BENCH_CPU=4 for
// a throttled run, whose JavaScript rows then read about a quarter of their share)
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 1);
const QUIET_MS = 1_500;
const LONG_TASK_MS = 50;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'es-ES',
};
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];
const CACHE_RESTORE = 'casino:cache-restore';

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}
interface ProfileChunk {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** The profiler's own nodes: not code of a file. */
const NOT_CODE = new Set(['(program)', '(idle)', '(root)', '(garbage collector)']);

/** `framework-B9sIFpM0.js` → `framework`; code inline in the page → `(the page)`. */
function fileName(url: string): string {
  const path = new URL(url, 'http://x').pathname;
  if (!/\.m?js$/.test(path)) return '(the page)';
  return (path.split('/').at(-1) ?? path).replace(/-[\w-]{8}\.m?js$/, '').replace(/\.m?js$/, '');
}

interface Sample {
  buckets: Buckets;
  totalMs: number;
  blockingMs: number;
  cacheRestoreMs: number | null;
}

/** The sampled JavaScript time per file, from the trace's CPU profile chunks. */
function addJavaScript(events: TraceEvent[], buckets: Buckets): void {
  const nodes = new Map<string, ProfileNode>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk') continue;
    const chunk = (event.args as { data?: ProfileChunk } | undefined)?.data;
    const profile = `${event.pid}:${event.id ?? ''}`;
    for (const node of chunk?.cpuProfile?.nodes ?? []) nodes.set(`${profile}:${node.id}`, node);
    const samples = chunk?.cpuProfile?.samples ?? [];
    const deltas = chunk?.timeDeltas ?? [];
    samples.forEach((id, index) => {
      const node = nodes.get(`${profile}:${id}`);
      // a sample stands for the time until the next one
      const ms = (deltas[index + 1] ?? 0) / 1000;
      if (!node || NOT_CODE.has(node.callFrame.functionName) || ms <= 0) return;
      const bucket = node.callFrame.url
        ? `JavaScript: ${fileName(node.callFrame.url)}`
        : "JavaScript: the engine's built-ins";
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
    });
  }
}

function analyse(trace: Buffer, origin: string): Sample {
  const all = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // the page's renderer only (the browser's own pages, such as the new tab page, have theirs)
  const pageProcesses = new Set(
    all
      .filter(
        (event) =>
          event.name === 'ParseHTML' &&
          (event.args as { beginData?: { url?: string } } | undefined)?.beginData?.url?.startsWith(
            origin,
          ),
      )
      .map((event) => event.pid),
  );
  const events = all.filter((event) => pageProcesses.has(event.pid));
  const main = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const taskName = events.some((event) => event.name === 'RunTask')
    ? 'RunTask'
    : 'ThreadControllerImpl::RunTask';
  const threads = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !main.has(key)) continue;
    threads.set(key, [...(threads.get(key) ?? []), event]);
  }
  // the app's own window: where the saved query cache is handed to the client
  const marks = events.filter(
    (event) => event.name === CACHE_RESTORE && event.cat.includes('user_timing'),
  );
  const begin = marks.find((event) => event.ph === 'b')?.ts;
  const end = marks.find((event) => event.ph === 'e')?.ts;

  const buckets: Buckets = new Map();
  let cacheRestoreUs = 0;
  const tasks: TraceEvent[] = [];
  for (const list of threads.values()) {
    // complete events on one thread nest by time
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    addBrowserWork(list, buckets);
    const own = list.filter((event) => event.name === taskName);
    tasks.push(...own);
    if (begin !== undefined && end !== undefined)
      for (const task of own) {
        const from = Math.max(begin, task.ts);
        const to = Math.min(end, task.ts + (task.dur ?? 0));
        if (to > from) cacheRestoreUs += to - from;
      }
  }
  addJavaScript(events, buckets);
  const totalMs = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
  const named = [...buckets.values()].reduce((sum, ms) => sum + ms, 0);
  buckets.set('the rest (tasks, messages, the engine between calls)', Math.max(0, totalMs - named));
  return {
    buckets,
    totalMs,
    blockingMs: tasks.reduce(
      (sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - LONG_TASK_MS),
      0,
    ),
    cacheRestoreMs: begin !== undefined && end !== undefined ? cacheRestoreUs / 1000 : null,
  };
}

async function load(browser: Browser, page: Page, url: string) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(QUIET_MS);
  return analyse(await browser.stopTracing(), new URL(url).origin);
}

const stat = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
};
const cell = (values: number[]) => {
  const { median, min, max } = stat(values);
  return `${median.toFixed(0)} (${min.toFixed(0)}–${max.toFixed(0)})`;
};

// BENCH_URL measures a server already running (a production build) instead of starting one
const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: () => Promise.resolve() }
  : await startPreviewServer(Number(process.env.BENCH_PORT ?? 8195));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results = new Map<string, Sample[]>();
try {
  for (let run = 0; run < RUNS; run++)
    for (const path of PAGES) {
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
      await context.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      for (const visit of ['first visit', 'repeat visit']) {
        const sample = await load(browser, page, `${server.url}${path}`);
        const key = `${path}|${visit}`;
        results.set(key, [...(results.get(key) ?? []), sample]);
        process.stdout.write(
          `${path} ${visit} ${run + 1}/${RUNS}: main thread ${sample.totalMs.toFixed(0)} ms, blocking ${sample.blockingMs.toFixed(0)} ms\n`,
        );
        if (visit === 'first visit')
          // the service worker installed and the query cache written before the repeat visit
          await page
            .waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
              timeout: 30_000,
            })
            .catch(() => page.reload({ waitUntil: 'networkidle' }));
      }
      await context.close();
    }
} finally {
  await browser.close();
  await server.stop();
}

process.stdout.write(
  `\nthe main thread from navigation until quiet, phone 390x844, ${CPU_SLOWDOWN}x CPU, ${RUNS} runs: median (min–max) ms\n`,
);
for (const [key, samples] of results) {
  const [path, visit] = key.split('|');
  const names = new Set(samples.flatMap((sample) => [...sample.buckets.keys()]));
  const rows = [...names]
    .map((name) => ({ name, values: samples.map((sample) => sample.buckets.get(name) ?? 0) }))
    .sort((a, b) => stat(b.values).median - stat(a.values).median)
    .filter((row) => stat(row.values).median >= 5);
  process.stdout.write(`\n${path}, ${visit}\n\n| where | ms |\n|---|---|\n`);
  process.stdout.write(`| **main thread, all** | ${cell(samples.map((s) => s.totalMs))} |\n`);
  process.stdout.write(
    `| **blocking (above ${LONG_TASK_MS} ms a task)** | ${cell(samples.map((s) => s.blockingMs))} |\n`,
  );
  for (const row of rows) process.stdout.write(`| ${row.name} | ${cell(row.values)} |\n`);
  const restores = samples.flatMap((s) => (s.cacheRestoreMs === null ? [] : [s.cacheRestoreMs]));
  if (restores.length)
    process.stdout.write(
      `| the saved query cache handed to the client (window) | ${cell(restores)} |\n`,
    );
}
