import { useEffect, useRef, useState } from 'react';
import {
  HILO_MAX_CARDS,
  houseHiLoCashOut,
  houseHiLoGuess,
  houseHiLoStart,
  type HiLoGuess,
  type HouseRound,
} from '../../../contract/house-page/house';
import { satoshisToMbtc } from '../../../contract/money';
import { Refusal } from '../components/refusal';
import { StakeField } from '../components/stake-field';
import { useStake } from '../components/use-stake';
import { formatAmount, formatMultiplier, formatPercent } from '../format';
import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';
import type { Problem } from '../problems';
import type { Answer } from '../api';
import { canCashOut, guessOdds, readHiLoState, type GuessOdds } from './hi-lo';
import { PlayingCard } from './playing-card';

const GUESS_MARKS: Record<HiLoGuess, string> = { higher: '↑', lower: '↓', skip: '»' };
const GUESS_NAMES: Record<HiLoGuess, MessageKey> = {
  higher: 'hiLoGuessedHigher',
  lower: 'hiLoGuessedLower',
  skip: 'hiLoSkipped',
};
/** Refusals after which the round on show may not be the server's: take `open`'s instead. */
const RESUMABLE = new Set(['round_in_progress', 'wallet_unavailable', 'round_not_found']);

export function HiLoGame({ openRound }: { openRound: HouseRound | null }) {
  const { t, lang, houseEdge, isBusy, request } = useHouse();
  const stake = useStake();
  const [round, setRound] = useState<HouseRound | null>(openRound);
  const [refusal, setRefusal] = useState<Problem | null>(null);
  // the pressed button is disabled by what it did: keep keyboard focus where play goes on
  const focusNext = useRef<'guess' | 'start' | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const higherRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isBusy || !focusNext.current) return;
    const target = focusNext.current === 'guess' ? higherRef.current : startRef.current;
    // the answer's round may render after the request's end: wait for the button to be usable
    if (!target || target.disabled) return;
    target.focus();
    focusNext.current = null;
  }, [isBusy, round]);

  const state = round ? readHiLoState(round.result) : { cards: [], guesses: [] };
  const current = state.cards.at(-1);
  const isOpen = round?.state === 'open';
  const hasCardsLeft = state.cards.length < HILO_MAX_CARDS;
  const odds = isOpen && current !== undefined ? guessOdds(current, houseEdge) : null;

  const apply = (answer: Answer<typeof houseHiLoStart> | null) => {
    if (!answer) return;
    setRefusal(answer.ok ? null : answer.problem);
    if (answer.ok) {
      setRound(answer.data.round);
      focusNext.current = answer.data.round.state === 'open' ? 'guess' : 'start';
      return;
    }
    // the round as the server now has it (`open`'s openRound): continue it, or start again
    if (!RESUMABLE.has(answer.problem.code)) return;
    const { openRound } = answer;
    if (openRound) {
      setRound(openRound);
      focusNext.current = 'guess';
    } else if (openRound === null || answer.problem.code === 'round_not_found') {
      // no round open any more: a finished one stays on show, one shown as open is gone
      setRound((shown) => (shown?.state === 'open' ? null : shown));
      focusNext.current = 'start';
    }
  };

  const start = async () => {
    const amount = stake.check();
    if (amount === null) return;
    apply(await request(houseHiLoStart, { amount: satoshisToMbtc(amount) }));
  };
  const guess = async (choice: HiLoGuess) => {
    if (round) apply(await request(houseHiLoGuess, { roundId: round.id, guess: choice }));
  };
  const cashOut = async () => {
    if (round) apply(await request(houseHiLoCashOut, { roundId: round.id }));
  };

  const option = (choice: 'higher' | 'lower', odd: GuessOdds | null) => (
    <button
      ref={choice === 'higher' ? higherRef : undefined}
      type="button"
      className="button-option"
      disabled={isBusy || !odds || !hasCardsLeft}
      onClick={() => void guess(choice)}
    >
      <span>{t(choice === 'higher' ? 'hiLoHigher' : 'hiLoLower')}</span>
      <span className="option-odds">
        {odd && round ? (
          <>
            <span>{formatPercent(odd.probability * 100, lang)}</span>
            <span>{formatMultiplier(round.multiplier * odd.factor, lang, 4)}</span>
          </>
        ) : (
          '—'
        )}
      </span>
    </button>
  );

  const resultClass = round?.state === 'won' ? 'is-win' : round?.state === 'lost' ? 'is-loss' : '';
  return (
    <div className="play">
      <form
        className="controls"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <StakeField stake={stake} isLocked={isOpen} />
        <button ref={startRef} type="submit" className="button-primary" disabled={isBusy || isOpen}>
          {t('hiLoStart')}
        </button>
        <div className="options">
          {option('higher', odds?.higher ?? null)}
          {option('lower', odds?.lower ?? null)}
        </div>
        <button
          type="button"
          disabled={isBusy || !isOpen || !hasCardsLeft}
          onClick={() => void guess('skip')}
        >
          {t('hiLoSkip')}
        </button>
        <button
          type="button"
          className="button-cash-out"
          disabled={isBusy || !isOpen || !canCashOut(state)}
          onClick={() => void cashOut()}
        >
          {t('hiLoCashOut')}
          {isOpen && canCashOut(state) && round ? ` ${formatAmount(round.payout, lang)}` : ''}
        </button>
        <Refusal problem={refusal} />
      </form>
      <div className="stage">
        <div
          className={`result ${resultClass}`}
          data-testid="house-result"
          aria-live="polite"
          aria-atomic="true"
        >
          {round && current !== undefined ? (
            <>
              <span className="result-label">{t('hiLoCurrentCard')}</span>
              <PlayingCard index={current} isBig />
              <span className="result-outcome">
                {round.state === 'open'
                  ? t('hiLoRunning', { multiplier: formatMultiplier(round.multiplier, lang, 4) })
                  : round.state === 'won'
                    ? t('hiLoCashedOut', { payout: formatAmount(round.payout, lang) })
                    : t('resultLose')}
              </span>
              {isOpen && !hasCardsLeft && <span>{t('hiLoDeckEnd')}</span>}
            </>
          ) : (
            <span className="result-idle">{t('hiLoIdle')}</span>
          )}
        </div>
        {state.cards.length > 0 && (
          <ol className="card-row" aria-label={t('hiLoCards')}>
            {state.cards.map((card, index) => {
              const guessed = state.guesses[index];
              return (
                <li key={index}>
                  <PlayingCard index={card} />
                  {guessed && (
                    <>
                      <span className="card-guess" aria-hidden="true">
                        {GUESS_MARKS[guessed]}
                      </span>
                      <span className="visually-hidden">{t(GUESS_NAMES[guessed])}</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
