import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatOdds } from '../../../../contract/odds-format';
import { useLocale } from '../../../lib/use-locale';
import { betSlip } from '../bet-slip/bet-slip-store';
import { outcomeName } from '../../../../contract/sports-market-names';
import { useOddsFormat } from '../odds/odds-preference';

/** At most one announcement per this many ms: a screen reader is not read every tick. */
const ANNOUNCE_EVERY_MS = 5_000;

/**
 * A polite live region that tells a screen reader when a price of the bet slip moved (the prices
 * on the page flash, which it can not see). Moves are gathered and read at most every few
 * seconds: one move by name, several as a count.
 */
export function OddsAnnouncer() {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const { format } = useOddsFormat();
  const selections = betSlip.useStore((state) => state.selections);
  const seen = useRef(new Map<string, number>());
  const waiting = useRef(new Map<string, string>());
  const [text, setText] = useState('');

  useEffect(() => {
    for (const selection of selections) {
      const before = seen.current.get(selection.outcomeId);
      seen.current.set(selection.outcomeId, selection.oddsMilli);
      if (before === undefined || before === selection.oddsMilli) continue;
      const name = outcomeName(
        selection.marketType,
        selection.outcome,
        selection.specifiers,
        selection,
        locale,
        i18n,
      );
      const from = formatOdds(before, format, locale);
      const to = formatOdds(selection.oddsMilli, format, locale);
      waiting.current.set(
        selection.outcomeId,
        selection.oddsMilli > before
          ? t`${name}: la cuota sube de ${from} a ${to}`
          : t`${name}: la cuota baja de ${from} a ${to}`,
      );
    }
  }, [selections, locale, i18n, format, t]);

  useEffect(() => {
    const timer = setInterval(() => {
      const moves = [...waiting.current.values()];
      waiting.current.clear();
      if (moves.length === 1) setText(moves[0] ?? '');
      else if (moves.length > 1) {
        const count = moves.length;
        setText(t`Han cambiado ${count} cuotas de tu boleto`);
      }
    }, ANNOUNCE_EVERY_MS);
    return () => clearInterval(timer);
  }, [t]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {text}
    </div>
  );
}
