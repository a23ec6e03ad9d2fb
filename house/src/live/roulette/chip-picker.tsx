// The chip values to pick from: a radio group (arrow keys move between them).
import { useId } from 'react';
import { formatMbtcNumber } from '../../format';
import { useHouse } from '../../house-context';
import { useRouletteText } from './messages';

export function ChipPicker(props: {
  values: readonly number[];
  picked: number;
  onPick: (value: number) => void;
}) {
  const { lang } = useHouse();
  const rt = useRouletteText();
  const id = useId();
  return (
    <fieldset className="chip-picker">
      <legend>{rt('chipValue')} (mBTC)</legend>
      <div className="chip-picker-options">
        {props.values.map((value) => (
          <label key={value} className={value === props.picked ? 'is-picked' : undefined}>
            <input
              type="radio"
              name={`${id}-chip`}
              className="visually-hidden"
              checked={value === props.picked}
              onChange={() => props.onPick(value)}
            />
            <span>{formatMbtcNumber(value, lang)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
