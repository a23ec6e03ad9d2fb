import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatOdds, ODDS_FORMATS, type OddsFormat } from '../../../../contract/odds-format';
import { useLocale } from '../../../lib/use-locale';
import { useOddsFormat } from './odds-preference';
import './odds-format-switch.css';

/** A select of the odds formats; the choice is remembered on this device. */
export function OddsFormatSwitch() {
  const { t } = useLingui();
  const id = useId();
  const { locale } = useLocale();
  const { format, setFormat } = useOddsFormat();
  const example = formatOdds(2_500, 'decimal', locale);
  const labels: Record<OddsFormat, string> = {
    decimal: t`Decimal (${example})`,
    fractional: t`Fraccionaria (3/2)`,
    american: t`Americana (+150)`,
  };
  return (
    <div className="odds-format-switch">
      <label htmlFor={id}>{t`Formato de cuotas`}</label>
      <select
        id={id}
        value={format}
        onChange={(event) => setFormat(event.target.value as OddsFormat)}
      >
        {ODDS_FORMATS.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
