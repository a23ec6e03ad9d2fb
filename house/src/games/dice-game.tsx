import { usePlayedRounds } from '../components/use-played-rounds';
import { useId, useState } from 'react';
import { houseDice } from '../../../contract/house-page/house';
import { satoshisToMbtc } from '../../../contract/money';
import { diceMultiplier, diceWinChance } from '../../../contract/provably-fair-payouts';
import { BetControls, type OneShotBet } from '../components/bet-controls';
import { BetPreview } from '../components/bet-preview';
import { FieldProblem } from '../components/field-problem';
import { LastResults } from '../components/last-results';
import { ResultBox } from '../components/result-box';
import { SegmentedOptions } from '../components/segmented-options';
import { useStake } from '../components/use-stake';
import { formatNumber } from '../format';
import { useHouse } from '../house-context';
import { resultNumber } from '../round-result';
import { checkDiceTarget, diceTargetBounds } from '../validation';

type Direction = 'over' | 'under';

export function DiceGame() {
  const { t, lang, houseEdge, request } = useHouse();
  const id = useId();
  const stake = useStake();
  const [direction, setDirection] = useState<Direction>('over');
  // the target reads in the page's number format (50,50 in Spanish); typing takes either mark
  const [targetText, setTargetText] = useState(() => formatNumber(50.5, lang, 2));
  const played = usePlayedRounds((round) => formatNumber(resultNumber(round, 'roll'), lang, 2));
  const { round, past } = played;

  const target = checkDiceTarget(targetText, direction);
  const chance = target.ok ? diceWinChance(target.value, direction) : null;
  const multiplier = chance === null ? null : diceMultiplier(chance, houseEdge);
  const bounds = diceTargetBounds(direction);

  const onDirection = (next: Direction) => {
    // the mirrored target keeps the same win chance
    if (target.ok) setTargetText(formatNumber(100 - target.value, lang, 2));
    setDirection(next);
  };

  const stepTarget = (step: -1 | 1) => {
    if (!target.ok) return;
    const next = Math.min(bounds.max, Math.max(bounds.min, target.value + step));
    setTargetText(formatNumber(next, lang, 2));
  };
  const bet: OneShotBet = {
    stake,
    multiplier,
    send: (amount) =>
      target.ok
        ? request(houseDice, { amount: satoshisToMbtc(amount), target: target.value, direction })
        : Promise.resolve(null),
    stepTarget,
    played,
  };

  const roll = round ? resultNumber(round, 'roll') : null;
  const sliderValue = target.ok ? target.value : (bounds.min + bounds.max) / 2;
  return (
    <div className="play">
      <BetControls
        bet={bet}
        preview={<BetPreview chance={chance} multiplier={multiplier} stake={stake.satoshis} />}
      >
        <fieldset className="segmented">
          <legend>{t('diceDirection')}</legend>
          <SegmentedOptions
            name={`${id}-direction`}
            options={['over', 'under'] as const}
            value={direction}
            onChange={onDirection}
            label={(option) => t(option === 'over' ? 'diceOver' : 'diceUnder')}
          />
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-target`}>{t('diceTarget')}</label>
          <input
            id={`${id}-target`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={targetText}
            aria-invalid={target.ok ? undefined : true}
            aria-describedby={`${id}-target-problem`}
            onChange={(event) => setTargetText(event.currentTarget.value)}
          />
          <input
            type="range"
            className="slider"
            step="0.01"
            min={bounds.min}
            max={bounds.max}
            value={sliderValue}
            aria-label={t('diceTargetSlider')}
            onChange={(event) =>
              setTargetText(formatNumber(Number(event.currentTarget.value), lang, 2))
            }
          />
          <FieldProblem id={`${id}-target-problem`} problem={target.ok ? null : target.problem} />
        </div>
      </BetControls>
      <div className="stage">
        <ResultBox
          round={round}
          label={t('diceRoll')}
          value={roll === null ? '' : formatNumber(roll, lang, 2)}
        />
        <DiceTrack target={target.ok ? target.value : null} direction={direction} roll={roll} />
        <LastResults results={past} />
      </div>
    </div>
  );
}

/** 0–100 with the winning side green and the last roll marked. */
function DiceTrack(props: { target: number | null; direction: Direction; roll: number | null }) {
  const { target, direction, roll } = props;
  const style = {
    '--target': `${target ?? 50}%`,
    '--roll': `${roll ?? 0}%`,
  } as Record<string, string>;
  return (
    <div className={`dice-track is-${direction}`} style={style} aria-hidden="true">
      <span className="dice-track-scale">0</span>
      <span className="dice-track-scale">50</span>
      <span className="dice-track-scale">100</span>
      {roll !== null && <span className="dice-track-roll" />}
    </div>
  );
}
