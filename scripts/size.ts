// `npm run size`: the gzipped JavaScript and CSS that the first load of / needs, measured by
// loading / in Chromium against a production build and summing what it fetched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPreviewServer } from './lib/preview-server';

const JS_GOAL_KB = 90;
const server = await startPreviewServer(Number(process.env.SIZE_PORT ?? 8191));
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new'),
});
try {
  const page = await browser.newPage({ locale: 'es-ES' });
  const files = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) files.add(path);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  const rows = [...files].sort().map((path) => {
    const bytes = readFileSync(join(server.clientDir, path));
    return {
      path,
      kind: path.endsWith('.css') ? 'css' : 'js',
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  });
  const total = (kind: string) =>
    rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  process.stdout.write(
    '\nfirst load of / (files fetched by Chromium), gzip -9:\n\n| file | raw KB | gzip KB |\n|---|---|---|\n',
  );
  for (const row of rows)
    process.stdout.write(`| ${row.path} | ${kb(row.raw)} | ${kb(row.gzip)} |\n`);
  const js = total('js');
  process.stdout.write(
    `\nJS: ${kb(js)} KB gzip (goal <= ${JS_GOAL_KB} KB: ${js / 1024 <= JS_GOAL_KB ? 'met' : 'NOT met'})\nCSS: ${kb(total('css'))} KB gzip\n`,
  );
} finally {
  await browser.close();
  await server.stop();
}
