/**
 * Names of countries and languages in the page's language, from the codes the forms send
 * (Intl.DisplayNames): the values stay the codes, the player reads names.
 */

/** A country's name (e.g. 'ES' → 'España' in Spanish, 'Spain' in English), from its ISO 3166 code. */
export function countryName(code: string, locale: string): string {
  return nameOf('region', code, locale);
}

/**
 * The profile languages of SPEC are codes of its own: 'se' is Swedish (ISO 639 'sv'; 'se' would be
 * Northern Sami) and 'in' Indonesian (ISO 639's former code, now 'id').
 */
const PROFILE_LANGUAGE_ISO: Partial<Record<string, string>> = { se: 'sv', in: 'id' };

/** A profile language's name (e.g. 'fr' → 'francés' in Spanish), capitalised as a list item. */
export function languageName(code: string, locale: string): string {
  const name = nameOf('language', PROFILE_LANGUAGE_ISO[code] ?? code, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

const namers = new Map<string, Intl.DisplayNames>();

function nameOf(type: 'region' | 'language', code: string, locale: string): string {
  try {
    const key = `${type}:${locale}`;
    let namer = namers.get(key);
    if (!namer) {
      namer = new Intl.DisplayNames([locale], { type });
      namers.set(key, namer);
    }
    return namer.of(code) ?? code;
  } catch {
    return code;
  }
}
