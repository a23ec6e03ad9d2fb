import { satoshisToMbtc } from '../../../contract/money';
import { formatAmount, formatMbtcNumber } from '../format';
import { useHouse } from '../house-context';
import { isRouletteWin } from '../../../contract/provably-fair-payouts';
import { BOARD_SPOTS, type BoardSpot } from './roulette';

const area = ([column, columnSpan, row, rowSpan]: BoardSpot['wide']) =>
  `${row} / ${column} / span ${rowSpan} / span ${columnSpan}`;

/**
 * Every spot is a button: a click, tap, Enter or Space puts one chip on it. A shared table (Live
 * Roulette) passes the player's own chips in `mine` (marked apart from everyone's `totals`), its
 * own wording of a spot with chips in `describe`, and the `winning` pocket once spun.
 */
export function RouletteBoard(props: {
  totals: ReadonlyMap<string, bigint>;
  isDisabled: boolean;
  onPlace: (key: string) => void;
  mine?: ReadonlyMap<string, bigint>;
  describe?: (name: string, key: string) => string;
  winning?: number | null;
}) {
  const { t, lang } = useHouse();
  return (
    <div className="roulette-board" role="group" aria-label={t('rouletteBoard')}>
      {BOARD_SPOTS.map((spot) => {
        const name = 'text' in spot.label ? spot.label.text : t(spot.label.message);
        const shown = 'text' in spot.label ? spot.label.text : (spot.label.short ?? name);
        const chips = props.totals.get(spot.key);
        const amount = chips === undefined ? null : satoshisToMbtc(chips);
        const mine = props.mine?.get(spot.key);
        const isWinning =
          props.winning !== undefined &&
          props.winning !== null &&
          isRouletteWin(spot.bet, props.winning);
        const style = { '--wide': area(spot.wide), '--narrow': area(spot.narrow) } as Record<
          string,
          string
        >;
        return (
          <button
            key={spot.key}
            type="button"
            className={`spot is-${spot.colour}${spot.bet.kind === 'straight' ? '' : ' is-outside'}${spot.isUpright ? ' is-upright' : ''}${isWinning ? ' is-winning' : ''}`}
            style={style}
            disabled={props.isDisabled}
            aria-label={
              props.describe
                ? props.describe(name, spot.key)
                : amount === null
                  ? name
                  : t('rouletteChips', { label: name, amount: formatAmount(amount, lang) })
            }
            onClick={() => props.onPlace(spot.key)}
          >
            <span aria-hidden="true">{shown}</span>
            {amount !== null && (
              <span className="chip" aria-hidden="true">
                {formatMbtcNumber(amount, lang)}
              </span>
            )}
            {mine !== undefined && (
              <span className="chip is-mine" aria-hidden="true">
                {formatMbtcNumber(satoshisToMbtc(mine), lang)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
