import type { I18n, MessageDescriptor } from '@lingui/core';
import type * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { liveRoundBet } from '../../../../contract/operator/live-tables';
import type { CrashSideBet, LiveEngine } from '../../../../contract/house-page/live-tables';

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

/** A live bet's state in words. */
export const LIVE_BET_STATES = {
  pending: msg`Pendiente`,
  open: msg`Abierta`,
  'cashed-out': msg`Cobrada`,
  won: msg`Ganada`,
  lost: msg`Perdida`,
  void: msg`Anulada`,
} satisfies Record<v.InferOutput<typeof liveRoundBet>['state'], MessageDescriptor>;

/** A live bet's kind in words (crash: main or a side bet; roulette); a kind not known: its code. */
const LIVE_BET_KINDS: Record<string, MessageDescriptor> = {
  main: msg`Principal`,
  'under-2': msg`Menos de 2×`,
  'at-least-2': msg`2× o más`,
  'at-least-10': msg`10× o más`,
  roulette: msg`Ruleta`,
} satisfies Record<'main' | CrashSideBet | 'roulette', MessageDescriptor>;

export function liveBetKind(i18n: I18n, kind: string): string {
  const words = LIVE_BET_KINDS[kind];
  return words ? i18n._(words) : kind;
}
