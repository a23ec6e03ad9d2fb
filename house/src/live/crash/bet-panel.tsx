// One of the two main-bet panels: stake, optional auto cash-out, and one button that bets while
// betting is open, cashes out (showing the win now) during the climb, and otherwise queues a bet
// for the next round (or cancels the one queued).
import { useId } from 'react';
import type { LiveBet } from '../../../../contract/house-page/live-tables';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import { FieldProblem } from '../../components/field-problem';
import { Refusal } from '../../components/refusal';
import { StakeField } from '../../components/stake-field';
import type { Stake } from '../../components/use-stake';
import { formatAmount, formatMultiplier } from '../../format';
import { useHouse } from '../../house-context';
import type { Problem } from '../../problems';
import { payoutOf } from '../../validation';
import { checkAutoCashOut } from './auto-cash-out';
import type { NextRoundQueue } from './next-round-queue';
import { shownMultiplier, type ClimbPosition } from './crash-curve-math';

export interface BetPanelProps {
  number: 1 | 2;
  stake: Stake;
  autoCashOutText: string;
  onAutoCashOutText: (text: string) => void;
  phase: 'betting' | 'running' | 'ended' | 'settled';
  bet: LiveBet | null;
  climb: ClimbPosition | null;
  isSending: boolean;
  refusal: Problem | null;
  onBet: () => void;
  onCashOut: () => void;
  /** the panel's bet for the next round */
  queue: NextRoundQueue;
  onQueue: () => void;
  onCancelQueue: () => void;
}

/** What a cash-out now would pay, as the server pays it: stake × multiplier, rounded down. */
function winNow(bet: LiveBet, climb: ClimbPosition | null): number | null {
  const stake = mbtcToSatoshis(bet.stake);
  if (!climb || stake === null) return null;
  return satoshisToMbtc(payoutOf(stake, shownMultiplier(climb.multiplier)));
}

export function BetPanel(props: BetPanelProps) {
  const { t, lang } = useHouse();
  const id = useId();
  const { bet, phase, climb, queue } = props;
  const autoCashOut = checkAutoCashOut(props.autoCashOutText);
  const isLocked = bet !== null || props.isSending || queue.status !== 'empty';

  let button: { label: string; action: (() => void) | null; className: string };
  if (bet?.state === 'open' && phase === 'running') {
    const win = winNow(bet, climb);
    button = {
      label: t('crashCashOut', { amount: win === null ? '' : formatAmount(win, lang) }),
      action: props.onCashOut,
      className: 'button-cash-out',
    };
  } else if (bet?.state === 'cashed-out') {
    button = {
      label: t('crashCashedOut', {
        multiplier: formatMultiplier(bet.multiplier ?? 0, lang),
        amount: formatAmount(bet.payout, lang),
      }),
      action: null,
      className: 'is-win',
    };
  } else if (bet) {
    const stateLabel = {
      open: '',
      won: '',
      lost: t('liveStateLost'),
      void: t('liveStateVoid'),
      'cashed-out': '',
    }[bet.state];
    button = {
      label: stateLabel || t('crashBetPlaced', { amount: formatAmount(bet.stake, lang) }),
      action: null,
      className: bet.state === 'lost' ? 'is-loss' : '',
    };
  } else if (phase === 'betting') {
    const isPlacing = queue.status === 'placing';
    button = {
      label: t('crashBet'),
      action: isPlacing ? null : props.onBet,
      className: 'button-primary',
    };
  } else if (queue.status === 'queued') {
    button = { label: t('crashCancelQueued'), action: props.onCancelQueue, className: '' };
  } else {
    button = { label: t('crashBetNextRound'), action: props.onQueue, className: 'button-primary' };
  }

  return (
    <form
      className="controls bet-panel"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        button.action?.();
      }}
    >
      <h2 id={`${id}-title`} className="panel-title">
        {t('crashPanel', { number: String(props.number) })}
      </h2>
      <StakeField stake={props.stake} isLocked={isLocked} />
      <div className="field">
        <label htmlFor={`${id}-auto`}>{t('crashAutoCashOut')}</label>
        <input
          id={`${id}-auto`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={props.autoCashOutText}
          disabled={isLocked}
          aria-invalid={autoCashOut.ok ? undefined : true}
          aria-describedby={`${id}-auto-problem`}
          onChange={(event) => props.onAutoCashOutText(event.currentTarget.value)}
        />
        <FieldProblem
          id={`${id}-auto-problem`}
          problem={autoCashOut.ok ? null : autoCashOut.problem}
        />
      </div>
      <button
        type="submit"
        className={`bet-button ${button.className}`}
        disabled={button.action === null || props.isSending}
        data-testid={`crash-bet-button-${props.number}`}
      >
        {button.label}
      </button>
      {queue.status === 'queued' && (
        <p className="hint" data-testid={`crash-queued-note-${props.number}`}>
          {t('crashQueuedNote', { amount: formatAmount(satoshisToMbtc(queue.bet.amount), lang) })}
        </p>
      )}
      <Refusal problem={props.refusal} />
    </form>
  );
}
