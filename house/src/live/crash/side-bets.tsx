// Crash's side bets: decided by the bust point alone (under 2×, at least 2×, at least 10×).
import { useId } from 'react';
import { crashSideBetPayout } from '../../../../contract/live-fairness';
import {
  CRASH_SIDE_BETS,
  type CrashSideBet,
  type LiveBet,
} from '../../../../contract/house-page/live-tables';
import { Refusal } from '../../components/refusal';
import { StakeField } from '../../components/stake-field';
import type { Stake } from '../../components/use-stake';
import { formatAmount, formatMultiplier } from '../../format';
import { useHouse } from '../../house-context';
import type { Problem } from '../../problems';

export function SideBets(props: {
  stake: Stake;
  isBetting: boolean;
  isSending: boolean;
  /** the player's side bets in this round */
  bets: readonly LiveBet[];
  refusal: Problem | null;
  onBet: (kind: CrashSideBet) => void;
}) {
  const { t, lang, houseEdge } = useHouse();
  const id = useId();
  return (
    <section className="controls side-bets" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        {t('crashSideBets')}
      </h2>
      <p className="hint">{t('crashSideHint')}</p>
      <StakeField stake={props.stake} isLocked={!props.isBetting || props.isSending} />
      <div className="side-bet-options">
        {CRASH_SIDE_BETS.map((kind) => {
          const name = t(`crashSide.${kind}`);
          const pays = formatMultiplier(crashSideBetPayout(kind, houseEdge), lang);
          const placed = props.bets.filter((bet) => bet.kind === kind);
          const staked = placed.reduce((sum, bet) => sum + bet.stake, 0);
          const outcome = placed.find((bet) => bet.state !== 'open')?.state;
          return (
            <button
              key={kind}
              type="button"
              className={`button-option${outcome === 'won' ? ' is-win' : outcome === 'lost' ? ' is-loss' : ''}`}
              disabled={!props.isBetting || props.isSending}
              aria-label={t('crashSideBet', { name, multiplier: pays })}
              onClick={() => props.onBet(kind)}
            >
              <span>{name}</span>
              <span className="option-odds">
                {t('crashSidePays', { multiplier: pays })}
                {staked > 0 && <strong>{formatAmount(staked, lang)}</strong>}
              </span>
            </button>
          );
        })}
      </div>
      <Refusal problem={props.refusal} />
    </section>
  );
}
