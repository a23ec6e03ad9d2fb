// `npm run lighthouse`: Lighthouse 12 (mobile: simulated slow 4G, 4x CPU slowdown) with the system
// Chromium on /, /online-casino and /sports of a production build, and on a floor page built with
// the same toolchain (scripts/lighthouse-floor): the floor, the least such a page can be, and the
// work floor, the floor plus a fixed amount of rendering in one task. LIGHTHOUSE_RUNS rounds
// (default 5), each visiting every page once, so a slow minute of the machine weighs on all pages
// alike; prints each page's median and spread (min–max), and the floors', so a slow machine shows
// as slow floors: a slow network or paint in the floor's LCP, a slow script engine in the work
// floor's TBT (each page's TBT is also printed as a multiple of it), and Lighthouse's own
// measure of the machine's speed (its benchmark index, higher is faster). Each run has a fresh
// Chromium; a run that records no trace is tried once more, and says so.
// LIGHTHOUSE_PAGES=/sports,/ measures those pages only (the floor always).
// LIGHTHOUSE_REPORT_DIR=dir also writes each run's full report there (JSON), to find long tasks.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startFloor } from './lib/floor-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPreviewServer } from './lib/preview-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/online-casino', '/sports'];
/**
 * The browser's language: Spanish by default, the site's default and its visitors' (a browser in
 * English entering these Spanish pages is sent to the English ones first, by the server: one
 * redirect more; LIGHTHOUSE_LANG=en-US measures that).
 */
const LANGUAGE = process.env.LIGHTHOUSE_LANG ?? 'es-ES';
const FLOOR = 'floor';
const WORK_FLOOR = 'work floor';
const FLOORS = [FLOOR, WORK_FLOOR];
/** Issue 18's goals, per page (the median of the runs). */
const GOALS = { performance: 95, accessibility: 100, lcpMs: 2_000, cls: 0.05, tbtMs: 200 };

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the machine's speed at the run (a fixed loop's iterations per ms). */
  benchmarkIndex: number;
  /** The round (1…RUNS) it was measured in, to compare it with the floors of the same round. */
  round: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const server = await startPreviewServer(Number(process.env.LIGHTHOUSE_PORT ?? 8192));
const floor = await startFloor(Number(process.env.LIGHTHOUSE_FLOOR_PORT ?? 8193));
/**
 * One Lighthouse run in a Chromium of its own: a browser reused from run to run sometimes records
 * no navigation start in its trace (NO_NAVSTART, two runs in five on /sports once). Such a run is
 * tried once more in a fresh browser; the retries are counted and printed.
 */
async function audit(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...launcherFlags(),
      ...CHROMIUM_FLAGS,
      `--lang=${LANGUAGE}`,
      `--accept-lang=${LANGUAGE}`,
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      locale: 'es',
    });
    return result?.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Chromium's browser features that would load beside the measured page: Chromium 156's headless
 * mode builds the omnibox's two popups (WebUI pages, about a second of CPU in a renderer of their
 * own) as it starts, during the first seconds of the measured load on this 2-core machine.
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * chrome-launcher's own flags with DISABLED_FEATURES added to its `--disable-features` (Chromium
 * reads one such flag: a second would replace the launcher's list, not add to it).
 */
function launcherFlags(): string[] {
  const prefix = '--disable-features=';
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const launcherDisabled = defaults
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','));
  return [
    ...defaults.filter((flag) => !flag.startsWith(prefix)),
    `${prefix}${[...launcherDisabled, ...DISABLED_FEATURES].join(',')}`,
  ];
}

const results = new Map<string, Figures[]>();
const retries: string[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const page of [...FLOORS, ...PAGES]) {
      const url =
        page === FLOOR ? floor.url : page === WORK_FLOOR ? floor.workUrl : `${server.url}${page}`;
      let lhr = await audit(url);
      if (!lhr || lhr.runtimeError) {
        retries.push(`run ${run} ${page}: ${lhr?.runtimeError?.code ?? 'no result'}`);
        process.stdout.write(
          `run ${run} ${page}: ${lhr?.runtimeError?.code ?? 'no result'}, again\n`,
        );
        lhr = await audit(url);
      }
      if (!lhr || lhr.runtimeError) {
        process.stdout.write(`run ${run} ${page}: no result (${lhr?.runtimeError?.code ?? '?'})\n`);
        continue;
      }
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        const name = page === '/' ? 'home' : page.replace(/^\//, '').replaceAll(/[/ ]/g, '-');
        writeFileSync(join(reportDir, `${name}-${run}.json`), JSON.stringify(lhr));
      }
      const figures: Figures = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        round: run,
      };
      results.set(page, [...(results.get(page) ?? []), figures]);
      process.stdout.write(
        `run ${run} ${page}: performance ${figures.performance}, TBT ${figures.tbtMs.toFixed(0)} ms, LCP ${figures.lcpMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, benchmark index ${figures.benchmarkIndex.toFixed(0)}\n`,
      );
    }
  }
} finally {
  await floor.stop();
  await server.stop();
}

/** `median (min–max)` of some values. */
const spread = (values: number[], digits = 0) => {
  const fixed = (value: number) => value.toFixed(digits);
  return `${fixed(median(values))} (${fixed(Math.min(...values))}–${fixed(Math.max(...values))})`;
};
const cell = (runs: Figures[], pick: (figures: Figures) => number, digits = 0) =>
  spread(runs.map(pick), digits);
/** A page's TBT as a multiple of the work floor's in the same round: comparable across days. */
const workRatios = (runs: Figures[]) =>
  runs.flatMap((figures) => {
    const floorTbt = results.get(WORK_FLOOR)?.find((f) => f.round === figures.round)?.tbtMs;
    return floorTbt ? [figures.tbtMs / floorTbt] : [];
  });
process.stdout.write(
  `\nmedian (min–max) of ${RUNS} runs, mobile, simulated slow 4G, 4x CPU:\n\n| page | runs | performance | accessibility | TBT ms | TBT ÷ work floor's | LCP ms | CLS |\n|---|---|---|---|---|---|---|---|\n`,
);
for (const page of [...FLOORS, ...PAGES]) {
  const runs = results.get(page) ?? [];
  if (runs.length === 0) {
    process.stdout.write(`| ${page} | 0 | – | – | – | – | – | – |\n`);
    continue;
  }
  const ratios = FLOORS.includes(page) ? [] : workRatios(runs);
  const ratioCell = ratios.length ? spread(ratios, 2) : '–';
  process.stdout.write(
    `| ${page} | ${runs.length} | ${cell(runs, (f) => f.performance)} | ${cell(runs, (f) => f.accessibility)} | ${cell(runs, (f) => f.tbtMs)} | ${ratioCell} | ${cell(runs, (f) => f.lcpMs)} | ${cell(runs, (f) => f.cls, 3)} |\n`,
  );
}
const allRuns = [...results.values()].flat();
if (allRuns.length)
  process.stdout.write(
    `\nLighthouse's benchmark index of the machine (higher is faster), all runs: ${cell(allRuns, (f) => f.benchmarkIndex)}\n`,
  );
process.stdout.write(
  `\nruns tried again in a fresh browser: ${retries.length ? retries.join('; ') : 'none'}\n`,
);
process.stdout.write(
  `\ngoals per page (median): performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}, TBT <= ${GOALS.tbtMs} ms, LCP <= ${GOALS.lcpMs} ms, CLS <= ${GOALS.cls}\n`,
);
for (const page of PAGES) {
  const runs = results.get(page) ?? [];
  if (runs.length === 0) continue;
  const m = (pick: (figures: Figures) => number) => median(runs.map(pick));
  const missed = [
    m((f) => f.performance) < GOALS.performance && 'performance',
    m((f) => f.accessibility) < GOALS.accessibility && 'accessibility',
    m((f) => f.tbtMs) > GOALS.tbtMs && 'TBT',
    m((f) => f.lcpMs) > GOALS.lcpMs && 'LCP',
    m((f) => f.cls) > GOALS.cls && 'CLS',
  ].filter(Boolean);
  process.stdout.write(`${page}: ${missed.length ? `NOT met: ${missed.join(', ')}` : 'all met'}\n`);
}
