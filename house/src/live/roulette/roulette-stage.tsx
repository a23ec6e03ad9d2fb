// What the table is doing, in big: the countdown while it takes bets, the spin, then the pocket
// and what the player won. The moments that matter are announced politely (not each second).
import { useEffect, useRef } from 'react';
import { LIVE_TIMING, type LiveRound } from '../../../../contract/house-page/live-tables';
import { formatAmount } from '../../format';
import { useHouse } from '../../house-context';
import { useAnnounce } from '../announcer';
import { secondsLeft } from '../crash/crash-curve-math';
import { useServerNow } from '../crash/use-climb';
import { useRouletteText } from './messages';
import { pocketClass, pocketName } from './pocket-name';

const BETTING_MS = LIVE_TIMING['live-roulette'].bettingMs;

export function RouletteStage(props: {
  round: LiveRound;
  offset: number;
  /** the player's winnings this round (mBTC) once decided, null if they had no chips */
  myWin: number | null;
  hasMyChips: boolean;
}) {
  const { round, offset, myWin, hasMyChips } = props;
  const { t, lang } = useHouse();
  const rt = useRouletteText();
  const serverNow = useServerNow(offset, round.phase === 'betting');
  const hasResult = (round.phase === 'ended' || round.phase === 'settled') && round.result !== null;
  useRoundNews(round, myWin);

  if (round.phase === 'betting') {
    const seconds = secondsLeft(round.bettingClosesAt, serverNow);
    const share = Math.min(1, Math.max(0, (round.bettingClosesAt - serverNow) / BETTING_MS));
    return (
      <div className="roulette-stage is-betting" data-testid="live-roulette-stage">
        <p className="roulette-stage-title" data-testid="live-roulette-status">
          {seconds > 0 ? t('liveBettingOpen', { seconds: String(seconds) }) : rt('noMoreBets')}
        </p>
        <div className="roulette-countdown" aria-hidden="true">
          <span style={{ width: `${share * 100}%` }} />
        </div>
      </div>
    );
  }
  if (!hasResult || round.result === null)
    return (
      <div className="roulette-stage is-spinning" data-testid="live-roulette-stage">
        <span className="roulette-ball" aria-hidden="true" />
        <p className="roulette-stage-title" data-testid="live-roulette-status">
          {round.phase === 'running' ? t('liveRouletteSpinning') : t('liveWaiting')}
        </p>
        <p className="hint">{rt('noMoreBets')}</p>
      </div>
    );
  return (
    <div className="roulette-stage is-result" data-testid="live-roulette-stage">
      <p className="roulette-stage-title" data-testid="live-roulette-status">
        <span className={`roulette-pocket ${pocketClass(round.result)}`}>{round.result}</span>{' '}
        <span data-testid="live-roulette-result">
          {t('liveRoulettePocket', { pocket: pocketName(round.result, t) })}
        </span>
      </p>
      {hasMyChips && (
        <p
          className={`roulette-win ${myWin ? 'is-win' : 'is-loss'}`}
          data-testid="live-roulette-win"
        >
          {myWin ? rt('youWin', { amount: formatAmount(myWin, lang) }) : rt('noWin')}
        </p>
      )}
      <p className="hint">{rt('waitNextRound')}</p>
    </div>
  );
}

/** Says politely when betting opens and closes, the pocket, and the player's win. */
function useRoundNews(round: LiveRound, myWin: number | null) {
  const { t, lang } = useHouse();
  const rt = useRouletteText();
  const announce = useAnnounce();
  const told = useRef(new Set<string>([`${round.id}:${round.phase}`]));
  const tell = (key: string, text: string) => {
    if (told.current.has(key)) return;
    told.current.add(key);
    announce(text);
  };
  const hasResult = round.result !== null && (round.phase === 'ended' || round.phase === 'settled');

  useEffect(() => {
    if (round.phase === 'betting') tell(`${round.id}:betting`, rt('announceOpen'));
    if (round.phase === 'running') tell(`${round.id}:running`, rt('announceClosed'));
    if (hasResult && round.result !== null)
      tell(`${round.id}:result`, rt('announceResult', { pocket: pocketName(round.result, t) }));
    // tell only reads the ref
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round.id, round.phase, hasResult, round.result, rt, t]);

  useEffect(() => {
    if (hasResult && myWin)
      tell(`${round.id}:win`, rt('announceWin', { amount: formatAmount(myWin, lang) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round.id, hasResult, myWin, rt, lang]);
}
