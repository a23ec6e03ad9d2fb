import type { LiveTable } from '../../../../contract/house-page/live-tables';
import { formatMultiplier } from '../../format';
import { useHouse } from '../../house-context';
import { bustClass } from './crash-curve-math';

/** The latest bust points, newest first, coloured by size. */
export function BustStrip({ recent }: { recent: LiveTable['recent'] }) {
  const { t, lang } = useHouse();
  return (
    <ol className="bust-strip" aria-label={t('liveRecent')} data-testid="crash-recent">
      {recent.slice(0, 30).map((entry) => (
        <li key={entry.roundId} className={bustClass(entry.result)}>
          {formatMultiplier(entry.result, lang)}
        </li>
      ))}
    </ol>
  );
}
