// Intl's formatters, built once per language and options. Building one costs a tenth of a
// millisecond or more (several times that on a phone), and lists format hundreds of amounts,
// odds lines and times per render: a bet slip or a game's history re-rendered on each price move
// spent most of its script time building the same formatter again.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<Format>(
  cache: Map<string, Format>,
  locale: string,
  options: object,
  build: () => Format,
): Format {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, once per locale and options. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, once per locale and options. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
