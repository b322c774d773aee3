import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';

describe('messages', () => {
  it('keeps the spec texts verbatim', () => {
    expect(messages.WALLET_NOT_CONNECTED).toBe('Wallet not connected');
    expect(messages.NO_WALLET_CONNECTED).toBe('No wallet connected.');
    expect(messages.PLEASE_CONNECT_WALLET).toBe('Please connect a wallet.');
    expect(messages.NO_SIGNER_FOUND).toBe('No signer found. Please connect a wallet.');
    expect(messages.PLEASE_ENTER_VALID_AMOUNT).toBe('Please enter a valid amount.');
    expect(messages.PLEASE_ENTER_AMOUNT_TO_SWAP).toBe('Please enter an amount to swap');
    expect(messages.UNABLE_TO_RECALC_QUOTE).toBe('Unable to recalc quote');
    expect(messages.ROUTER_ADDRESS_NOT_FOUND).toBe('Router address not found');
    expect(messages.USER_REJECTED).toBe('User rejected the request.');
    expect(messages.UNEXPECTED_ERROR).toBe('An unexpected error occurred.');
    expect(messages.REORG_MISCONFIGURATION).toBe(
      'There is a misconfiguration with reorg protection. Please contact support.',
    );
    expect(messages.RELOAD_PAGE).toBe('Something went wrong, please reload your page.');
    expect(messages.CANCEL_LISTING_FAILED_TITLE).toBe('Cancel listing failed');
    expect(messages.FACTORY_ADDRESS_DEAD).toBe('Factory address is dead');
    expect(messages.POOL_DOES_NOT_EXIST).toBe('Pool does not exist');
    expect(messages.NO_NATIVE_POOL).toBe('No Native Pool');
    expect(messages.TOKEN_NOT_FOUND).toBe('Token not found');
    expect(messages.PAGE_NOT_FOUND).toBe('Page not found');
    expect(messages.FAILED_TO_LOAD_METRICS).toBe('Failed to load metrics');
    expect(messages.WATCHLIST_AUTHENTICATED_ONLY).toBe(
      'Watchlist is only available for authenticated users.',
    );
    expect(messages.TOKEN_PAIR_ALREADY_HAS_POOL).toBe('Token pair already has a pool');
    expect(messages.TOO_LONG_MEMPOOL_CHAIN).toBe(
      'Too-long-mempool-chain: UTXOs pending, wait one block',
    );
    expect(messages.CONFIRMED_TRANSACTION_CANNOT_BE_CANCELLED).toBe(
      'Confirmed transaction cannot be cancelled',
    );
  });

  it('fills the templates', () => {
    expect(messages.enterAmountForToken('A')).toBe('Please enter an amount for Token A');
    expect(messages.enterAmountForToken('B')).toBe('Please enter an amount for Token B');
    expect(messages.invalidSwapType('pool')).toBe('Invalid swap type: pool');
    expect(messages.unexpectedError('boom')).toBe('An unexpected error occurred. (boom)');
    expect(messages.unexpectedError('  ')).toBe('An unexpected error occurred.');
  });

  it('keeps 200 characters of detail', () => {
    const kept = messages.unexpectedError('y'.repeat(200));
    expect(kept).toBe(`An unexpected error occurred. (${'y'.repeat(200)})`);
    const cut = messages.unexpectedError('y'.repeat(201));
    expect(cut).toBe(`An unexpected error occurred. (${'y'.repeat(199)}…)`);
  });
});
