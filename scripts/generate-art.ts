// `npm run art`: writes the demo catalogue's artwork under public/art: game thumbnails as WebP
// (drawn from SVG in Chromium: an SVG <img> is rasterised on the main thread at every paint, a
// WebP is decoded off it), provider logos as SVG, slider banners as JPEG rendered in Chromium. The output is committed; run it again after catalogue edits.
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

function gameSvg(name: string, provider: string, category: string, isLive: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(name)}">${gradient('g', name)}<rect width="400" height="300" fill="url(#g)"/><circle cx="330" cy="70" r="90" fill="#fff" opacity=".08"/><circle cx="60" cy="260" r="70" fill="#000" opacity=".12"/><text x="24" y="44" font-family="system-ui,sans-serif" font-size="16" fill="#ffd54f" letter-spacing="2">${escapeXml(category.toUpperCase())}${isLive ? ' · LIVE' : ''}</text><text x="24" y="170" font-family="system-ui,sans-serif" font-size="${name.length > 16 ? 30 : 38}" font-weight="700" fill="#fff">${escapeXml(name)}</text><text x="24" y="270" font-family="system-ui,sans-serif" font-size="16" fill="#fff" opacity=".8">${escapeXml(provider)}</text></svg>`;
}

function slideSvg(title: string, isMobile: boolean, index: number): string {
  const [width, height] = isMobile ? [800, 500] : [1600, 400];
  // a grain texture, as banner photographs have
  const grain = `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${index + 3}"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.22 0"/></filter>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${gradient('s', `slide-${index}`)}<defs>${grain}</defs><rect width="${width}" height="${height}" fill="url(#s)"/><rect width="${width}" height="${height}" filter="url(#grain)"/><circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.6}" fill="#ffc107" opacity=".18"/><text x="${width * 0.06}" y="${height * 0.55}" font-family="DejaVu Sans,system-ui,sans-serif" font-size="${isMobile ? 44 : 64}" font-weight="800" fill="#fff">${escapeXml(title)}</text><rect x="${width * 0.06}" y="${height * 0.66}" width="${isMobile ? 160 : 220}" height="6" rx="3" fill="#ffc107"/></svg>`;
}

/** Renders SVG slides to JPEG in Chromium (Debian's, or CHROME_PATH). */
async function renderSlides(
  slides: { url: string; svg: string; width: number; height: number }[],
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const slide of slides) {
      await page.setViewportSize({ width: slide.width, height: slide.height });
      await page.setContent(`<body style="margin:0">${slide.svg}</body>`);
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
    svg: gameSvg(
      game.name,
      providerNames.get(game.provider) ?? '',
      game.category,
      game.isLive ?? false,
    ),
  })),
);
const slides = (['es', 'en'] as const).flatMap((locale) =>
  [false, true].flatMap((isMobile) =>
    SLIDES[locale].map((slide, index) => ({
      url: slideImageUrl(locale, isMobile, index),
      svg: slideSvg(slide.title, isMobile, index),
      width: isMobile ? 800 : 1600,
      height: isMobile ? 500 : 400,
    })),
  ),
);
await renderSlides(slides);
for (const provider of PROVIDERS)
  await write(providerLogoUrl(provider.slug), logoSvg(provider.name));
await write(
  '/favicon.svg',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1b1d29"/><text x="32" y="44" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="800" fill="#ffc107">₿</text></svg>',
);
process.stdout.write(
  `wrote ${GAMES.length} game thumbnails, ${SLIDES.es.length * 4} slides, ${PROVIDERS.length} logos\n`,
);
