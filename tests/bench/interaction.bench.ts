// `npm run bench:interaction`: the main-thread work of four interactions on a phone under a 4x CPU
// slowdown, from a Chromium trace, beside a no-op click on the same page measured in the same run.
//
// A production build and a fresh embedded database with the demo data (scripts/lib/preview-server,
// BENCH_PORT, default 8194), the system Chromium at 390 x 844 with touch, CDP
// Emulation.setCPUThrottlingRate 4. Each interaction runs BENCH_RUNS times (default 5), 500 ms
// after the page settled: a trace is recorded from just before the click until what the click
// shows is in the page, and the durations of the renderer main thread's top-level tasks in it are
// summed (the work the click caused, plus whatever else the page did meanwhile: the slider, live
// odds, Playwright's own checks). The no-op click (the top-left corner of `main`, then the same
// kind of check) measures that "meanwhile" on each page; the interaction's cost is its median
// minus its page's no-op median, an estimate where the no-op spreads widely (a loaded machine).
//   - opening a game: a signed-in player on /online-casino clicks Dice, until the game's frame is
//     in the page with its launch URL (the game's own page loading in the frame comes after)
//   - opening the bet slip: on /sports with one selection, the slip button, until the drawer shows
//   - opening a modal: the profile menu's "Iniciar sesión", until the login dialog shows
//   - switching a lobby category: on /online-casino, a category chip, until the list is that
//     category's
// Prints a table: median (min–max) of the summed task time and of the longest task, per row.
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  startPreviewServer,
} from '../../scripts/lib/preview-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 500;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'es-ES',
};
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

interface Sample {
  totalMs: number;
  longestMs: number;
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
  const durations = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        names.includes(event.name) &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => (event.dur ?? 0) / 1000);
  return {
    totalMs: durations.reduce((sum, duration) => sum + duration, 0),
    longestMs: Math.max(0, ...durations),
  };
}

interface Interaction {
  name: string;
  /** The page, as it is before each run (outside the trace). */
  prepare(page: Page, run: number): Promise<void>;
  /** The click and the wait for what it shows (inside the trace). */
  act(page: Page, run: number): Promise<void>;
}

async function measure(browser: Browser, page: Page, interaction: Interaction): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run++) {
    await interaction.prepare(page, run);
    await page.waitForTimeout(SETTLE_MS);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await interaction.act(page, run);
    samples.push(mainThreadWork(await browser.stopTracing()));
  }
  return samples;
}

async function throttled(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await context.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  page.setDefaultTimeout(30_000);
  return page;
}

/** A click on the top-left corner of `main`: nothing happens; then the same kind of check. */
function noOp(path: string): Interaction {
  return {
    name: `no-op click on ${path} (baseline)`,
    async prepare(page) {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      await page.locator('main').waitFor();
    },
    async act(page) {
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await page.locator('main').waitFor();
    },
  };
}

const openLoginModal: Interaction = {
  name: 'open a modal (login, profile menu)',
  async prepare(page) {
    if (new URL(page.url()).pathname !== '/') await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Menú inferior móvil' })
      .getByRole('button', { name: 'Perfil' })
      .click();
    await page.locator('#profile-menu').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  },
  async act(page) {
    await page.locator('#profile-menu').getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('dialog', { name: 'Iniciar sesión' }).getByLabel('Usuario').waitFor();
  },
};
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
};

const switchCategory: Interaction = {
  name: 'switch a lobby category',
  async prepare(page) {
    if (new URL(page.url()).pathname !== '/online-casino') await page.goto('/online-casino');
    await page.locator('.game-card__name').first().waitFor();
  },
  async act(page, run) {
    // the second and third chips in turn (the first is every game)
    const chip = page.locator('.lobby__chips button').nth(1 + (run % 2));
    const before = page.url();
    await chip.click();
    await page.waitForURL((url) => url.toString() !== before && url.search.includes('category='));
    await page.locator('.game-card__name').first().waitFor();
  },
};

const openBetSlip: Interaction = {
  name: 'open the bet slip (phone drawer)',
  async prepare(page) {
    if (new URL(page.url()).pathname !== '/sports') await page.goto('/sports');
    // one selection, so the slip's button is there
    if (!(await page.getByTestId('bet-slip-trigger').isVisible()))
      await page.locator('.outcome-button:not(:disabled)').first().click();
    await page.getByTestId('bet-slip-trigger').waitFor();
  },
  async act(page) {
    await page.getByTestId('bet-slip-trigger').click();
    await page.locator('dialog.bet-slip--drawer .bet-slip__close').waitFor();
  },
};

const openGame: Interaction = {
  name: 'open a game (signed in, Dice)',
  async prepare(page) {
    await page.goto('/online-casino');
    await page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' }).waitFor();
  },
  async act(page) {
    await page.getByRole('button', { name: 'Jugar a Dice (Casa Originals)' }).click();
    await page.locator('iframe.game-page__frame[src]').waitFor({ state: 'attached' });
  },
};

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await openLoginModal.prepare(page, 0);
  await openLoginModal.act(page, 0);
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Usuario').fill('demo');
  await dialog.getByLabel('Contraseña').fill('demo1234');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
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
    const samples = await measure(browser, page, interaction);
    rows.push({ name: interaction.name, page: path, samples });
    process.stdout.write(
      `${interaction.name}: ${samples.map((sample) => sample.totalMs.toFixed(0)).join(', ')} ms\n`,
    );
  };

  await record(guest, '/', noOp('/'));
  await record(guest, '/', {
    ...openLoginModal,
    act: async (page, run) => {
      await openLoginModal.act(page, run);
    },
    prepare: async (page, run) => {
      if (await page.getByRole('dialog').isVisible()) await closeDialog(page);
      await openLoginModal.prepare(page, run);
    },
  });
  await guest.keyboard.press('Escape');
  await record(guest, '/online-casino', noOp('/online-casino'));
  await record(guest, '/online-casino', switchCategory);
  await record(guest, '/sports', noOp('/sports'));
  await record(guest, '/sports', {
    ...openBetSlip,
    prepare: async (page, run) => {
      if (await page.locator('dialog.bet-slip--drawer[open]').isVisible()) await closeDialog(page);
      await openBetSlip.prepare(page, run);
    },
  });
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
  `\nmain-thread work per interaction, phone 390x844, ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs: median (min–max) ms\n\n| interaction | page | tasks total | longest task | minus the page's no-op |\n|---|---|---|---|---|\n`,
);
for (const row of rows) {
  const total = row.samples.map((sample) => sample.totalMs);
  const net = row.name.endsWith('(baseline)')
    ? '–'
    : (stat(total).median - (baselines.get(row.page) ?? 0)).toFixed(0);
  process.stdout.write(
    `| ${row.name} | ${row.page} | ${cell(total)} | ${cell(row.samples.map((sample) => sample.longestMs))} | ${net} |\n`,
  );
}
