import type { SelectOption } from '@quillbid/shared';

interface Props<V extends string> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
}

/** A labelled `<select>` offering one `<option>` per option. */
export function Select<V extends string>({ label, value, options, onChange }: Props<V>) {
  return (
    <label>
      {label}
      {/* Only the options' values can be chosen, so the chosen one is a V. */}
      <select value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
