// The controls Dice and Limbo share: Manual or Auto, the stake, the game's own fields, the bet
// preview, the Bet button or autobet's fields with Start/Stop, why a bet was refused, and the
// keyboard's shortcuts (Enter, and the hot keys the player may switch on).
import { useId, useState, type ReactNode } from 'react';
import type { houseDice } from '../../../contract/house-page/house';
import type { Answer } from '../api';
import { useHouse } from '../house-context';
import { checkPayout } from '../validation';
import { AutobetFields, AutobetSummary, useAutobetForm } from './autobet-form';
import { HotKeysPanel } from './hot-keys-panel';
import { Refusal } from './refusal';
import { SegmentedOptions } from './segmented-options';
import { StakeField } from './stake-field';
import { useAutobet } from './use-autobet';
import { useBetShortcut, useHotKeys } from './use-bet-shortcut';
import type { usePlayedRounds } from './use-played-rounds';
import type { Stake } from './use-stake';
import { useSiteSettings } from '../site-settings';

type Mode = 'manual' | 'auto';

export interface OneShotBet {
  stake: Stake;
  /** The multiplier a win pays with the game's fields as they are; null while one is wrong. */
  multiplier: number | null;
  /** Sends one bet of `amount` satoshis with the game's fields as they are. */
  send: (amount: bigint) => Promise<Answer<typeof houseDice> | null>;
  /** The hot keys Q (-1) and W (+1): the game's target a step down or up. */
  stepTarget: (step: -1 | 1) => void;
  played: ReturnType<typeof usePlayedRounds>;
}

export function BetControls({
  bet,
  preview,
  children,
}: {
  bet: OneShotBet;
  /** the bet preview, under the game's fields */
  preview: ReactNode;
  /** the game's own fields (target, direction), locked during autobet */
  children: ReactNode;
}) {
  const { t, limits, isBusy } = useHouse();
  const id = useId();
  const [mode, setMode] = useState<Mode>('manual');
  const form = useAutobetForm();
  const autobet = useAutobet();
  const { stake, multiplier, send, played } = bet;
  const isRunning = autobet.isRunning;

  /** The stake to bet, checked as the manual bet checks it; null after showing what is wrong. */
  const checkedStake = (): bigint | null => {
    const amount = stake.check();
    if (amount === null || multiplier === null) return null;
    const payoutProblem = checkPayout(amount, multiplier, limits);
    if (!payoutProblem) return amount;
    stake.setProblem(payoutProblem);
    return null;
  };

  const placeBet = async () => {
    const amount = checkedStake();
    if (amount !== null) played.show(await send(amount));
  };

  const startOrStop = () => {
    if (isRunning) return autobet.stop();
    const settings = form.check();
    const amount = checkedStake();
    if (!settings || amount === null || multiplier === null || isBusy) return;
    played.setRefusal(null);
    void autobet.start(settings, amount, { multiplier, send, onPlayed: played.show });
  };

  const primary = () => (mode === 'auto' ? startOrStop() : void placeBet());
  useBetShortcut(primary);
  const { areHotKeysOn } = useSiteSettings();
  const whenIdle = (action: () => void) => () => {
    if (!isRunning) action();
  };
  useHotKeys(areHotKeysOn, {
    ' ': primary,
    s: whenIdle(stake.double),
    a: whenIdle(stake.halve),
    d: whenIdle(stake.zero),
    q: whenIdle(() => bet.stepTarget(-1)),
    w: whenIdle(() => bet.stepTarget(1)),
  });

  return (
    <form
      className="controls"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        primary();
      }}
    >
      <fieldset className="segmented bet-modes" disabled={isRunning}>
        <legend className="visually-hidden">{t('betModes')}</legend>
        <SegmentedOptions
          name={`${id}-mode`}
          options={['manual', 'auto'] as const}
          value={mode}
          onChange={setMode}
          label={(option) => t(option === 'manual' ? 'betManual' : 'betAuto')}
        />
      </fieldset>
      <StakeField stake={stake} isLocked={isRunning} />
      <fieldset className="game-fields" disabled={isRunning}>
        {children}
      </fieldset>
      {preview}
      {mode === 'auto' && <AutobetFields form={form} isLocked={isRunning} />}
      {mode === 'manual' ? (
        <button type="submit" className="button-primary" disabled={isBusy}>
          {t('bet')}
        </button>
      ) : (
        <button
          type="submit"
          className={isRunning ? 'button-stop' : 'button-primary'}
          disabled={isBusy && !isRunning}
        >
          {t(isRunning ? 'autobetStop' : 'autobetStart')}
        </button>
      )}
      <Refusal problem={played.refusal} />
      {mode === 'auto' && <AutobetSummary autobet={autobet} />}
      <p className="hint hint--keyboard">{t('shortcutHint')}</p>
      <HotKeysPanel isOn={areHotKeysOn} />
    </form>
  );
}
