// `npm run size`: the gzipped JavaScript and CSS that the first load of / needs, measured by
// loading / in Chromium against a production build and summing what it fetched; beside it the
// same for the floor (scripts/lighthouse-floor: react-dom, TanStack Router and Query, one route),
// built in the same run. Goal: the first load's JS (asked for before the load event) at most the
// floor's plus JS_OVER_FLOOR_KB; what loads after it is printed beside.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startFloor } from './lib/floor-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPreviewServer } from './lib/preview-server';

const JS_OVER_FLOOR_KB = 45;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The gzipped size of each script and style sheet a first visit to `url` fetches until the network
 * is idle, and whether it was asked for before the page's load event (the first load) or after it
 * (the page's own chunks the first render asks for, the slider's motion and the service worker's
 * registration once the browser is idle).
 */
async function firstLoad(browser: Browser, url: string) {
  const page = await browser.newPage({ locale: 'es-ES' });
  const bodies = new Map<string, { body: Promise<Buffer>; isAfterLoad: boolean }>();
  let isLoaded = false;
  page.on('load', () => (isLoaded = true));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path))
      bodies.set(path, { body: response.body(), isAfterLoad: isLoaded });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const rows = await Promise.all(
    [...bodies.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(async ([path, { body, isAfterLoad }]) => {
        const bytes = await body;
        return {
          path,
          kind: path.endsWith('.css') ? 'css' : 'js',
          isAfterLoad,
          raw: bytes.length,
          gzip: gzipSync(bytes, { level: 9 }).length,
        };
      }),
  );
  await page.close();
  return rows;
}

type Row = Awaited<ReturnType<typeof firstLoad>>[number];
const total = (rows: Row[], kind: string, isAfterLoad = false) =>
  rows
    .filter((row) => row.kind === kind && row.isAfterLoad === isAfterLoad)
    .reduce((sum, row) => sum + row.gzip, 0);

function printTable(title: string, rows: Row[]) {
  process.stdout.write(
    `\n${title}, gzip -9:\n\n| file | when | raw KB | gzip KB |\n|---|---|---|---|\n`,
  );
  for (const row of rows)
    process.stdout.write(
      `| ${row.path} | ${row.isAfterLoad ? 'after load' : 'first load'} | ${kb(row.raw)} | ${kb(row.gzip)} |\n`,
    );
  process.stdout.write(
    `\nfirst load: JS ${kb(total(rows, 'js'))} KB, CSS ${kb(total(rows, 'css'))} KB; after the load event: JS ${kb(total(rows, 'js', true))} KB\n`,
  );
}

const server = await startPreviewServer(Number(process.env.SIZE_PORT ?? 8191));
const floor = await startFloor(Number(process.env.SIZE_FLOOR_PORT ?? 8194));
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new'),
});
try {
  const app = await firstLoad(browser, `${server.url}/`);
  const base = await firstLoad(browser, floor.url);
  printTable('first load of / (files fetched by Chromium)', app);
  printTable('first load of the floor (react-dom, TanStack Router and Query, one route)', base);
  const over = (total(app, 'js') - total(base, 'js')) / 1024;
  process.stdout.write(
    `\n/ over the floor, first load: JS +${over.toFixed(1)} KB (goal <= +${JS_OVER_FLOOR_KB} KB: ${over <= JS_OVER_FLOOR_KB ? 'met' : 'NOT met'})\n`,
  );
} finally {
  await browser.close();
  await server.stop();
  await floor.stop();
}
