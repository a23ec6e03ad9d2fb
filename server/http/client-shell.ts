import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isAppPath, showsSlider } from '../../contract/app-routes';
import { BOOT_DATA_ELEMENT_ID, BOOT_DATA_PLACEHOLDER, type BootData } from '../../contract/boot';
import { LANGUAGE_COOKIE } from '../../contract/constants';
import {
  acceptedLanguages,
  localeOfPath,
  negotiateLocale,
  pathInLocale,
} from '../../contract/locale-path';
import type { AppDeps } from '../deps';
import { clientCountry } from './client-country';
import { clientIp } from './client-ip';

type Slide = BootData['slider']['desktop'][number];

/** What the page inlines from the modules; createApp hands it in (server/http imports no module). */
export interface ShellSource {
  /** The settings every visitor may read (front/get_setting). */
  publicSetting(): Promise<BootData['setting']>;
  /** The published slides of `locale`, for phones or for wider screens (cached by the caller). */
  listSlides(locale: string, isMobile: boolean): Promise<Slide[]>;
  /** The home page's featured games (HOME_FEATURED_GAMES; cached by the caller). */
  featuredGames(): Promise<NonNullable<BootData['featuredGames']>>;
}

const HAS_EXTENSION = /\.[a-z0-9]+$/i;
const SOURCE_MAP = /\.map$/i;
const HOME_PATHS = new Set(['/', '/en', '/en/']);

/**
 * The built PWA: files as they are (precompressed .br/.gz when the build wrote them), and for
 * every other path the page, with the boot data inlined: status 200 for a client route, 404 for
 * any other path (the page then draws its 404). A visitor from a blacklisted country is sent to
 * /restriction before any script runs; one entering a page without a language prefix whose saved
 * or browser language is English, to the English page (so the first paint, the slider and the
 * catalogue are English from the first byte, not swapped by the script once it runs).
 */
export function serveClient(app: Hono, deps: AppDeps, source: ShellSource): void {
  const root = resolve(deps.config.CLIENT_DIR);
  if (!existsSync(join(root, 'index.html'))) return;
  let template: Promise<string> | undefined;

  // hashed file names never change: cache them for a year
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // the service worker and the manifest must be checked on every visit, or an update is missed
  app.use('/sw.js', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-cache');
  });
  app.use('/manifest.webmanifest', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-cache');
  });
  const serveFile = serveStatic({ root, precompressed: true });
  app.use('*', (c, next) => {
    // the build keeps its source maps on disk for reading a stack trace: they are the source
    if (SOURCE_MAP.test(c.req.path)) return Promise.resolve(c.notFound());
    return HAS_EXTENSION.test(c.req.path) ? serveFile(c, next) : next();
  });

  app.get('*', async (c) => {
    // a missing file is a 404, never the page: a stale script must fail as a script
    if (HAS_EXTENSION.test(c.req.path)) return c.notFound();
    const locale = localeOfPath(c.req.path);
    const setting = await source.publicSetting();
    const country = clientCountry(c, deps.config.GEO_COUNTRY_HEADER);
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    if (
      country &&
      setting.country_black_list.includes(country) &&
      !c.req.path.endsWith('/restriction')
    ) {
      return c.redirect(locale === 'en' ? '/en/restriction' : '/restriction', 302);
    }
    // the answer depends on the saved and the browser language, besides the encoding
    c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    const wanted =
      locale === 'en'
        ? 'en'
        : negotiateLocale(
            getCookie(c, LANGUAGE_COOKIE),
            acceptedLanguages(c.req.header('Accept-Language')),
          );
    if (wanted !== locale) {
      const query = new URL(c.req.url).search;
      return c.redirect(`${pathInLocale(c.req.path, wanted)}${query}`, 302);
    }
    const isHome = HOME_PATHS.has(c.req.path);
    const [desktop, mobile, featuredGames] = await Promise.all([
      source.listSlides(locale, false),
      source.listSlides(locale, true),
      isHome ? source.featuredGames() : undefined,
    ]);
    const boot: BootData = {
      setting,
      geolocation: { country_code: country, ip, blocked: setting.ip_black_list.includes(ip) },
      slider: { locale, desktop, mobile },
      ...(featuredGames && { featuredGames }),
    };
    template ??= readFile(join(root, 'index.html'), 'utf8');
    const withSlide = showsSlider(c.req.path);
    const html = (await template)
      .replace('<html lang="es">', `<html lang="${locale}">`)
      .replace(BOOT_DATA_PLACEHOLDER, bootTags(boot, withSlide))
      .replace('<div id="root"></div>', `<div id="root">${staticShell(boot, withSlide)}</div>`);
    c.header('Cache-Control', 'no-cache');
    if (!isAppPath(c.req.path)) c.status(404);
    return sendCompressed(c, html);
  });
}

function bootTags(boot: BootData, withSlide: boolean): string {
  // "<" escaped so no content can close the script element
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const preload = (slide: Slide | undefined, media: string) =>
    slide && withSlide
      ? `<link rel="preload" as="image" href="${slide.image_url}" media="${media}" fetchpriority="high">`
      : '';
  return (
    `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${json}</script>` +
    preload(boot.slider.desktop[0], '(min-width: 900px)') +
    preload(boot.slider.mobile[0], '(max-width: 899px)')
  );
}

/**
 * The frame and, on a page that draws the slider (contract/app-routes.ts, showsSlider), its first
 * slide as plain HTML, painted before any script runs; React replaces it with the same layout, so
 * nothing moves and the largest paint happens early.
 */
function staticShell(boot: BootData, withSlide: boolean): string {
  const [desktop, mobile] = [boot.slider.desktop[0], boot.slider.mobile[0]];
  const attribute = (text: string) => text.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
  const slide =
    withSlide && desktop && mobile
      ? '<div class="slider">' +
        `<picture><source media="(max-width: 899px)" srcset="${attribute(mobile.image_url)}" width="800" height="350">` +
        `<img class="slider__static" src="${attribute(desktop.image_url)}" alt="" width="1600" height="400" fetchpriority="high"></picture>` +
        '</div>'
      : '';
  return (
    '<div class="layout" aria-hidden="true"><div class="sidebar"></div><div class="layout__main"><div class="top-bar"></div>' +
    slide +
    '</div></div>'
  );
}

function sendCompressed(c: Context, html: string) {
  const accepted = c.req.header('Accept-Encoding') ?? '';
  c.header('Content-Type', 'text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    return c.body(brotliCompressSync(html));
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipSync(html));
  }
  return c.body(html);
}
