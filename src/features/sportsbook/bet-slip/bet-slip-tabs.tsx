import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent } from 'react';
import { BET_LEG_LIMITS, type BetLegsError } from '../../../../contract/sports-payout';
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

/**
 * Why the System tab cannot be chosen, when the accumulator's reason does not say it already:
 * its own selection limits (2 to 12, fewer than an accumulator's 20).
 */
function useSystemReason(block: BetLegsError | null, systemBlock: BetLegsError | null) {
  const { t } = useLingui();
  if (systemBlock === null || systemBlock === block) return null;
  const { min, max } = BET_LEG_LIMITS.system;
  if (systemBlock === 'same_event_legs') {
    return t`Un sistema no puede tener dos selecciones del mismo evento.`;
  }
  return t`El sistema no está disponible: lleva de ${min} a ${max} selecciones.`;
}

/**
 * Singles, accumulator or system; a tab that cannot be chosen says why, in a line under the tabs
 * that the tab names as its description (read out on focus, not a tooltip).
 */
export function BetSlipTabs({ tab, block, systemBlock }: BetSlipTabsProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const reasonId = useId();
  const systemReasonId = useId();
  const systemReason = useSystemReason(block, systemBlock);
  const blocks: Record<BetSlipTab, BetLegsError | null> = {
    singles: null,
    accumulator: block,
    system: systemBlock,
  };
  const open = TABS.filter((name) => blocks[name] === null);
  const reason = block ?? systemBlock;
  const describedBy = (name: BetSlipTab) => {
    if (blocks[name] === null) return undefined;
    return name === 'system' && systemReason !== null ? systemReasonId : reasonId;
  };

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
            aria-describedby={describedBy(name)}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            onKeyDown={onKeyDown}
          >
            {i18n._(TAB_NAMES[name])}
          </button>
        ))}
      </div>
      {reason !== null && (reason !== systemBlock || systemReason === null) && (
        <p id={reasonId} className="bet-slip-tabs__reason" data-testid="accumulator-reason">
          {/* a slip with one selection is told what a combination needs, not to add "one" */}
          {reason === 'too_few_legs'
            ? t`Una combinada o un sistema llevan al menos ${BET_LEG_LIMITS.accumulator.min} selecciones: añade otra.`
            : errorMessage(i18n, reason)}
        </p>
      )}
      {systemReason !== null && (
        <p id={systemReasonId} className="bet-slip-tabs__reason" data-testid="system-reason">
          {systemReason}
        </p>
      )}
    </>
  );
}
