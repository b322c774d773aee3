import { describe, expect, it } from 'vitest';
import {
  canCancelSwap,
  cancelFeeRate,
  cancellationOutcomeMessage,
  cancellationPreconditionError,
} from './cancel.ts';

const swapData = { interactionAddress: 'bcrt1p', compiledTargetScript: 'ab', feeRate: 3 };

describe('cancelFeeRate', () => {
  it('is twice the fee rate plus 10', () => {
    expect(cancelFeeRate(0)).toBe(10);
    expect(cancelFeeRate(3)).toBe(16);
    expect(cancelFeeRate(1.5)).toBe(13);
  });
});

describe('cancellationPreconditionError', () => {
  it('checks swap hash, then wallet, then swap data', () => {
    expect(
      cancellationPreconditionError({ swapHash: null, walletConnected: false, swapData: null }),
    ).toBe('No swap hash available for cancellation');
    expect(
      cancellationPreconditionError({ swapHash: 'h', walletConnected: false, swapData: null }),
    ).toBe('No wallet connected for cancellation');
    expect(
      cancellationPreconditionError({ swapHash: 'h', walletConnected: true, swapData: null }),
    ).toBe('No swap data available for cancellation');
    expect(
      cancellationPreconditionError({ swapHash: 'h', walletConnected: true, swapData }),
    ).toBeNull();
  });
});

describe('cancellationOutcomeMessage', () => {
  it('words each failed outcome as the spec does', () => {
    expect(cancellationOutcomeMessage({ kind: 'broadcast', transactionId: 't' })).toBeNull();
    expect(cancellationOutcomeMessage({ kind: 'not-broadcast' })).toBe(
      'Cancellation transaction failed!',
    );
    expect(cancellationOutcomeMessage({ kind: 'no-raw-transaction' })).toBe(
      'No raw transaction found for this swap activity.',
    );
    expect(cancellationOutcomeMessage({ kind: 'error', reason: 'rejected' })).toBe(
      'Cancellation failed: rejected',
    );
  });
});

describe('canCancelSwap', () => {
  it('offers Cancel Transaction only while the swap is pending', () => {
    expect(canCancelSwap('pending')).toBe(true);
    for (const state of ['confirmed', 'failed', 'reverted', 'cancelled'] as const) {
      expect(canCancelSwap(state)).toBe(false);
    }
  });
});
