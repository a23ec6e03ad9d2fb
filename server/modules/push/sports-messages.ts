import type { Locale } from '../../../contract/constants';
import { pathInLocale } from '../../../contract/locale-path';
import { formatMbtc } from '../../../contract/money';
import type { PushPayload } from '../../../contract/push';
import {
  betSettlementOutcome,
  isCorrectedSettlement,
  reopenedBetTakenBack,
  type BetSettlementOutcome,
} from '../../../contract/sports-bet-outcome';
import type { SportsBetCashedOutEvent, SportsBetView } from '../../../contract/sportsbook';

// The pushes of the player's sports bets: settled (won, lost, void or partly returned), reopened
// (a settlement rolled back) and an automatic cash-out, each naming the bet, in the player's
// language; a click opens My bets.

/** The title of each outcome; `amount` is the payout. */
const SETTLED_TITLES: Record<BetSettlementOutcome, Record<Locale, (amount: string) => string>> = {
  won: { es: (amount) => `Apuesta ganada: +${amount}`, en: (amount) => `Bet won: +${amount}` },
  lost: { es: () => 'Apuesta perdida', en: () => 'Bet lost' },
  void: { es: () => 'Apuesta anulada', en: () => 'Bet void' },
  returned: {
    es: (amount) => `Apuesta liquidada: +${amount}`,
    en: (amount) => `Bet settled: +${amount}`,
  },
};

const CORRECTED: Record<Locale, (title: string) => string> = {
  es: (title) => `${title} (corregida)`,
  en: (title) => `${title} (corrected)`,
};

/** The bet in a few words: its event (and how many selections), or how many selections. */
export function betName(bet: SportsBetView, locale: Locale): string {
  const events = new Set(bet.legs.map((leg) => leg.eventId));
  const count = bet.legs.length;
  const first = bet.legs[0];
  if (events.size === 1 && first) {
    const match = `${first.home[locale]} - ${first.away[locale]}`;
    if (count === 1) return match;
    return locale === 'es' ? `${match} (${count} selecciones)` : `${match} (${count} selections)`;
  }
  return locale === 'es' ? `Apuesta de ${count} selecciones` : `${count}-selection bet`;
}

/** My bets, on the tab the bet is now in. */
function myBetsUrl(bet: SportsBetView, locale: Locale): string {
  return pathInLocale(`/sports/my-bets?status=${bet.status}`, locale);
}

/** The notification of a settled (or resettled) bet in `locale`. */
export function betSettledNotification(bet: SportsBetView, locale: Locale): PushPayload {
  const title = SETTLED_TITLES[betSettlementOutcome(bet)][locale](
    formatMbtc(bet.payout ?? 0, locale),
  );
  return {
    title: isCorrectedSettlement(bet) ? CORRECTED[locale](title) : title,
    body: betName(bet, locale),
    tag: `sports-bet-${bet.id}`,
    url: myBetsUrl(bet, locale),
  };
}

/** The title of a reopened bet; `amount` is what its rollback took back, when it took any. */
const REOPENED_TITLES: Record<Locale, (amount: string | null) => string> = {
  es: (amount) => (amount ? `Apuesta reabierta: −${amount}` : 'Apuesta reabierta'),
  en: (amount) => (amount ? `Bet reopened: −${amount}` : 'Bet reopened'),
};

/** The notification of a settled bet whose settlement was rolled back, open again, in `locale`. */
export function betReopenedNotification(bet: SportsBetView, locale: Locale): PushPayload {
  const takenBack = reopenedBetTakenBack(bet);
  return {
    title: REOPENED_TITLES[locale](takenBack > 0 ? formatMbtc(takenBack, locale) : null),
    body: betName(bet, locale),
    tag: `sports-bet-${bet.id}`,
    url: myBetsUrl(bet, locale),
  };
}

const AUTO_CASH_OUT_TITLES: Record<Locale, (amount: string) => string> = {
  es: (amount) => `Cobro automático: ${amount}`,
  en: (amount) => `Automatic cash out: ${amount}`,
};

/** The notification of a cash-out the player's auto cash-out value made, or null for one they asked for. */
export function autoCashOutNotification(
  event: SportsBetCashedOutEvent,
  locale: Locale,
): PushPayload | null {
  if (!event.automatic) return null;
  return {
    title: AUTO_CASH_OUT_TITLES[locale](formatMbtc(event.amount, locale)),
    body: betName(event.bet, locale),
    tag: `sports-bet-${event.bet.id}`,
    url: myBetsUrl(event.bet, locale),
  };
}
