import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { satoshisToMbtc } from '../../../../contract/money';
import {
  systemLineCount,
  systemsForSelections,
  type SportsSystem,
} from '../../../../contract/sports-systems';
import type { Failure } from '../../../lib/api-client';
import { formatMbtc } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { parseStake, SYSTEM_STAKE_KEY, type BetSlipSelection } from './bet-slip-logic';
import { betSlip } from './bet-slip-store';
import { LargestStakeOffer } from './largest-stake-offer';
import { StakeField } from './stake-field';
import { systemName } from './system-name';

interface BetSlipSystemProps {
  selections: readonly BetSlipSelection[];
  system: SportsSystem;
  /** the stake per line as typed */
  stake: string;
  /** already translated */
  error: string | null;
  /** why the last placement was refused, for the largest stake per line it offers */
  failure: Failure | undefined;
}

/**
 * The system tab: the systems that fit the selections (the named ones, then every k/n), then, in
 * the order a bookmaker's slip reads, the lines, the stake per line, the total stake (per line ×
 * lines) and the return if every leg wins.
 */
export function BetSlipSystem({ selections, system, stake, error, failure }: BetSlipSystemProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useLocale();
  const selectId = useId();
  const lines = systemLineCount(system);
  const perLine = parseStake(stake);
  const total = perLine === null ? null : satoshisToMbtc(perLine * BigInt(lines));

  return (
    <div className="bet-slip__system" data-testid="bet-slip-system">
      <label className="bet-slip__policy" htmlFor={selectId}>
        <span>
          <Trans>Sistema</Trans>
        </span>
        <select
          id={selectId}
          data-testid="system-choice"
          value={system.name}
          onChange={(event) => betSlip.setSystem(event.target.value)}
        >
          {systemsForSelections(selections.length).map((choice) => {
            const name = systemName(choice.name, i18n);
            const count = systemLineCount(choice);
            return (
              <option key={choice.name} value={choice.name}>
                {t`${name} · ${count} líneas`}
              </option>
            );
          })}
        </select>
      </label>
      <dl className="bet-slip__system-sums">
        <div>
          <dt>
            <Trans>Líneas</Trans>
          </dt>
          <dd data-testid="system-lines">{lines}</dd>
        </div>
      </dl>
      <StakeField
        stakeKey={SYSTEM_STAKE_KEY}
        label={t`Apuesta por línea (mBTC)`}
        value={stake}
        selections={selections}
        system={system}
        error={error}
      >
        <dl className="bet-slip__system-sums">
          <div>
            <dt>
              <Trans>Apuesta total</Trans>
            </dt>
            <dd data-testid="system-total-stake">
              {total === null ? '—' : formatMbtc(total, locale)}
            </dd>
          </div>
        </dl>
      </StakeField>
      <LargestStakeOffer stakeKey={SYSTEM_STAKE_KEY} failure={failure} value={stake} isPerLine />
    </div>
  );
}
