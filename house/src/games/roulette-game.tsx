import { usePlayedRounds } from '../components/use-played-rounds';
import { useState } from 'react';
import { houseRoulette } from '../../../contract/house-page/house';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../contract/money';
import { LastResults } from '../components/last-results';
import { Refusal } from '../components/refusal';
import { ResultBox } from '../components/result-box';
import { StakeField } from '../components/stake-field';
import { useStake } from '../components/use-stake';
import { formatAmount } from '../format';
import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';
import { resultNumber } from '../round-result';
import { RouletteBoard } from './roulette-board';
import {
  betsOf,
  chipTotals,
  largestReturn,
  pocketColour,
  totalStake,
  type Chip,
  type PocketColour,
} from './roulette';

const COLOUR_NAMES: Record<PocketColour, MessageKey> = {
  red: 'colourRed',
  black: 'colourBlack',
  green: 'colourGreen',
};

export function RouletteGame() {
  const { t, lang, limits, isBusy, request } = useHouse();
  const stake = useStake();
  const [chips, setChips] = useState<Chip[]>([]);
  const {
    round,
    past,
    refusal: problem,
    setRefusal: setProblem,
    show,
  } = usePlayedRounds((played) => String(resultNumber(played, 'pocket')));
  const totals = chipTotals(chips);

  const place = (key: string) => {
    const amount = stake.check();
    if (amount === null) return;
    // the stake limits are on the spin's total; each chip only has to reach the minimum
    if (totalStake(chips) + amount > (mbtcToSatoshis(limits.maxStake) ?? 0n))
      return stake.setProblem({ code: 'stake_above_maximum', params: { max: limits.maxStake } });
    setProblem(null);
    setChips([...chips, { key, satoshis: amount }]);
  };

  const spin = async () => {
    if (chips.length === 0) return setProblem({ code: 'no_bets' });
    if (satoshisToMbtc(largestReturn(chips)) > limits.maxPayout)
      return setProblem({ code: 'payout_above_maximum', params: { max: limits.maxPayout } });
    const bets = betsOf(chips).map(({ bet, satoshis }) => ({
      bet,
      amount: satoshisToMbtc(satoshis),
    }));
    show(await request(houseRoulette, { bets }));
  };

  const pocket = round ? resultNumber(round, 'pocket') : null;
  const colour = pocket === null ? null : pocketColour(pocket);
  return (
    <div className="play is-roulette">
      <div className="controls">
        <StakeField stake={stake} />
        <p className="hint">{t('rouletteHint')}</p>
        <p className="total">
          {t('rouletteTotal')}:{' '}
          <strong>{formatAmount(satoshisToMbtc(totalStake(chips)), lang)}</strong>
        </p>
        <div className="button-row">
          <button
            type="button"
            disabled={isBusy || chips.length === 0}
            onClick={() => setChips(chips.slice(0, -1))}
          >
            {t('rouletteUndo')}
          </button>
          <button
            type="button"
            disabled={isBusy || chips.length === 0}
            onClick={() => setChips([])}
          >
            {t('rouletteClear')}
          </button>
        </div>
        <button
          type="button"
          className="button-primary"
          disabled={isBusy}
          onClick={() => void spin()}
        >
          {t('rouletteSpin')}
        </button>
        <Refusal problem={problem} />
      </div>
      <div className="stage">
        <ResultBox
          round={round}
          label={t('resultLabel')}
          value={
            pocket === null || colour === null
              ? ''
              : t('roulettePocket', { pocket: String(pocket), colour: t(COLOUR_NAMES[colour]) })
          }
          valueClass={colour ? `pocket is-${colour}` : ''}
        />
        <RouletteBoard totals={totals} isDisabled={isBusy} onPlace={place} />
        <LastResults results={past} />
      </div>
    </div>
  );
}
