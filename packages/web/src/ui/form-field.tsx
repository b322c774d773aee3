import { type ReactNode, useId } from 'react';
import {
  clampNumberInputOnBlur,
  isBlockedNumberInputKey,
  type NumberInputRange,
} from '@opswap/protocol/amount/number-input';

export interface FormFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** What the number means, after the input (sats per MOTO, blocks, %). */
  suffix?: string;
  placeholder?: string;
  /** Shown under the input in the error style, and tied to it for screen readers. */
  error: string | null;
  /** Shown under the input while there is no error. */
  hint?: ReactNode;
  /**
   * A whole number within a range: '.', ',', 'e', 'E' and '+' cannot be typed, and a typed value is
   * clamped into the range when the field is left.
   */
  whole?: NumberInputRange;
  mono?: boolean;
}

/** A labelled text input of a form (the pool and deploy forms), with its error or hint below. */
export function FormField(props: FormFieldProps) {
  const id = useId();
  const { whole, error } = props;
  const describedBy = error || props.hint ? `${id}-note` : undefined;
  return (
    <div
      className={`rounded-2xl border bg-surface-2 p-4 ${error ? 'border-danger' : 'border-transparent'}`}
    >
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {props.label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          placeholder={props.placeholder ?? '0'}
          value={props.value}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
          onKeyDown={(event) => {
            if (whole && isBlockedNumberInputKey(event.key)) event.preventDefault();
          }}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={() => {
            if (whole && props.value.trim() !== '') {
              props.onChange(String(Math.trunc(clampNumberInputOnBlur(props.value, whole))));
            }
          }}
          className={`min-w-0 flex-1 rounded-lg bg-transparent py-1 text-lg font-semibold placeholder:text-muted/60 focus-visible:outline-2 focus-visible:outline-accent ${
            props.mono ? 'font-mono text-sm' : ''
          } ${error ? 'text-danger' : 'text-text'}`}
        />
        {props.suffix && <span className="shrink-0 text-sm text-muted">{props.suffix}</span>}
      </div>
      {(error || props.hint) && (
        <p id={`${id}-note`} className={`mt-1 text-xs ${error ? 'text-danger' : 'text-muted'}`}>
          {error ?? props.hint}
        </p>
      )}
    </div>
  );
}
