import { useId, useState } from 'react';
import {
  clampNumberInputOnBlur,
  isBlockedNumberInputKey,
  type NumberInputRange,
} from '@opswap/protocol/amount/number-input';
import { validateSetting, type NumericSettingField } from '@opswap/protocol/validation/settings';

export interface CustomSettingInputProps {
  field: NumericSettingField;
  /** The input's visible label. */
  label: string;
  /** The unit shown after the input (sat/vB, sats, blocks) or a live reading such as '= 0.50%'. */
  suffix: (value: number) => string;
  value: number;
  range: NumberInputRange;
  /** Whole numbers only: '.', ',', 'e', 'E' and '+' cannot be typed. */
  integer: boolean;
  maxLength: number;
  onChange: (value: number) => void;
}

/**
 * A custom settings value: checked with the protocol's rule as it is typed (its message shows while
 * the text is refused), applied when valid, and clamped to the range when the field is left.
 */
export function CustomSettingInput(props: CustomSettingInputProps) {
  const id = useId();
  const [text, setText] = useState(String(props.value));
  const [message, setMessage] = useState<string | null>(null);

  const onChange = (next: string) => {
    setText(next);
    const result = validateSetting(props.field, next);
    if (result.ok) {
      setMessage(null);
      props.onChange(result.value);
    } else {
      setMessage(result.message);
    }
  };

  const onBlur = () => {
    if (message === null) return;
    const settled = clampNumberInputOnBlur(text, props.range);
    const value = props.integer ? Math.trunc(settled) : settled;
    setText(String(value));
    setMessage(null);
    props.onChange(value);
  };

  return (
    <div className="mt-2">
      <label htmlFor={id} className="mb-1 block text-xs text-muted">
        {props.label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode={props.integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={props.maxLength}
          value={text}
          aria-invalid={message !== null}
          aria-describedby={message ? `${id}-message` : undefined}
          onKeyDown={(event) => {
            if (props.integer && isBlockedNumberInputKey(event.key)) event.preventDefault();
          }}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={`w-32 rounded-lg border bg-surface-2 px-3 py-2 text-sm focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
            message ? 'border-danger' : 'border-line'
          }`}
        />
        <span className="text-sm text-muted">{props.suffix(props.value)}</span>
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className="mt-1 text-xs text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
