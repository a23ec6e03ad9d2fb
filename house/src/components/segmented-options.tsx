/** One choice of a few, as buttons side by side (radio inputs under `.segmented`). */
export function SegmentedOptions<Option extends string>(props: {
  name: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  label: (option: Option) => string;
}) {
  return props.options.map((option) => (
    <label key={option}>
      <input
        type="radio"
        name={props.name}
        value={option}
        checked={props.value === option}
        onChange={() => props.onChange(option)}
      />
      <span>{props.label(option)}</span>
    </label>
  ));
}
