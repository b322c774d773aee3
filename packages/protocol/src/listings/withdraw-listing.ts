import { cancelListingFees } from './to-bitcoin-listing.ts';

/**
 * Withdraw mode (docs/native-pools.md#withdraw-mode): once NativeSwap's deployer turns it on,
 * for good, trading stops and every provider, the pool's creator included, takes back all of its
 * listed tokens, reserved ones too, with no penalty (withdrawListing).
 */
export const WITHDRAW_LISTING_TEXTS = {
  action: 'Withdraw',
  notice:
    'NativeSwap is in withdraw mode: Bitcoin swaps and new listings have stopped. Withdraw your listed tokens, with no penalty.',
  title: 'Withdraw listing',
  explanation:
    'Your whole listing comes back to your wallet, reserved tokens and locked initial liquidity included.',
  youGetBack: 'You get back',
  confirm: 'Confirm Withdraw',
  busy: 'Withdrawing...',
  sent: 'Withdrawal sent',
  failedTitle: 'Withdraw failed',
} as const;

/** A withdrawal takes a listing back as a cancellation does, within the same fee cap. */
export const withdrawListingFees = cancelListingFees;
