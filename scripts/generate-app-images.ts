// `npm run art:app`: writes the installed app's images: the icons (public/icons) drawn as SVG and
// rendered in Chromium, and the manifest's screenshots (public/screenshots) taken of the lobby
// of a fresh production build. The output is committed; run it again after a visual change.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { APP_ICONS, APP_SCREENSHOTS } from './lib/pwa-manifest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPreviewServer } from './lib/preview-server';

const publicDir = join(import.meta.dirname, '..', 'public');
const PORT = Number(process.env.ART_PORT ?? 8497);
const PRIMARY = '#1b1d29';
const AMBER = '#ffc107';

/** The ₿ of the sidebar logo (src/components/icon.tsx), on a 24x24 grid. */
const BITCOIN_PATH = 'M8 4v16M11 4v2M11 18v2M8 6h6a3 3 0 0 1 0 6H8m0 0h7a3 3 0 0 1 0 6H8';

/**
 * The logo: an amber coin with the dark ₿ on the primary dark. `coinShare` is the coin's diameter
 * as a share of the side; `corner` rounds the background (0: full bleed, as a mask or iOS needs).
 */
function iconSvg(size: number, coinShare: number, corner: number): string {
  const radius = (size * coinShare) / 2;
  const centre = size / 2;
  const glyph = (radius * 1.3) / 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${size * corner}" fill="${PRIMARY}"/><circle cx="${centre}" cy="${centre}" r="${radius}" fill="${AMBER}"/><circle cx="${centre}" cy="${centre}" r="${radius * 0.86}" fill="none" stroke="${PRIMARY}" stroke-opacity=".18" stroke-width="${radius * 0.05}"/><g transform="translate(${centre - 13 * glyph} ${centre - 12 * glyph}) scale(${glyph})"><path d="${BITCOIN_PATH}" fill="none" stroke="${PRIMARY}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;
}

// the maskable icon keeps the coin (60%) well inside the safe zone (the centred circle of 80%)
const ICON_ART: Record<string, { coinShare: number; corner: number }> = {
  'icon-192.png': { coinShare: 0.72, corner: 0.2 },
  'icon-512.png': { coinShare: 0.72, corner: 0.2 },
  'maskable-512.png': { coinShare: 0.6, corner: 0 },
  'apple-touch-icon-180.png': { coinShare: 0.66, corner: 0 },
  'favicon-32.png': { coinShare: 0.84, corner: 0.22 },
};

async function renderIcons(browser: Browser): Promise<void> {
  await mkdir(join(publicDir, 'icons'), { recursive: true });
  const page = await browser.newPage();
  const icons = [
    ...APP_ICONS.map((icon) => ({ src: icon.src, size: Number(icon.sizes.split('x')[0]) })),
    { src: '/icons/apple-touch-icon-180.png', size: 180 },
    { src: '/icons/favicon-32.png', size: 32 },
  ];
  for (const { src, size } of icons) {
    const art = ICON_ART[src.replace('/icons/', '')];
    if (!art) throw new Error(`no art for ${src}`);
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:transparent">${iconSvg(size, art.coinShare, art.corner)}</body>`,
    );
    await page.screenshot({ path: join(publicDir, src), type: 'png', omitBackground: true });
  }
  await page.close();
  // the browser tab's icon as drawn art, the same as favicon-32.png: a text glyph here made
  // Chromium search the system's fonts for it on every first load (100 ms of layout unthrottled)
  const favicon = ICON_ART['favicon-32.png'];
  if (!favicon) throw new Error('no art for the favicon');
  await writeFile(
    join(publicDir, 'favicon.svg'),
    `${iconSvg(64, favicon.coinShare, favicon.corner)}\n`,
  );
}

/** The lobby as a player first sees it, cookie choice made, on a phone and on a desktop. */
async function takeScreenshots(browser: Browser, baseUrl: string): Promise<void> {
  await mkdir(join(publicDir, 'screenshots'), { recursive: true });
  for (const shot of APP_SCREENSHOTS) {
    const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
    const scale = shot.form_factor === 'narrow' ? 2 : 1;
    const context = await browser.newContext({
      viewport: { width: width / scale, height: height / scale },
      deviceScaleFactor: scale,
      isMobile: shot.form_factor === 'narrow',
      hasTouch: shot.form_factor === 'narrow',
      locale: 'es-ES',
      serviceWorkers: 'block',
    });
    await context.addInitScript(() => localStorage.setItem('cookie_consent', 'all'));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/online-casino`, { waitUntil: 'networkidle' });
    // every image in view drawn (lazy ones below the fold never load, so those are not awaited)
    await page.evaluate(async () => {
      await document.fonts.ready;
      const inView = [...document.images].filter(
        (image) => image.getBoundingClientRect().top < innerHeight,
      );
      await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    });
    // the banner held on its first slide: there is no autoplay with reduced motion
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Ir a la diapositiva 1' }).click();
    await page.waitForTimeout(1_500);
    await page.screenshot({ path: join(publicDir, shot.src), type: 'jpeg', quality: 70 });
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  await renderIcons(browser);
  const server = await startPreviewServer(PORT);
  try {
    await takeScreenshots(browser, server.url);
  } finally {
    await server.stop();
  }
} finally {
  await browser.close();
}
process.stdout.write(
  `wrote ${APP_ICONS.length + 2} icons and ${APP_SCREENSHOTS.length} screenshots\n`,
);
