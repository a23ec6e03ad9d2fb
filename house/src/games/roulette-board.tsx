import { satoshisToMbtc } from '../../../contract/money';
import { formatAmount, formatMbtcNumber } from '../format';
import { useHouse } from '../house-context';
import { BOARD_SPOTS, type BoardSpot } from './roulette';

const area = ([column, columnSpan, row, rowSpan]: BoardSpot['wide']) =>
  `${row} / ${column} / span ${rowSpan} / span ${columnSpan}`;

/** Every spot is a button: a click, tap, Enter or Space puts one chip on it. */
export function RouletteBoard(props: {
  totals: ReadonlyMap<string, bigint>;
  isDisabled: boolean;
  onPlace: (key: string) => void;
}) {
  const { t, lang } = useHouse();
  return (
    <div className="roulette-board" role="group" aria-label={t('rouletteBoard')}>
      {BOARD_SPOTS.map((spot) => {
        const name = 'text' in spot.label ? spot.label.text : t(spot.label.message);
        const shown = 'text' in spot.label ? spot.label.text : (spot.label.short ?? name);
        const chips = props.totals.get(spot.key);
        const amount = chips === undefined ? null : satoshisToMbtc(chips);
        const style = { '--wide': area(spot.wide), '--narrow': area(spot.narrow) } as Record<
          string,
          string
        >;
        return (
          <button
            key={spot.key}
            type="button"
            className={`spot is-${spot.colour}${spot.bet.kind === 'straight' ? '' : ' is-outside'}${spot.isUpright ? ' is-upright' : ''}`}
            style={style}
            disabled={props.isDisabled}
            aria-label={
              amount === null
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
          </button>
        );
      })}
    </div>
  );
}
