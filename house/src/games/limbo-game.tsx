import { usePlayedRounds } from '../components/use-played-rounds';
import { useId, useState } from 'react';
import { houseLimbo } from '../../../contract/house-page/house';
import { satoshisToMbtc } from '../../../contract/money';
import { BetPreview } from '../components/bet-preview';
import { FieldProblem } from '../components/field-problem';
import { LastResults } from '../components/last-results';
import { Refusal } from '../components/refusal';
import { ResultBox } from '../components/result-box';
import { StakeField } from '../components/stake-field';
import { useBetShortcut } from '../components/use-bet-shortcut';
import { useStake } from '../components/use-stake';
import { formatMultiplier, toInputText } from '../format';
import { useHouse } from '../house-context';
import { resultNumber } from '../round-result';
import { checkLimboTarget, checkPayout } from '../validation';
import { limboWinChance } from './limbo';

export function LimboGame() {
  const { t, lang, houseEdge, limits, isBusy, request } = useHouse();
  const id = useId();
  const stake = useStake();
  const [targetText, setTargetText] = useState(() => toInputText(2, lang));
  const { round, past, refusal, show } = usePlayedRounds((played) =>
    formatMultiplier(resultNumber(played, 'result'), lang),
  );

  const target = checkLimboTarget(targetText);
  const chance = target.ok ? limboWinChance(target.value, houseEdge) : null;

  const placeBet = async () => {
    const amount = stake.check();
    if (amount === null || !target.ok) return;
    const payoutProblem = checkPayout(amount, target.value, limits);
    if (payoutProblem) return stake.setProblem(payoutProblem);
    show(await request(houseLimbo, { amount: satoshisToMbtc(amount), target: target.value }));
  };
  useBetShortcut(() => void placeBet());

  return (
    <div className="play">
      <form
        className="controls"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void placeBet();
        }}
      >
        <StakeField stake={stake} />
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
        <BetPreview
          chance={chance}
          multiplier={target.ok ? target.value : null}
          stake={stake.satoshis}
        />
        <button type="submit" className="button-primary" disabled={isBusy}>
          {t('bet')}
        </button>
        <Refusal problem={refusal} />
        <p className="hint hint--keyboard">{t('shortcutHint')}</p>
      </form>
      <div className="stage">
        <ResultBox
          round={round}
          label={t('resultLabel')}
          value={round ? formatMultiplier(resultNumber(round, 'result'), lang) : ''}
        />
        <LastResults results={past} />
      </div>
    </div>
  );
}
