// `npm run lighthouse`: Lighthouse 12 (mobile, simulated slow 4G) with the system Chromium on / and
// /online-casino of a production build; prints the scores and LCP, CLS, TBT.
// LIGHTHOUSE_REPORT_DIR=dir also writes each page's full report there (JSON), to find long tasks.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPreviewServer } from './lib/preview-server';

const server = await startPreviewServer(Number(process.env.LIGHTHOUSE_PORT ?? 8192));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  process.stdout.write(
    '\n| page | performance | accessibility | best practices | LCP | CLS | TBT |\n|---|---|---|---|---|---|---|\n',
  );
  const lcpElements: string[] = [];
  for (const path of ['/', '/online-casino']) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      locale: 'es',
    });
    if (!result) throw new Error(`no result for ${path}`);
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
      writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    const lcpElement = (
      audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items?.[0]?.items?.[0]?.node?.snippet;
    lcpElements.push(`${path}: ${lcpElement ?? '?'}`);
    process.stdout.write(
      `| ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${metric('largest-contentful-paint')} | ${metric('cumulative-layout-shift')} | ${metric('total-blocking-time')} |\n`,
    );
  }
  process.stdout.write(`\nLCP elements:\n${lcpElements.join('\n')}\n`);
  process.stdout.write(
    '\ngoals: performance >= 95, accessibility 100, LCP <= 2.0 s, CLS <= 0.05\n',
  );
} finally {
  chrome.kill();
  await server.stop();
}
