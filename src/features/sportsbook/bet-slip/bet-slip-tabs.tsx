import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent } from 'react';
import type { BetLegsError } from '../../../../contract/sports-payout';
import { errorMessage } from '../../../lib/error-messages';
import type { BetSlipTab } from './bet-slip-logic';
import { betSlip } from './bet-slip-store';

interface BetSlipTabsProps {
  tab: BetSlipTab;
  /** why the selections make no accumulator, or null */
  block: BetLegsError | null;
}

/** Singles or accumulator; the accumulator tab says why it cannot be chosen. */
export function BetSlipTabs({ tab, block }: BetSlipTabsProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const reasonId = useId();
  const isAccumulatorOpen = block === null;

  const choose = (next: BetSlipTab) => {
    if (next === 'accumulator' && !isAccumulatorOpen) return;
    betSlip.setTab(next);
  };
  // arrow keys move between the tabs, as a tab list does
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'singles' ? 'accumulator' : 'singles';
    if (next === 'accumulator' && !isAccumulatorOpen) return;
    choose(next);
    event.currentTarget.parentElement?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <>
      <div className="bet-slip-tabs" role="tablist" aria-label={t`Tipo de apuesta`}>
        <button
          type="button"
          role="tab"
          data-tab="singles"
          className="bet-slip-tabs__tab"
          aria-selected={tab === 'singles'}
          aria-controls="bet-slip-legs"
          tabIndex={tab === 'singles' ? 0 : -1}
          onClick={() => choose('singles')}
          onKeyDown={onKeyDown}
        >
          <Trans>Simples</Trans>
        </button>
        <button
          type="button"
          role="tab"
          data-tab="accumulator"
          className="bet-slip-tabs__tab"
          aria-selected={tab === 'accumulator'}
          aria-controls="bet-slip-legs"
          aria-disabled={!isAccumulatorOpen}
          aria-describedby={isAccumulatorOpen ? undefined : reasonId}
          tabIndex={tab === 'accumulator' ? 0 : -1}
          onClick={() => choose('accumulator')}
          onKeyDown={onKeyDown}
        >
          <Trans>Combinada</Trans>
        </button>
      </div>
      {block !== null && (
        <p id={reasonId} className="bet-slip-tabs__reason" data-testid="accumulator-reason">
          {errorMessage(i18n, block)}
        </p>
      )}
    </>
  );
}
