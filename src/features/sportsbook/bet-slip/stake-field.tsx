import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { SportsSystem } from '../../../../contract/sports-systems';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import type { BetSlipSelection } from './bet-slip-logic';
import { slipReturn } from './bet-slip-logic';
import { betSlip } from './bet-slip-store';

interface StakeFieldProps {
  /** the outcome id of a single, or `accumulator` */
  stakeKey: string;
  label: string;
  value: string;
  /** the legs the stake is on, for the potential return */
  selections: readonly BetSlipSelection[];
  /** the system of a system bet, whose stake is per line */
  system?: SportsSystem;
  /** already translated */
  error: string | null;
  /** what stands between the stake and its return (a system's total stake) */
  children?: ReactNode;
}

/** A stake in mBTC and what it returns if every leg wins (exactly what settlement would pay). */
export function StakeField({
  stakeKey,
  label,
  value,
  selections,
  system,
  error,
  children,
}: StakeFieldProps) {
  const id = useId();
  const { locale } = useLocale();
  const potential = slipReturn(value, selections, system);
  const shownReturn = potential === null ? '—' : formatMbtc(potential, locale);
  return (
    <div className="stake-field">
      <div className="stake-field__row">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="stake-field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={value}
          aria-invalid={error !== null}
          aria-describedby={`${id}-return${error === null ? '' : ` ${id}-error`}`}
          data-testid={`stake-${stakeKey}`}
          onChange={(event) => betSlip.setStake(stakeKey, event.target.value)}
        />
      </div>
      {children}
      <p id={`${id}-return`} className="stake-field__return">
        <Trans>Retorno potencial</Trans>{' '}
        <output htmlFor={id} data-testid={`return-${stakeKey}`}>
          {shownReturn}
        </output>
      </p>
      {error !== null && (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}
