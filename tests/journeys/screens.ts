// The journeys' steps, photographed for a person to look at: `npm run screens` runs the journeys
// with SCREENS set, and each step writes the page as the player sees it, in the light and the dark
// theme, to test-results/screens/<journey>/<nn>-<step>-<theme>.png. Without SCREENS a step only
// names the moment (the journey's assertions are the test).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';

const SCREENS_DIR = path.resolve('test-results', 'screens');
const THEMES = ['light', 'dark'] as const;
const counters = new WeakMap<Page, number>();

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/** A moment of the journey: in `npm run screens`, the page in both themes. */
export async function step(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENS) return;
  const count = (counters.get(page) ?? 0) + 1;
  counters.set(page, count);
  const info = test.info();
  // the photographs are not the journey's time: each step's are given their own
  info.setTimeout(info.timeout + 10_000);
  const folder = path.join(SCREENS_DIR, slug(info.titlePath.slice(1).join(' ')));
  mkdirSync(folder, { recursive: true });
  const chosen = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  for (const theme of THEMES) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    const file = `${String(count).padStart(2, '0')}-${slug(name)}-${theme}.png`;
    await page.screenshot({ path: path.join(folder, file), animations: 'disabled' });
  }
  await page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
  }, chosen);
}
