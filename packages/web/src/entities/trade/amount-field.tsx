import { useId } from 'react';
import { amountFontSizePx } from '@opswap/protocol/amount/amount-font-size';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { Token } from '@opswap/protocol/tokens/token';
import { TokenSelectButton } from '../tokens/picker/components/token-select-button.tsx';
import { useElementWidth } from './use-element-width.ts';

export interface AmountFieldProps {
  /** 'Sell' or 'Buy' (also 'Amount' on the send screen). */
  label: string;
  token: Token | null;
  onSelectToken: (token: Token) => void;
  allowNative: boolean;
  /** The text in the input: typed (kept as typed), or the quoted amount (formatQuotedAmount). */
  value: string;
  onChange: (raw: string) => void;
  /** The connected wallet's balance; undefined while unknown or without a wallet. */
  balance: bigint | undefined;
  /** Fills in the largest spendable amount; no MAX button when absent. */
  onMax?: () => void;
  /** Error style: the amount is above the balance. */
  error: boolean;
  /** The value is being quoted. */
  loading?: boolean;
}

/** One side of a trade form: label, amount input, token picker button, balance and MAX. */
export function AmountField(props: AmountFieldProps) {
  const id = useId();
  const [inputRef, inputWidth] = useElementWidth<HTMLInputElement>();
  const { token, balance } = props;
  return (
    <div
      className={`rounded-2xl border bg-surface-2 p-4 ${props.error ? 'border-danger' : 'border-transparent'}`}
    >
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {props.label}
      </label>
      <div className="mt-1 flex items-center gap-3">
        <input
          id={id}
          ref={inputRef}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-invalid={props.error}
          aria-busy={props.loading}
          style={{ fontSize: amountFontSizePx(props.value, inputWidth) }}
          className={`h-12 min-w-0 flex-1 bg-transparent font-semibold rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent placeholder:text-muted/60 ${
            props.error ? 'text-danger' : 'text-text'
          } ${props.loading ? 'animate-pulse' : ''}`}
        />
        <TokenSelectButton
          token={token}
          onSelect={props.onSelectToken}
          allowNative={props.allowNative}
          label={`${props.label} token`}
        />
      </div>
      {token && balance !== undefined && (
        <div className="mt-2 flex items-center justify-end gap-2 text-sm text-muted">
          <span>Balance: {formatTokenAmount(balance, token)}</span>
          {props.onMax && (
            <button
              type="button"
              onClick={props.onMax}
              className="rounded-md bg-accent/15 px-2 py-0.5 text-xs font-bold text-accent hover:bg-accent/25"
            >
              MAX
            </button>
          )}
        </div>
      )}
    </div>
  );
}
