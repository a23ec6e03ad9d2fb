import { Trans } from '@lingui/react/macro';
import type { SportsBetView } from '../../../../contract/sportsbook';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { paidSystemLines } from './system-lines';

/** The lines of a settled system bet that paid, by the numbers of their legs. */
export function SystemLines({ bet }: { bet: SportsBetView }) {
  const { locale } = useLocale();
  const lines = paidSystemLines(bet);
  if (lines === null || bet.system === null) return null;
  const won = lines.length;
  const total = bet.system.lines;
  return (
    <section className="sports-bet__lines" data-testid="system-lines">
      <h4>
        <Trans>
          Líneas ganadoras: {won} de {total}
        </Trans>
      </h4>
      {won > 0 && (
        <ul>
          {lines.map((line) => (
            <li key={line.legs.join('-')}>
              <span>{line.legs.join(' + ')}</span>
              <span>{formatMbtc(line.payout, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
