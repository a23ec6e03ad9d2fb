import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { numberFormat } from '../../../../contract/intl-formats';
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

/** The stakes one tap puts in a stake field, in mBTC. */
export const QUICK_STAKES_MBTC = [0.5, 1, 5, 10] as const;

/** A stake as the player types it in the page's language (0,5 in Spanish), never grouped. */
export function stakeText(mbtc: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 5, useGrouping: false }).format(mbtc);
}

/**
 * A stake in mBTC, with quick stakes a tap puts in, and what it returns if every leg wins (exactly
 * what settlement would pay).
 */
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
  const { t } = useLingui();
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
          placeholder={locale === 'es' ? '0,00' : '0.00'}
          value={value}
          aria-invalid={error !== null}
          aria-describedby={`${id}-return${error === null ? '' : ` ${id}-error`}`}
          data-testid={`stake-${stakeKey}`}
          onChange={(event) => betSlip.setStake(stakeKey, event.target.value)}
        />
      </div>
      <div className="stake-field__quick" role="group" aria-label={t`Importes rápidos`}>
        {QUICK_STAKES_MBTC.map((mbtc) => {
          const text = stakeText(mbtc, locale);
          return (
            <button
              key={mbtc}
              type="button"
              className="stake-field__chip"
              aria-pressed={value === text}
              onClick={() => betSlip.setStake(stakeKey, text)}
            >
              {text}
              <span className="visually-hidden"> mBTC</span>
            </button>
          );
        })}
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
