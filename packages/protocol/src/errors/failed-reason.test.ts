import { describe, expect, it } from 'vitest';
import { CANCELLED_BY_USER_REASON } from '../watch/watch-state.ts';
import { NO_LISTINGS_OR_LIQUIDITY, UNEXPECTED_ERROR } from './messages.ts';
import { NOT_SENT_BY_WALLET_REASON, failedReasonMessage } from './failed-reason.ts';

describe('failedReasonMessage', () => {
  it('maps a stored revert text through the error catalogue', () => {
    expect(failedReasonMessage('Insufficient balance')).toBe('Insufficient token balance.');
    expect(
      failedReasonMessage('Error in calling function: Motoswap: INSUFFICIENT_OUTPUT_AMOUNT'),
    ).toBe('The price moved beyond your slippage tolerance. Try again or raise your max slippage.');
    expect(
      failedReasonMessage('NATIVE_SWAP: No liquidity reserved; no more liquidity available.'),
    ).toBe(NO_LISTINGS_OR_LIQUIDITY);
  });

  it("keeps the api's own reasons as they are", () => {
    expect(failedReasonMessage(CANCELLED_BY_USER_REASON)).toBe('Transaction was cancelled by user');
    expect(failedReasonMessage(NOT_SENT_BY_WALLET_REASON)).toBe(NOT_SENT_BY_WALLET_REASON);
  });

  it('wraps an unknown revert in the unexpected error, with its text', () => {
    expect(failedReasonMessage('Error in calling function: something odd')).toBe(
      `${UNEXPECTED_ERROR} (something odd)`,
    );
  });

  it('is null without a reason', () => {
    expect(failedReasonMessage(null)).toBeNull();
    expect(failedReasonMessage(undefined)).toBeNull();
    expect(failedReasonMessage('  ')).toBeNull();
  });
});
