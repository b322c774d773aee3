import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserFacingError, matchWalletPhrase, toUserMessage } from './wallet-errors.ts';
import { EPOCH_CHANGED_MESSAGE, INTERNAL_ERROR_MESSAGE } from './error-catalogue.ts';

describe('wallet phrases', () => {
  it.each([
    ['NativeSwap: Base quote already set', 'Token pair already has a pool'],
    ['Insufficient funds to pay for the transaction', 'Insufficient balance or Bitcoin balance'],
    ['Initial provider cannot reserve liquidity', 'Cannot reserve liquidity for own token'],
    ['User rejected the request', 'User rejected the request.'],
    ['The user denied transaction signature', 'User rejected the request.'],
    [
      'You have an active position in the priority queue',
      'Already an active listing for this pair, cancel first',
    ],
    ['Not enough liquidity to fulfil the order', 'No active listings or not enough liquidity'],
    ['Initial provider error: already added', 'Initial provider cannot add consecutive liquidity'],
    [
      'Reservation already active for pool',
      'Already an active reservation for this pool, check activity page',
    ],
    ['Reservation not found', 'No active reservation found, it may have expired'],
    ['A swap is already in progress', 'Pending reservation or swap for this token, wait'],
    [
      'Cannot cancel listing now',
      'Cannot cancel a listing that changed the price once someone started swapping',
    ],
    ['Amount is below the minimum trade', 'Below minimum trade'],
    ['Contract not found at address', 'Contract not found'],
    ['Pool does not exist for this token', 'Pool does not exist'],
    [
      'too-long-mempool-chain, too many descendants',
      'Too-long-mempool-chain: UTXOs pending, wait one block',
    ],
    ['Invalid network address', 'Invalid network, reload'],
    ['List amount too low', 'Amount too small'],
    ['Insufficient UTXOs to cover the amount', 'Insufficient balance or Bitcoin balance'],
    [
      'Position partially fulfilled',
      'Already listed, wait until fully consumed or use another account',
    ],
    ['Your wallet is outdated, please update', 'Outdated wallet'],
    [
      'Transaction already confirmed, cannot be cancelled',
      'Confirmed transaction cannot be cancelled',
    ],
  ])('%s -> %s', (phrase, product) => {
    expect(matchWalletPhrase(phrase)).toBe(product);
    expect(toUserMessage(new Error(phrase))).toBe(product);
  });

  it('finds nothing in an unrelated message', () => {
    expect(matchWalletPhrase('socket hang up')).toBeNull();
  });
});

describe('toUserMessage', () => {
  it('shows a user-facing error as it is', () => {
    const text = 'Only 5 MOTO are left after the listing fee.';
    expect(toUserMessage(new UserFacingError(text))).toBe(text);
    expect(toUserMessage(new Error(text))).not.toBe(text);
  });

  it("reads the library's broadcast failure of an out-of-date epoch challenge in plain words", () => {
    const refused = new Error(
      'Interaction transaction failed: Unknown or expired epoch challenge solution',
    );
    expect(toUserMessage(refused)).toBe(EPOCH_CHANGED_MESSAGE);
  });

  it('maps wallet code 4001 whatever the message', () => {
    expect(toUserMessage({ code: 4001, message: 'whatever' })).toBe('User rejected the request.');
    expect(toUserMessage({ code: '4001' })).toBe('User rejected the request.');
    expect(toUserMessage({ error: { code: 4001, message: 'x' } })).toBe(
      'User rejected the request.',
    );
    expect(toUserMessage({ code: 4002, message: 'socket hang up' })).toBe(
      'An unexpected error occurred. (socket hang up)',
    );
  });

  it('applies the revert catalogue to Error objects and strings', () => {
    const revert = 'Error in calling function: NATIVE_SWAP: You cannot reserve your own liquidity.';
    expect(toUserMessage(new Error(revert))).toBe('Cannot reserve liquidity for own token');
    expect(toUserMessage(revert)).toBe('Cannot reserve liquidity for own token');
    expect(toUserMessage('Impossible state: Double spend detected.')).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it('reads API error bodies', () => {
    expect(toUserMessage({ error: 'Watchlist is only available for authenticated users.' })).toBe(
      'Watchlist is only available for authenticated users.',
    );
  });

  it('wraps anything else in the unexpected-error sentence', () => {
    expect(toUserMessage(new Error('socket hang up'))).toBe(
      'An unexpected error occurred. (socket hang up)',
    );
    expect(toUserMessage('Error in calling function: NATIVE_SWAP: Brand new revert')).toBe(
      'An unexpected error occurred. (Brand new revert)',
    );
  });

  it('says only the sentence when there is no message', () => {
    for (const error of [undefined, null, 42, {}, new Error(''), '  ', { message: 5 }]) {
      expect(toUserMessage(error)).toBe('An unexpected error occurred.');
    }
  });

  it('cuts very long details', () => {
    const message = toUserMessage(new Error('x'.repeat(500)));
    expect(message.startsWith('An unexpected error occurred. (xxx')).toBe(true);
    expect(message.endsWith('…)')).toBe(true);
    expect(message.length).toBe('An unexpected error occurred. ()'.length + 200);
  });

  it('leaves texts already written for users alone', () => {
    expect(toUserMessage(new Error('Wallet not connected'))).toBe('Wallet not connected');
    expect(toUserMessage(new Error('Pool does not exist'))).toBe('Pool does not exist');
    expect(toUserMessage(new Error(INTERNAL_ERROR_MESSAGE))).toBe(INTERNAL_ERROR_MESSAGE);
    const once = toUserMessage(new Error('socket hang up'));
    expect(toUserMessage(new Error(once))).toBe(once);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (error) => {
        expect(toUserMessage(error).length).toBeGreaterThan(0);
      }),
    );
  });
});
