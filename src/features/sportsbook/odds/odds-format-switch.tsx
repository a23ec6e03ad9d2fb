import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ODDS_FORMATS, type OddsFormat } from '../../../../contract/odds-format';
import { useOddsFormat } from './odds-preference';
import './odds-format-switch.css';

/** A select of the odds formats; the choice is remembered on this device. */
export function OddsFormatSwitch() {
  const { t } = useLingui();
  const id = useId();
  const { format, setFormat } = useOddsFormat();
  const labels: Record<OddsFormat, string> = {
    decimal: t`Decimal (2.50)`,
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
