// The table's latest pockets, newest first, and its hot and cold numbers of the last 100 spins.
import { useId } from 'react';
import type { LiveTable } from '../../../../contract/house-page/live-tables';
import { useHouse } from '../../house-context';
import { hotAndCold, type PocketCount } from './hot-cold';
import { useRouletteText } from './messages';
import { pocketClass, pocketName } from './pocket-name';

const STRIP_SHOWN = 20;

export function ResultStrip({ recent }: { recent: LiveTable['recent'] }) {
  const { t } = useHouse();
  const rt = useRouletteText();
  return (
    <ol className="roulette-strip" aria-label={rt('history')} data-testid="live-roulette-recent">
      {recent.slice(0, STRIP_SHOWN).map((entry) => (
        <li key={entry.roundId} className={pocketClass(entry.result)}>
          <span aria-hidden="true">{entry.result}</span>
          <span className="visually-hidden">{pocketName(entry.result, t)}</span>
        </li>
      ))}
    </ol>
  );
}

function PocketCounts({ title, counts }: { title: string; counts: PocketCount[] }) {
  const { t } = useHouse();
  const rt = useRouletteText();
  return (
    <div className="hot-cold-list">
      <h3>{title}</h3>
      <ul>
        {counts.map(({ pocket, count }) => (
          <li key={pocket}>
            <span className={pocketClass(pocket)} aria-hidden="true">
              {pocket}
            </span>
            <span className="hot-cold-count" aria-hidden="true">
              ×{count}
            </span>
            <span className="visually-hidden">
              {rt('pocketTimes', { pocket: pocketName(pocket, t), count: String(count) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HotColdPanel({ recent }: { recent: LiveTable['recent'] }) {
  const rt = useRouletteText();
  const id = useId();
  const { spins, hot, cold } = hotAndCold(recent);
  return (
    <section className="panel hot-cold" aria-labelledby={`${id}-title`} data-testid="live-hot-cold">
      <div className="panel-heading">
        <h2 id={`${id}-title`}>{rt('hotCold')}</h2>
        {spins > 0 && (
          <p className="hint">
            {spins === 1 ? rt('hotColdOneSpin') : rt('hotColdSpins', { spins: String(spins) })}
          </p>
        )}
      </div>
      {spins === 0 ? (
        <p className="hint">{rt('hotColdNone')}</p>
      ) : (
        <div className="hot-cold-lists">
          <PocketCounts title={rt('hot')} counts={hot} />
          <PocketCounts title={rt('cold')} counts={cold} />
        </div>
      )}
    </section>
  );
}
