import type { LiveEngine } from '../../../../contract/live-tables';

/**
 * A round's result in words: crash's bust multiplier (`2.35×`), roulette's pocket (`17`), or
 * null while the round has not ended (nobody may know it before).
 */
export function formatRoundResult(
  engine: LiveEngine,
  result: number | null,
  locale: string,
): string | null {
  if (result == null) return null;
  if (engine === 'crash') {
    const multiplier = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(result);
    return `${multiplier}×`;
  }
  return String(result);
}

/** A bet's spot (roulette) as short text: a number, a word, or the JSON of anything else. */
export function formatSpot(spot: unknown): string {
  if (spot == null) return '';
  if (typeof spot === 'string' || typeof spot === 'number') return String(spot);
  return JSON.stringify(spot);
}
