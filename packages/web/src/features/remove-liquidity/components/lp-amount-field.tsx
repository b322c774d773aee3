import { REMOVE_LIQUIDITY_TEXTS as TEXTS } from '@opswap/protocol/amm/remove-liquidity';
import { useId } from 'react';

export interface LpAmountFieldProps {
  value: string;
  onChange: (raw: string) => void;
  /** The wallet's LP tokens, formatted: 'Available: 2 LP'. */
  availableText: string;
  /** Why the amount cannot be removed; styles the field as an error. */
  problem: string | null;
  disabled: boolean;
}

/** The exact amount of LP tokens to remove, in whole LP tokens (the token's decimals). */
export function LpAmountField({
  value,
  onChange,
  availableText,
  problem,
  disabled,
}: LpAmountFieldProps) {
  const id = useId();
  const problemId = useId();
  return (
    <div
      className={`rounded-2xl border bg-surface-2 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
        problem ? 'border-danger' : 'border-transparent'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-muted">
          {TEXTS.lpToRemove}
        </label>
        <span className="text-sm text-muted">{availableText}</span>
      </div>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
        className={`mt-1 h-12 w-full min-w-0 bg-transparent text-2xl font-semibold rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent placeholder:text-muted/60 ${
          problem ? 'text-danger' : 'text-text'
        }`}
      />
      {problem && (
        <p id={problemId} role="alert" className="mt-1 text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
