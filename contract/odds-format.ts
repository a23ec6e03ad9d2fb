// Odds formats, one module for the client and the server. Prices travel as milli-odds (decimal odds
// in thousandths: 2.50 → 2500); the player chooses how to read them: decimal (the default),
// fractional (UK) or American (US).
import * as v from 'valibot';
import { numberFormat } from './intl-formats';

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'decimal';
export const oddsFormatSchema = v.picklist(ODDS_FORMATS);

/** A fraction numerator/denominator, in lowest terms. */
export interface Fraction {
  numerator: number;
  denominator: number;
}

/**
 * The bookmakers' fractions whose decimal price is not exact in hundredths (10/11 is 1.9090…):
 * a price that is the two-decimal rounding of one of them reads as it. Written in lowest terms, as
 * every other fraction here (2/3, not the 4/6 some shops print).
 */
const CONVENTIONAL_FRACTIONS: readonly Fraction[] = (
  [
    [1, 9],
    [1, 8],
    [1, 7],
    [1, 6],
    [2, 11],
    [2, 9],
    [2, 7],
    [1, 3],
    [4, 11],
    [4, 9],
    [8, 15],
    [4, 7],
    [8, 13],
    [2, 3],
    [8, 11],
    [5, 6],
    [10, 11],
    [11, 8],
    [13, 8],
    [15, 8],
    [7, 3],
    [10, 3],
  ] satisfies [number, number][]
).map(([numerator, denominator]) => ({ numerator, denominator }));

/** The milli-odds a bookmaker prints for a fraction: 1 + n/d rounded to two decimals. */
const printedMilliOdds = ({ numerator, denominator }: Fraction) =>
  Math.round(100 + (100 * numerator) / denominator) * 10;

const CONVENTIONAL_BY_PRICE = new Map(
  CONVENTIONAL_FRACTIONS.map((fraction) => [printedMilliOdds(fraction), fraction]),
);

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

/**
 * Fractional odds: the conventional fraction when the price is one (1.91 → 10/11), else the exact
 * profit per unit staked, (d − 1) in thousandths, reduced (2.50 → 3/2, 1.50 → 1/2, 2.00 → 1/1).
 */
export function toFractional(milliOdds: number): Fraction {
  const conventional = CONVENTIONAL_BY_PRICE.get(milliOdds);
  if (conventional) return conventional;
  const profit = milliOdds - 1000;
  const divisor = greatestCommonDivisor(profit, 1000);
  return { numerator: profit / divisor, denominator: 1000 / divisor };
}

/** American odds: +100(d − 1) from evens up, −100/(d − 1) below, rounded to a whole number. */
export function toAmerican(milliOdds: number): number {
  const profit = (milliOdds - 1000) / 1000;
  return milliOdds >= 2000 ? Math.round(100 * profit) : -Math.round(100 / profit);
}

/** The price as the player reads it in his chosen format: '2.50' (in English; '2,50' in Spanish), '3/2' or '+150'. */
export function formatOdds(milliOdds: number, format: OddsFormat, locale: string): string {
  if (format === 'fractional') {
    const { numerator, denominator } = toFractional(milliOdds);
    return `${String(numerator)}/${String(denominator)}`;
  }
  if (format === 'american') {
    const american = toAmerican(milliOdds);
    return american > 0 ? `+${String(american)}` : String(american);
  }
  return numberFormat(locale, DECIMAL_ODDS).format(milliOdds / 1000);
}

/** Two decimals in the locale's own way (3,15 in Spanish, 3.15 in English), never grouped. */
const DECIMAL_ODDS: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
};
