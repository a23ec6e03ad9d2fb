// `npm run art`: writes the demo catalogue's artwork under public/art: game thumbnails as WebP
// (drawn from SVG in Chromium: an SVG <img> is rasterised on the main thread at every paint, a
// WebP is decoded off it), provider logos as SVG, slider banners as JPEG rendered in Chromium, each title inside the zone no slider width crops. The output is committed; run it again after catalogue edits.
import { createHash } from 'node:crypto';
import { chromium } from 'playwright-core';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  GAMES,
  PROVIDERS,
  SLIDES,
  gameImageUrl,
  providerLogoUrl,
  slideImageUrl,
} from '../server/seed/catalogue';
import { SLIDE_ART, titleZone, type SlideArt } from './lib/slider-title-zone';

const publicDir = join(import.meta.dirname, '..', 'public');

function hue(seed: string, offset = 0): number {
  return ((createHash('sha256').update(seed).digest()[0] ?? 0) * 360) / 256 + offset;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function gradient(id: string, seed: string): string {
  const a = hue(seed);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a.toFixed(0)} 70% 38%)"/><stop offset="1" stop-color="hsl(${((a + 60) % 360).toFixed(0)} 75% 22%)"/></linearGradient></defs>`;
}

/** A game's picture: its name and studio on its colours (its kind is written by the tile, in words). */
function gameSvg(name: string, provider: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(name)}">${gradient('g', name)}<rect width="400" height="300" fill="url(#g)"/><circle cx="330" cy="70" r="90" fill="#fff" opacity=".08"/><circle cx="60" cy="260" r="70" fill="#000" opacity=".12"/><text x="24" y="170" font-family="system-ui,sans-serif" font-size="${name.length > 16 ? 30 : 38}" font-weight="700" fill="#fff">${escapeXml(name)}</text><text x="24" y="270" font-family="system-ui,sans-serif" font-size="16" fill="#fff" opacity=".8">${escapeXml(provider)}</text></svg>`;
}

/** A banner's background: a gradient, grain and a glow, no text (the title is laid over it). */
function slideBackgroundSvg(width: number, height: number, index: number): string {
  // a grain texture, as banner photographs have
  const grain = `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${index + 3}"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.22 0"/></filter>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" style="position:absolute;inset:0">${gradient('s', `slide-${index}`)}<defs>${grain}</defs><rect width="${width}" height="${height}" fill="url(#s)"/><rect width="${width}" height="${height}" filter="url(#grain)"/><circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.6}" fill="#ffc107" opacity=".18"/></svg>`;
}

/**
 * A banner: the background, and the title with an amber rule under it inside the zone no slider
 * width crops (scripts/lib/slider-title-zone.ts), wrapped at spaces into even lines, a number kept
 * with the word after it ("1 mBTC"); its font is fitted later.
 */
function slideHtml(title: string, art: SlideArt, index: number): string {
  const zone = titleZone(art);
  const box = `left:${zone.left}px;top:${zone.top}px;width:${zone.right - zone.left}px;height:${zone.bottom - zone.top}px`;
  return `<body style="margin:0"><div style="position:relative;width:${art.width}px;height:${art.height}px;overflow:hidden">${slideBackgroundSvg(art.width, art.height, index)}<div id="zone" style="position:absolute;${box};display:flex;flex-direction:column;justify-content:center"><div id="title" style="font:800 ${MAX_TITLE_PX}px/1.1 'DejaVu Sans',sans-serif;color:#fff;overflow-wrap:normal;text-wrap:balance">${escapeXml(title).replace(/(\d) /g, '$1\u00a0')}</div><div style="margin-top:.6em;width:${art.width > 1000 ? 220 : 160}px;height:6px;border-radius:3px;background:#ffc107;flex:none"></div></div></div></body>`;
}

const MAX_TITLE_PX = 64;
const MIN_TITLE_PX = 28;

/** Renders the banners to JPEG in Chromium (Debian's, or CHROME_PATH), each title's font the largest that fits its zone. */
async function renderSlides(slides: { url: string; html: string; art: SlideArt }[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const slide of slides) {
      await page.setViewportSize({ width: slide.art.width, height: slide.art.height });
      await page.setContent(slide.html);
      const fontPx = await page.evaluate(
        ({ max, min }) => {
          const [zone, title] = [document.getElementById('zone'), document.getElementById('title')];
          if (!zone || !title) return 0;
          // no inner function: tsx would wrap it in a helper the page does not have
          for (let size = max; size >= min; size--) {
            title.style.fontSize = `${size}px`;
            const fits =
              zone.scrollWidth <= zone.clientWidth &&
              zone.scrollHeight <= zone.clientHeight &&
              title.scrollWidth <= title.clientWidth;
            if (fits) return size;
          }
          return 0;
        },
        { max: MAX_TITLE_PX, min: MIN_TITLE_PX },
      );
      if (fontPx === 0)
        throw new Error(`${slide.url}: the title does not fit its zone; shorten it`);
      const file = join(publicDir, slide.url);
      await mkdir(dirname(file), { recursive: true });
      await page.screenshot({ path: file, type: 'jpeg', quality: 72 });
    }
  } finally {
    await browser.close();
  }
}

/** Draws SVG thumbnails into a canvas in Chromium and saves them as WebP. */
async function renderThumbnails(thumbnails: { url: string; svg: string }[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const thumbnail of thumbnails) {
      const dataUrl = await page.evaluate(async (svg) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')?.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', 0.82);
      }, thumbnail.svg);
      if (!dataUrl.startsWith('data:image/webp'))
        throw new Error('this Chromium cannot encode WebP');
      const file = join(publicDir, thumbnail.url);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    }
  } finally {
    await browser.close();
  }
}

function logoSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img" aria-label="${escapeXml(name)}">${gradient('l', name)}<rect width="200" height="80" rx="12" fill="url(#l)"/><text x="100" y="48" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="#fff">${escapeXml(name)}</text></svg>`;
}

async function write(url: string, svg: string): Promise<void> {
  const file = join(publicDir, url);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${svg}\n`);
}

const providerNames = new Map<string, string>(
  PROVIDERS.map((provider) => [provider.slug, provider.name]),
);
await renderThumbnails(
  GAMES.map((game) => ({
    url: gameImageUrl(game.slug),
    svg: gameSvg(game.name, providerNames.get(game.provider) ?? ''),
  })),
);
const slides = (['es', 'en'] as const).flatMap((locale) =>
  [false, true].flatMap((isMobile) =>
    SLIDES[locale].map((slide, index) => ({
      url: slideImageUrl(locale, isMobile, index),
      html: slideHtml(slide.title, SLIDE_ART[isMobile ? 'mobile' : 'desktop'], index),
      art: SLIDE_ART[isMobile ? 'mobile' : 'desktop'],
    })),
  ),
);
await renderSlides(slides);
for (const provider of PROVIDERS)
  await write(providerLogoUrl(provider.slug), logoSvg(provider.name));
process.stdout.write(
  `wrote ${GAMES.length} game thumbnails, ${SLIDES.es.length * 4} slides, ${PROVIDERS.length} logos\n`,
);
