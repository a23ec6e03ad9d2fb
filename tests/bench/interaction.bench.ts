// `npm run bench:interaction`: the main-thread work of four interactions on a phone under a 4x CPU
// slowdown, from a Chromium trace, beside a no-op click on the same page measured in the same run.
//
// A production build and a fresh embedded database with the demo data (scripts/lib/preview-server,
// BENCH_PORT, default 8194), the system Chromium at 390 x 844 with touch, CDP
// Emulation.setCPUThrottlingRate 4. Each interaction runs BENCH_RUNS times (default 5), 500 ms
// after the page settled. The click is a raw input event at the target's centre (found before the
// trace) and the wait a MutationObserver in the page, then the next frame, then a user timing
// mark. The durations of the renderer main thread's top-level tasks from the click's first input
// event (pointerdown: the pointer's way to the target before it is not the click's) to that mark
// are summed: the page's own work from the click until what it shows is painted, and almost none
// of Playwright's (the work the click caused, plus whatever else the page did meanwhile: the
// slider, live odds). The no-op click (the
// top-left corner of `main`) measures that "meanwhile" on each page; the interaction's cost is its
// median minus its page's no-op median.
//   - opening a game: a signed-in player on /online-casino clicks Dice, until the game's frame is
//     in the page with its launch URL (the game's own page loading in the frame comes after)
//   - opening the bet slip: on /sports with one selection, the slip button, until the drawer shows
//   - opening a modal: the profile menu's "Iniciar sesión", until the login dialog shows
//   - switching a lobby category: on /online-casino, a category chip, until the list is that
//     category's
// Prints a table: median (min–max) of the summed task time, of the longest task and of style,
// layout and paint, per row. BENCH_ONLY=<regular expression> measures only the interactions whose
// name it matches. BENCH_PROFILE=1 also records a CPU profile of each click (in separate runs,
// after the traced ones, without the CPU slowdown, under which the profiler misses most of the
// page's code) and prints its heaviest functions by original source.
import { chromium, type Browser, type CDPSession, type Locator, type Page } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  startPreviewServer,
} from '../../scripts/lib/preview-server';
import { PROFILER_CATEGORY, readTrace, SelfTimes } from './cpu-profile';
import { addBrowserWork, type Buckets, type TraceEvent } from './trace-work';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROFILE = process.env.BENCH_PROFILE === '1';
/** The user timing mark the page sets once what a click shows is painted. */
const SHOWN_MARK = 'bench:shown';
/** BENCH_ONLY=<regular expression>: only the interactions it matches (and the no-op clicks). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 500;
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
  'blink.user_timing',
];

interface Sample {
  totalMs: number;
  /**
   * The tasks from the click's first input event until the end of the first frame painted after
   * it: what INP counts as the click's input delay and processing (its presentation delay, the
   * compositor's, aside). The click has answered then; what it started may go on (a game's page
   * waits for the launch call, then builds the frame).
   */
  toNextPaintMs: number;
  longestMs: number;
  /** Style, layout and paint (self time), part of totalMs. */
  layoutMs: number;
}

/** The renderer main threads' top-level tasks of a trace: their summed and longest duration. */
function mainThreadWork(trace: Buffer): Sample {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // 'RunTask' (devtools.timeline) where the build records it, else the scheduler's own task event
  const names = events.some((event) => event.name === 'RunTask')
    ? ['RunTask']
    : ['ThreadControllerImpl::RunTask'];
  const onMain = events
    .filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.pid - b.pid || a.tid - b.tid || a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // the click's window: from its first input event (not the pointer's way to the target before
  // it) until the page's mark that what it shows is painted (not what loads after: a game's own
  // page in its frame)
  const { inputAt = -Infinity, markedAt } = readTrace(trace);
  const shownAt = markedAt(SHOWN_MARK) ?? Infinity;
  const tasks = onMain.filter(
    (event) =>
      names.includes(event.name) && event.ts + (event.dur ?? 0) >= inputAt && event.ts <= shownAt,
  );
  const durations = tasks.map((event) => (event.dur ?? 0) / 1000);
  // the first frame painted after the click's handlers ran (INP's "next paint"): its
  // main-thread part ends with the paint's commit
  const clickDispatch = events.find(
    (event) =>
      event.name === 'EventDispatch' &&
      event.ts >= inputAt &&
      (event.args as { data?: { type?: string } } | undefined)?.data?.type === 'click',
  );
  const handledAt = clickDispatch ? clickDispatch.ts + (clickDispatch.dur ?? 0) : inputAt;
  const painted = onMain.find(
    (event) => (event.name === 'Commit' || event.name === 'Paint') && event.ts >= handledAt,
  );
  const paintedAt = painted ? painted.ts + (painted.dur ?? 0) : shownAt;
  const toNextPaintMs =
    tasks
      .filter((event) => event.ts <= paintedAt)
      .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const buckets: Buckets = new Map();
  for (const thread of mainThreads) {
    const inTasks = (event: TraceEvent) =>
      tasks.some(
        (task) =>
          task.pid === event.pid &&
          task.tid === event.tid &&
          event.ts >= task.ts &&
          event.ts < task.ts + (task.dur ?? 0),
      );
    addBrowserWork(
      onMain.filter((event) => `${event.pid}:${event.tid}` === thread && inTasks(event)),
      buckets,
    );
  }
  return {
    totalMs: durations.reduce((sum, duration) => sum + duration, 0),
    toNextPaintMs,
    longestMs: Math.max(0, ...durations),
    layoutMs: buckets.get('style, layout and paint') ?? 0,
  };
}

/** What a click shows, tested in the page: an element, and optionally a URL. */
interface Shown {
  selector: string;
  urlIncludes?: string;
}

interface Interaction {
  name: string;
  /** The page, as it is before each run (outside the trace). */
  prepare(page: Page, run: number): Promise<void>;
  /** What is clicked. */
  target(page: Page, run: number): Locator;
  /** Where in the target (its centre by default). */
  at?: { x: number; y: number };
  /** What the click shows. */
  shown(run: number): Shown;
}

/**
 * Clicks the target and resolves once what it shows is painted. The click is a raw input event
 * at the target's centre (found before the trace) and the wait a MutationObserver in the page,
 * then the next frame: inside the trace, the page does its own work and almost nothing of
 * Playwright's (no hit-target checks, no polling).
 */
async function clickAndWait(
  page: Page,
  interaction: Interaction,
  run: number,
  trace: () => Promise<void>,
) {
  const target = interaction.target(page, run);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${interaction.name}: nothing to click`);
  await page.evaluate(
    ({ shown, mark }: { shown: Shown; mark: string }) => {
      const state = window as unknown as { benchShown?: Promise<void>; benchCheck?: () => void };
      state.benchShown = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => state.benchCheck?.());
        state.benchCheck = () => {
          const there =
            document.querySelector(shown.selector) &&
            (!shown.urlIncludes || location.href.includes(shown.urlIncludes));
          if (!there) return;
          observer.disconnect();
          state.benchCheck = undefined;
          // painted: the frame after the change, then its tasks
          requestAnimationFrame(() =>
            setTimeout(() => {
              performance.mark(mark);
              resolve();
            }),
          );
        };
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      });
    },
    { shown: interaction.shown(run), mark: SHOWN_MARK },
  );
  await trace();
  const at = interaction.at ?? { x: box.width / 2, y: box.height / 2 };
  await page.mouse.click(box.x + at.x, box.y + at.y);
  await page.evaluate(() => {
    const state = window as unknown as { benchShown: Promise<void>; benchCheck?: () => void };
    // an URL change alone (no mutation) is seen here
    state.benchCheck?.();
    return Promise.race([
      state.benchShown,
      new Promise((_, reject) => setTimeout(() => reject(new Error('not shown in 20 s')), 20_000)),
    ]);
  });
}

async function measure(browser: Browser, page: Page, interaction: Interaction): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run++) {
    await interaction.prepare(page, run);
    await page.waitForTimeout(SETTLE_MS);
    await clickAndWait(page, interaction, run, () =>
      browser.startTracing(page, { categories: TRACE_CATEGORIES }),
    );
    samples.push(mainThreadWork(await browser.stopTracing()));
  }
  if (PROFILE) {
    const cdp = sessions.get(page);
    const times = new SelfTimes(server.clientDir);
    // unthrottled: under Chromium's throttling the profiler misses most of the page's own code
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    for (let run = 0; run < RUNS; run++) {
      // run numbers after the traced ones: a category switch alternates by run
      await interaction.prepare(page, RUNS + run);
      await page.waitForTimeout(SETTLE_MS);
      await clickAndWait(page, interaction, RUNS + run, async () => {
        await browser.startTracing(page, {
          categories: [...TRACE_CATEGORIES, PROFILER_CATEGORY, 'blink.user_timing'],
        });
        // the profiler starts sampling a while after the trace
        await page.waitForTimeout(500);
      });
      // the profiler hands its samples to the trace in chunks: the last one comes a while later
      await page.waitForTimeout(1_000);
      // the samples from the click until what it shows is painted
      const trace = readTrace(await browser.stopTracing());
      times.add(trace.profiles, trace.inputAt, trace.markedAt(SHOWN_MARK));
    }
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    process.stdout.write(`  heaviest functions (self ms per click, profiled without slowdown):\n`);
    for (const { name, ms } of times.top(25))
      process.stdout.write(`    ${ms.toFixed(1).padStart(6)}  ${name}\n`);
  }
  return samples;
}

const sessions = new WeakMap<Page, CDPSession>();

async function throttled(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await context.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  sessions.set(page, cdp);
  page.setDefaultTimeout(30_000);
  return page;
}

/** A click on the top-left corner of `main`: nothing happens (what the page does meanwhile). */
function noOp(path: string): Interaction {
  return {
    name: `no-op click on ${path} (baseline)`,
    async prepare(page) {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      await page.locator('main').waitFor();
    },
    target: (page) => page.locator('main'),
    at: { x: 5, y: 5 },
    shown: () => ({ selector: 'main' }),
  };
}

const loginMenuItem = (page: Page) =>
  page.locator('#profile-menu').getByRole('button', { name: 'Iniciar sesión' });

const openLoginModal: Interaction = {
  name: 'open a modal (login, profile menu)',
  async prepare(page) {
    if (new URL(page.url()).pathname !== '/') await page.goto('/');
    if (await page.getByRole('dialog').isVisible()) await closeDialog(page);
    await page
      .getByRole('navigation', { name: 'Menú inferior móvil' })
      .getByRole('button', { name: 'Perfil' })
      .click();
    await loginMenuItem(page).waitFor();
  },
  target: loginMenuItem,
  shown: () => ({ selector: '.modal[role="dialog"] input[autocomplete="username"]' }),
};
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
};

/** The second and third chips in turn (the first is every game). */
const chip = (page: Page, run: number) => page.locator('.lobby__chips button').nth(1 + (run % 2));
const chipSlugs: string[] = [];

const switchCategory: Interaction = {
  name: 'switch a lobby category',
  async prepare(page, run) {
    if (new URL(page.url()).pathname !== '/online-casino') await page.goto('/online-casino');
    await page.locator('.game-card__name').first().waitFor();
    // the chips' categories (their URL parameter), from clicks outside any trace
    for (const nth of [0, 1])
      if (!chipSlugs[nth]) {
        const before = page.url();
        await chip(page, nth).click();
        await page.waitForURL((url) => url.toString() !== before);
        chipSlugs[nth] = new URL(page.url()).searchParams.get('category') ?? '';
      }
    // the other chip than this run's is pressed
    if (!page.url().includes(`category=${chipSlugs[(run + 1) % 2]}`)) {
      await chip(page, run + 1).click();
      await page.waitForURL((url) => url.search.includes(`category=${chipSlugs[(run + 1) % 2]}`));
    }
    await page.locator('.lobby[aria-busy="false"] .game-card__name').first().waitFor();
  },
  target: chip,
  shown: (run) => ({
    selector: '.lobby[aria-busy="false"] .game-card__name',
    urlIncludes: `category=${chipSlugs[run % 2]}`,
  }),
};

const openBetSlip: Interaction = {
  name: 'open the bet slip (phone drawer)',
  async prepare(page) {
    if (new URL(page.url()).pathname !== '/sports') await page.goto('/sports');
    if (await page.locator('dialog.bet-slip--drawer[open]').isVisible()) await closeDialog(page);
    // one selection, so the slip's button is there
    if (!(await page.getByTestId('bet-slip-trigger').isVisible()))
      await page.locator('.outcome-button:not(:disabled)').first().click();
    await page.getByTestId('bet-slip-trigger').waitFor();
  },
  target: (page) => page.getByTestId('bet-slip-trigger'),
  shown: () => ({ selector: 'dialog.bet-slip--drawer[open] .bet-slip__close' }),
};

const diceCard = (page: Page) =>
  page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' });
const openGame: Interaction = {
  name: 'open a game (signed in, Dice)',
  async prepare(page) {
    await page.goto('/online-casino');
    await diceCard(page).waitFor();
  },
  target: diceCard,
  shown: () => ({ selector: 'iframe.game-page__frame[src]' }),
};

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await openLoginModal.prepare(page, 0);
  await loginMenuItem(page).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Usuario').fill('demo');
  await dialog.getByLabel('Contraseña').fill('demo1234');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
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

const server = await startPreviewServer(Number(process.env.BENCH_PORT ?? 8194));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows: { name: string; page: string; samples: Sample[] }[] = [];
try {
  const guest = await throttled(browser, server.url);
  const record = async (page: Page, path: string, interaction: Interaction) => {
    if (ONLY && !ONLY.test(interaction.name) && !interaction.name.endsWith('(baseline)')) return;
    const samples = await measure(browser, page, interaction);
    rows.push({ name: interaction.name, page: path, samples });
    process.stdout.write(
      `${interaction.name}: ${samples.map((sample) => sample.totalMs.toFixed(0)).join(', ')} ms\n`,
    );
  };

  await record(guest, '/', noOp('/'));
  await record(guest, '/', openLoginModal);
  await guest.keyboard.press('Escape');
  await record(guest, '/online-casino', noOp('/online-casino'));
  await record(guest, '/online-casino', switchCategory);
  await record(guest, '/sports', noOp('/sports'));
  await record(guest, '/sports', openBetSlip);
  await guest.context().close();

  const player = await throttled(browser, server.url);
  await logIn(player);
  await record(player, '/online-casino (player)', noOp('/online-casino'));
  await record(player, '/online-casino (player)', openGame);
  await player.context().close();
} finally {
  await browser.close();
  await server.stop();
}

const baselines = new Map(
  rows
    .filter((row) => row.name.endsWith('(baseline)'))
    .map((row) => [row.page, stat(row.samples.map((sample) => sample.totalMs)).median]),
);
process.stdout.write(
  `\nmain-thread work per interaction, phone 390x844, ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs: median (min–max) ms\n\n| interaction | page | tasks total | until the next paint (INP's part) | longest task | style, layout, paint | minus the page's no-op |\n|---|---|---|---|---|---|---|\n`,
);
for (const row of rows) {
  const total = row.samples.map((sample) => sample.totalMs);
  const net = row.name.endsWith('(baseline)')
    ? '–'
    : (stat(total).median - (baselines.get(row.page) ?? 0)).toFixed(0);
  process.stdout.write(
    `| ${row.name} | ${row.page} | ${cell(total)} | ${cell(row.samples.map((sample) => sample.toNextPaintMs))} | ${cell(row.samples.map((sample) => sample.longestMs))} | ${cell(row.samples.map((sample) => sample.layoutMs))} | ${net} |\n`,
  );
}
