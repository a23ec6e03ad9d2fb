import { i18n as lingui, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  betSettlementOutcome,
  isCorrectedSettlement,
  reopenedBetTakenBack,
  type BetSettlementOutcome,
} from '../../contract/sports-bet-outcome';
import type { SportsBetCashedOutEvent, SportsBetView } from '../../contract/sportsbook';
import { activeLocale } from '../i18n/i18n';
import { formatMbtc } from '../lib/format';
import { showToast } from '../stores/ui-store';

/** A bet's news stays longer than a toast's usual few seconds: the player may be mid-game. */
const BET_TOAST_MS = 8_000;

const SETTLED: Record<BetSettlementOutcome, MessageDescriptor> = {
  won: msg({ id: 'bet_toast_won', message: 'Apuesta ganada: +{amount}' }),
  lost: msg({ id: 'bet_toast_lost', message: 'Apuesta perdida' }),
  void: msg({ id: 'bet_toast_void', message: 'Apuesta anulada' }),
  returned: msg({ id: 'bet_toast_returned', message: 'Apuesta liquidada: +{amount}' }),
};
const CORRECTED: Record<BetSettlementOutcome, MessageDescriptor> = {
  won: msg({ id: 'bet_toast_won_corrected', message: 'Apuesta ganada (corregida): +{amount}' }),
  lost: msg({ id: 'bet_toast_lost_corrected', message: 'Apuesta perdida (corregida)' }),
  void: msg({ id: 'bet_toast_void_corrected', message: 'Apuesta anulada (corregida)' }),
  returned: msg({
    id: 'bet_toast_returned_corrected',
    message: 'Apuesta liquidada (corregida): +{amount}',
  }),
};

/** The bet in a few words: its match for one event, else how many selections. */
function betName(bet: SportsBetView): string {
  const locale = activeLocale();
  const first = bet.legs[0];
  const isOneEvent = bet.legs.every((leg) => leg.eventId === first?.eventId);
  if (first && isOneEvent && bet.legs.length === 1) {
    return `${first.home[locale]} - ${first.away[locale]}`;
  }
  const count = bet.legs.length;
  return t({ id: 'bet_toast_selections', message: `Apuesta de ${count} selecciones` });
}

/** Tells the player their bet was settled (or settled again after a correction). */
export function toastBetSettled(bet: SportsBetView): void {
  const outcome = betSettlementOutcome(bet);
  const descriptor = (isCorrectedSettlement(bet) ? CORRECTED : SETTLED)[outcome];
  const amount = formatMbtc(bet.payout ?? 0, activeLocale());
  showToast(
    `${lingui._({ ...descriptor, values: { amount } })} · ${betName(bet)}`,
    outcome === 'won' ? 'success' : 'info',
    BET_TOAST_MS,
  );
}

/** Tells the player a settled bet is open again (its settlement rolled back), and what that took back. */
export function toastBetReopened(bet: SportsBetView): void {
  const takenBack = reopenedBetTakenBack(bet);
  const amount = formatMbtc(takenBack, activeLocale());
  const title =
    takenBack > 0
      ? t({ id: 'bet_toast_reopened_taken_back', message: `Apuesta reabierta: −${amount}` })
      : t({ id: 'bet_toast_reopened', message: 'Apuesta reabierta' });
  showToast(`${title} · ${betName(bet)}`, 'info', BET_TOAST_MS);
}

/** Tells the player their auto cash-out value was reached and the bet cashed out (not one they asked for). */
export function toastAutoCashOut(event: SportsBetCashedOutEvent): void {
  if (!event.automatic) return;
  const amount = formatMbtc(event.amount, activeLocale());
  const title = t({ id: 'bet_toast_auto_cash_out', message: `Cobro automático: ${amount}` });
  showToast(`${title} · ${betName(event.bet)}`, 'success', BET_TOAST_MS);
}
