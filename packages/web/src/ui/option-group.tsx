import { useId } from 'react';

export interface OptionGroupProps<Id extends string> {
  /** The group's visible caption (its <legend>). */
  legend: string;
  /** The choices, in display order. */
  options: readonly { id: Id; label: string }[];
  value: Id;
  onChange: (id: Id) => void;
  /** 'row' (default) lays the choices out as a segmented control; 'column' as a list. */
  layout?: 'row' | 'column';
}

/** A labelled group of radio buttons drawn as a segmented control (settings choices). */
export function OptionGroup<Id extends string>({
  legend,
  options,
  value,
  onChange,
  layout = 'row',
}: OptionGroupProps<Id>) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-text">{legend}</legend>
      <div
        className={
          layout === 'row' ? 'flex gap-1 rounded-xl bg-surface-2 p-1' : 'flex flex-col gap-1'
        }
      >
        {options.map((option) => {
          const checked = option.id === value;
          return (
            <label
              key={option.id}
              className={`flex-1 cursor-pointer rounded-lg px-2 py-1.5 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                checked ? 'bg-accent text-accent-text' : 'text-muted hover:text-text'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={checked}
                onChange={() => onChange(option.id)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
