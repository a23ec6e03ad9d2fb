// One of the two main-bet panels: stake, optional auto cash-out, and one button that bets while
// betting is open and cashes out (showing the win now) during the climb.
import { useId } from 'react';
import type { LiveBet } from '../../../../contract/live-tables';
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
  const { bet, phase, climb } = props;
  const autoCashOut = checkAutoCashOut(props.autoCashOutText);
  const isLocked = bet !== null || props.isSending;

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
    button = { label: t('crashBet'), action: props.onBet, className: 'button-primary' };
  } else {
    button = { label: t('crashWaitNextRound'), action: null, className: '' };
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
      <Refusal problem={props.refusal} />
    </form>
  );
}
