// `npm run size`: the gzipped JavaScript and CSS that the first load of / needs, measured by
// loading / in Chromium against a production build and summing what it fetched; beside it the
// same for the floor (scripts/lighthouse-floor: react-dom, TanStack Router and Query, one route),
// built in the same run. Goal: the first load's JS at most the floor's plus JS_OVER_FLOOR_KB.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startFloor } from './lib/floor-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPreviewServer } from './lib/preview-server';

const JS_OVER_FLOOR_KB = 45;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The gzipped size of each script and style sheet a first visit to `url` fetches. */
async function firstLoad(browser: Browser, url: string) {
  const page = await browser.newPage({ locale: 'es-ES' });
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) bodies.set(path, response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const rows = await Promise.all(
    [...bodies.keys()].sort().map(async (path) => {
      const bytes = await (bodies.get(path) ?? Promise.resolve(Buffer.alloc(0)));
      return {
        path,
        kind: path.endsWith('.css') ? 'css' : 'js',
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
      };
    }),
  );
  await page.close();
  return rows;
}

type Row = Awaited<ReturnType<typeof firstLoad>>[number];
const total = (rows: Row[], kind: string) =>
  rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);

function printTable(title: string, rows: Row[]) {
  process.stdout.write(`\n${title}, gzip -9:\n\n| file | raw KB | gzip KB |\n|---|---|---|\n`);
  for (const row of rows)
    process.stdout.write(`| ${row.path} | ${kb(row.raw)} | ${kb(row.gzip)} |\n`);
  process.stdout.write(`\nJS: ${kb(total(rows, 'js'))} KB, CSS: ${kb(total(rows, 'css'))} KB\n`);
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
    `\n/ over the floor: JS +${over.toFixed(1)} KB (goal <= +${JS_OVER_FLOOR_KB} KB: ${over <= JS_OVER_FLOOR_KB ? 'met' : 'NOT met'})\n`,
  );
} finally {
  await browser.close();
  await server.stop();
  await floor.stop();
}
