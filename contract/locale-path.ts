import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';

/** The language a URL shows: English under /en, the default (Spanish) without a prefix. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;
}

/** The same page in another language. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = localeOfPath(pathname) === 'en' ? pathname.slice(3) || '/' : pathname;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language a page entered without a prefix is shown in: the saved choice (the language
 * cookie), else the first Spanish or English browser language (`en-GB` is English), else the
 * default: a browser in French gets Spanish. The server redirects by it before sending the page
 * (server/http/client-shell.ts), the client follows it where no server did (a page the service
 * worker served).
 */
export function negotiateLocale(
  saved: string | undefined,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(saved)) return saved;
  for (const language of browserLanguages) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * An `Accept-Language` header's languages, most wanted first (by their `q`, then as listed), as
 * `navigator.languages` lists them; those with `q=0` (not wanted) and `*` left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
