import { hasAmount } from '../amount/amount-input.ts';

/** The messages of order step 1, verbatim. */
export const ORDER_STEP_MESSAGES = {
  selectToken: 'Please select a token',
  enterAmount: 'Please enter an amount',
  insufficientBalance: 'Insufficient balance',
} as const;

export interface OrderStepInput {
  /** A real token is chosen (not the 'Select Token' placeholder). */
  fromTokenSelected: boolean;
  toTokenSelected: boolean;
  /** Base units; null while the input is empty or unparsable. */
  fromAmount: bigint | null;
  toAmount: bigint | null;
  /** The shared balance rule (amount plus 0.1 percent within balance) for the amount sold. */
  withinBalance: boolean;
  /** True when either side is Bitcoin: such swaps also need a quote. */
  bitcoinSwap: boolean;
  hasQuote: boolean;
}

export interface OrderStepErrors {
  fromToken: string | null;
  toToken: string | null;
  fromAmount: string | null;
  toAmount: string | null;
}

export interface OrderStepResult {
  errors: OrderStepErrors;
  /** The first error in screen order, for a single error box. */
  firstError: string | null;
  canContinue: boolean;
}

/** Validates order step 1 and decides whether Continue is enabled. */
export function validateOrderStep(input: OrderStepInput): OrderStepResult {
  const errors: OrderStepErrors = {
    fromToken: input.fromTokenSelected ? null : ORDER_STEP_MESSAGES.selectToken,
    toToken: input.toTokenSelected ? null : ORDER_STEP_MESSAGES.selectToken,
    fromAmount: !hasAmount(input.fromAmount)
      ? ORDER_STEP_MESSAGES.enterAmount
      : input.withinBalance
        ? null
        : ORDER_STEP_MESSAGES.insufficientBalance,
    // Only the side being sold is checked against the balance.
    toAmount: hasAmount(input.toAmount) ? null : ORDER_STEP_MESSAGES.enterAmount,
  };
  const firstError =
    errors.fromToken ?? errors.fromAmount ?? errors.toToken ?? errors.toAmount ?? null;
  const quoteReady = !input.bitcoinSwap || input.hasQuote;
  return { errors, firstError, canContinue: firstError === null && quoteReady };
}
