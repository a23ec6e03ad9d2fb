/** How the book stands if an outcome wins: it pays out (loss), wins, or neither. */
export type LiabilityTone = 'loss' | 'win' | 'even';

export function liabilityTone(liability: number): LiabilityTone {
  if (liability > 0) return 'loss';
  if (liability < 0) return 'win';
  return 'even';
}

/**
 * A liability in mBTC with its sign always written (+ the book pays, − the book wins), so the
 * colour is never the only sign of it.
 */
export function formatLiability(liability: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 5,
    signDisplay: 'exceptZero',
  }).format(liability);
  return `${number} mBTC`;
}

/** Decimal odds from the API's thousandths (2150 → 2.15), two decimals at least. */
export function formatOdds(oddsMilli: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(oddsMilli / 1000);
}

/** A market's name from its type and specifiers: `total (total=2.5)`. */
export function marketName(type: string, specifiers: string): string {
  return specifiers ? `${type} (${specifiers.split('|').join(', ')})` : type;
}
