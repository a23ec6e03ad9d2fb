// The words over the curve: the countdown while betting is open, the multiplier big during the
// climb (or that the connection is lost), the bust point once it busted.
import { formatMultiplier } from '../../format';
import { useHouse } from '../../house-context';
import type { TableState } from '../table-state';
import { secondsLeft, shownMultiplier, type ClimbPosition } from './crash-curve-math';
import { useServerNow } from './use-climb';

/** `climb` is the table's (the cash-out buttons show the same multiplier). */
export function CrashReadout(props: {
  state: TableState;
  offset: number;
  climb: ClimbPosition | null;
}) {
  const { t, lang } = useHouse();
  const { state, offset, climb } = props;
  const { round } = state.table;
  const serverNow = useServerNow(offset, round.phase === 'betting');

  if (round.phase === 'betting') {
    const seconds = secondsLeft(round.bettingClosesAt, serverNow);
    return (
      <div className="crash-readout is-betting" data-testid="crash-readout">
        <span className="crash-readout-label">
          {seconds > 0
            ? t('liveBettingOpen', { seconds: String(seconds) })
            : t('liveBettingClosed')}
        </span>
      </div>
    );
  }
  if (round.phase === 'running') {
    return (
      <div
        className={`crash-readout${climb?.isFrozen ? ' is-frozen' : ''}`}
        data-testid="crash-readout"
      >
        <span className="crash-multiplier" data-testid="crash-multiplier">
          {formatMultiplier(shownMultiplier(climb?.multiplier ?? 1), lang)}
        </span>
        {climb?.isFrozen && (
          <span className="crash-readout-label" role="status">
            {t('liveConnectionLost')}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className="crash-readout is-busted" data-testid="crash-readout">
      <span className="crash-multiplier">{formatMultiplier(round.result ?? 1, lang)}</span>
      <span className="crash-readout-label">
        {t('liveBustedAt', { multiplier: formatMultiplier(round.result ?? 1, lang) })}
      </span>
    </div>
  );
}
