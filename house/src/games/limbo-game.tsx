import { useId, useState } from 'react';
import { houseLimbo, LIMBO_TARGET_RANGE } from '../../../contract/house-page/house';
import { satoshisToMbtc } from '../../../contract/money';
import { BetControls, type OneShotBet } from '../components/bet-controls';
import { BetPreview } from '../components/bet-preview';
import { FieldProblem } from '../components/field-problem';
import { LastResults } from '../components/last-results';
import { ResultBox } from '../components/result-box';
import { usePlayedRounds } from '../components/use-played-rounds';
import { useStake } from '../components/use-stake';
import { formatMultiplier, toInputText } from '../format';
import { useHouse } from '../house-context';
import { resultNumber } from '../round-result';
import { checkLimboTarget } from '../validation';
import { limboWinChance } from './limbo';

export function LimboGame() {
  const { t, lang, houseEdge, request } = useHouse();
  const id = useId();
  const stake = useStake();
  const [targetText, setTargetText] = useState(() => toInputText(2, lang));
  const played = usePlayedRounds((round) => formatMultiplier(resultNumber(round, 'result'), lang));
  const { round } = played;

  const target = checkLimboTarget(targetText);
  const chance = target.ok ? limboWinChance(target.value, houseEdge) : null;
  const bet: OneShotBet = {
    stake,
    multiplier: target.ok ? target.value : null,
    send: (amount) =>
      target.ok
        ? request(houseLimbo, { amount: satoshisToMbtc(amount), target: target.value })
        : Promise.resolve(null),
    // a whole 1× up or down, within the targets allowed
    stepTarget: (step) => {
      if (!target.ok) return;
      const { min, max } = LIMBO_TARGET_RANGE;
      setTargetText(toInputText(Math.min(max, Math.max(min, target.value + step)), lang, 2));
    },
    played,
  };

  return (
    <div className="play">
      <BetControls
        bet={bet}
        preview={
          <BetPreview
            chance={chance}
            multiplier={target.ok ? target.value : null}
            stake={stake.satoshis}
          />
        }
      >
        <div className="field">
          <label htmlFor={`${id}-target`}>{t('limboTarget')}</label>
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
          <FieldProblem id={`${id}-target-problem`} problem={target.ok ? null : target.problem} />
        </div>
      </BetControls>
      <div className="stage">
        <ResultBox
          round={round}
          label={t('resultLabel')}
          value={round ? formatMultiplier(resultNumber(round, 'result'), lang) : ''}
        />
        <LastResults results={played.past} />
      </div>
    </div>
  );
}
