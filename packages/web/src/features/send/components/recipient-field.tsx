import { useId } from 'react';

export interface RecipientFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** Why the address cannot be sent to, shown under it in the error style; null when it can. */
  error: string | null;
  /** The recipient's key is being looked up on the node. */
  checking: boolean;
}

/** The recipient address input, in the error style and saying why while it cannot be sent to. */
export function RecipientField({ value, onChange, error, checking }: RecipientFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error !== null;
  return (
    <div
      className={`rounded-2xl border bg-surface-2 p-4 ${invalid ? 'border-danger' : 'border-transparent'}`}
    >
      <label htmlFor={id} className="text-sm font-medium text-muted">
        Recipient
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Recipient address"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        className="mt-1 w-full bg-transparent font-mono text-sm rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent placeholder:font-sans placeholder:text-muted/60"
      />
      {checking && <p className="mt-1 text-xs text-muted">Checking the recipient...</p>}
      {invalid && (
        <p id={errorId} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
