import { useId } from 'react';

export interface RecipientFieldProps {
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** The recipient's error message, shown when not null. */
  error: string | null;
  /** The recipient's key is being looked up on the node. */
  checking: boolean;
}

/** The recipient address input with its validation message. */
export function RecipientField({ value, onChange, onBlur, error, checking }: RecipientFieldProps) {
  const id = useId();
  return (
    <div
      className={`rounded-2xl border bg-surface-2 p-4 ${error ? 'border-danger' : 'border-transparent'}`}
    >
      <label htmlFor={id} className="text-sm font-medium text-muted">
        Recipient
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder="Recipient address"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full bg-transparent font-mono text-sm outline-none placeholder:font-sans placeholder:text-muted/60"
      />
      {checking && <p className="mt-1 text-xs text-muted">Checking the recipient...</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
