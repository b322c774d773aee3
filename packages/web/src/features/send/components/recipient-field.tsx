import { useId } from 'react';

export interface RecipientFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** Error style: the address cannot be sent to (the send button says why). */
  invalid: boolean;
  /** The recipient's key is being looked up on the node. */
  checking: boolean;
}

/** The recipient address input, in the error style while the address cannot be sent to. */
export function RecipientField({ value, onChange, invalid, checking }: RecipientFieldProps) {
  const id = useId();
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
        className="mt-1 w-full bg-transparent font-mono text-sm rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent placeholder:font-sans placeholder:text-muted/60"
      />
      {checking && <p className="mt-1 text-xs text-muted">Checking the recipient...</p>}
    </div>
  );
}
