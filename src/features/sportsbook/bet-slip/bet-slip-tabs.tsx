import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent } from 'react';
import type { BetLegsError } from '../../../../contract/sports-payout';
import { errorMessage } from '../../../lib/error-messages';
import type { BetSlipTab } from './bet-slip-logic';
import { betSlip } from './bet-slip-store';

interface BetSlipTabsProps {
  tab: BetSlipTab;
  /** why the selections make no accumulator, or null */
  block: BetLegsError | null;
  /** why the selections make no system bet, or null */
  systemBlock: BetLegsError | null;
}

const TABS: readonly BetSlipTab[] = ['singles', 'accumulator', 'system'];
const TAB_NAMES: Record<BetSlipTab, MessageDescriptor> = {
  singles: msg`Simples`,
  accumulator: msg`Combinada`,
  system: msg`Sistema`,
};

/** Singles, accumulator or system; a tab that cannot be chosen says why. */
export function BetSlipTabs({ tab, block, systemBlock }: BetSlipTabsProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const reasonId = useId();
  const blocks: Record<BetSlipTab, BetLegsError | null> = {
    singles: null,
    accumulator: block,
    system: systemBlock,
  };
  const open = TABS.filter((name) => blocks[name] === null);
  const reason = block ?? systemBlock;

  const choose = (next: BetSlipTab) => {
    if (blocks[next] !== null) return;
    betSlip.setTab(next);
  };
  // arrow keys move between the tabs that can be chosen, as a tab list does
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = open[(open.indexOf(tab) + step + open.length) % open.length] ?? tab;
    choose(next);
    event.currentTarget.parentElement?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <>
      <div className="bet-slip-tabs" role="tablist" aria-label={t`Tipo de apuesta`}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            data-tab={name}
            className="bet-slip-tabs__tab"
            aria-selected={tab === name}
            aria-controls="bet-slip-legs"
            aria-disabled={blocks[name] !== null}
            aria-describedby={blocks[name] === null ? undefined : reasonId}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            onKeyDown={onKeyDown}
          >
            {i18n._(TAB_NAMES[name])}
          </button>
        ))}
      </div>
      {reason !== null && (
        <p id={reasonId} className="bet-slip-tabs__reason" data-testid="accumulator-reason">
          {errorMessage(i18n, reason)}
        </p>
      )}
    </>
  );
}
