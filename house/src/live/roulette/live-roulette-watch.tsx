// Live Roulette, to watch: the round, its countdown, the spin's result and the results strip.
// The betting board is not built yet; the table runs on the same engine as Crash.
import { useId, type ReactNode } from 'react';
import { useHouse } from '../../house-context';
import type { MessageKey } from '../../i18n';
import { BetsList } from '../bets-list';
import { secondsLeft } from '../crash/crash-curve-math';
import { useServerNow } from '../crash/use-climb';
import type { TableState } from '../table-state';
import type { LiveTableConnection } from '../use-live-table';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colourOf = (pocket: number) => (pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black');
const COLOUR_NAMES: Record<ReturnType<typeof colourOf>, MessageKey> = {
  green: 'colourGreen',
  red: 'colourRed',
  black: 'colourBlack',
};

export function LiveRouletteWatch({
  live,
  state,
  chat,
}: {
  live: LiveTableConnection;
  state: TableState;
  /** the table chat, beside the table */
  chat: ReactNode;
}) {
  const { t } = useHouse();
  const id = useId();
  const { round, recent } = state.table;
  const serverNow = useServerNow(live.offset, round.phase === 'betting');
  const pocketName = (pocket: number) =>
    t('roulettePocket', { pocket: String(pocket), colour: t(COLOUR_NAMES[colourOf(pocket)]) });

  let status: string;
  if (round.phase === 'betting') {
    const seconds = secondsLeft(round.bettingClosesAt, serverNow);
    status =
      seconds > 0 ? t('liveBettingOpen', { seconds: String(seconds) }) : t('liveBettingClosed');
  } else if (round.phase === 'running') status = t('liveRouletteSpinning');
  else
    status =
      round.result === null
        ? t('liveWaiting')
        : t('liveRoulettePocket', { pocket: pocketName(round.result) });

  return (
    <div className="live-play">
      <div className="live-column is-main">
        <section className="live-stage" aria-labelledby={`${id}-status`}>
          <div className="live-status">
            <span>{t('liveRoundNumber', { index: String(round.index) })}</span>
          </div>
          <div className="result" aria-live="polite">
            <span
              id={`${id}-status`}
              className="result-value roulette-status"
              data-testid="live-roulette-status"
            >
              {status}
            </span>
          </div>
          <p className="hint">{t('liveRouletteHint')}</p>
          <ol className="last-results" aria-label={t('liveRecent')}>
            {recent.slice(0, 30).map((entry) => (
              <li key={entry.roundId}>
                <span className={`pocket is-${colourOf(entry.result)}`}>{entry.result}</span>
              </li>
            ))}
          </ol>
        </section>
        <BetsList bets={state.table.bets} />
      </div>
      <div className="live-column is-side">
        <div className="live-chat-place">{chat}</div>
      </div>
    </div>
  );
}
