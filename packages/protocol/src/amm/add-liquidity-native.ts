import { POOL_DOES_NOT_EXIST } from '../errors/messages.ts';
import { routes } from '../routes/routes.ts';
import { isNativeToken, isSameTokenAddress, type Token } from '../tokens/token.ts';

/**
 * Where a pair with the native coin goes (spec 2, "Liquidity flow"; docs/add-liquidity.md). The
 * router pools OP20 tokens only: liquidity against Bitcoin is a token's NativeSwap pool.
 */
export type NativePairDestination =
  /** No native coin in the pair: the AMM add flow goes on. */
  | 'add-liquidity'
  /** The native coin is picked but not the token yet: the pair is flagged native, no move. */
  | 'choose-token'
  /** The token's owner, and the token has no native pool: create it (/pool/create). */
  | 'create-pool'
  /** Anyone else, or the owner of a token whose native pool exists: provide to it (/pool/add-native). */
  | 'add-native-liquidity';

export interface NativePairInput {
  /** The native coin is one of the pair. */
  isNative: boolean;
  /** The other token of the pair is chosen. */
  token2Set: boolean;
  /** The viewing wallet owns the token (isTokenOwner). */
  isOwner: boolean;
  /** The token already has a NativeSwap pool. */
  hasNativePool: boolean;
}

/**
 * The spec sends the owner to pool creation and flags everyone else's pair native. An owner whose
 * token already has a native pool is sent to add liquidity to it instead: creating it again would
 * only fail with 'Token pair already has a pool'.
 */
export function nativePairDestination(input: NativePairInput): NativePairDestination {
  if (!input.isNative) return 'add-liquidity';
  if (!input.token2Set) return 'choose-token';
  if (input.isOwner && !input.hasNativePool) return 'create-pool';
  return 'add-native-liquidity';
}

/** The pair as the native rule sees it: whether it is native, and its token (the other side). */
export interface NativePair {
  isNative: boolean;
  /** The token against the native coin; null when not chosen yet or the pair is not native. */
  token: Token | null;
}

/**
 * The spec speaks of the native coin picked as token one; the router cannot pool it on either
 * side, so a pair holding it anywhere is native and its token is the other one.
 */
export function nativePairOf(tokenOne: Token | null, tokenTwo: Token | null): NativePair {
  if (isNativeToken(tokenOne)) {
    return { isNative: true, token: tokenTwo && !isNativeToken(tokenTwo) ? tokenTwo : null };
  }
  if (isNativeToken(tokenTwo)) return { isNative: true, token: tokenOne };
  return { isNative: false, token: null };
}

/**
 * Whether the viewing wallet owns the token. `owner` is the token contract's owner (its deployer)
 * as read, null when that read failed: the spec then takes the viewing wallet as the owner.
 */
export function isTokenOwner(owner: string | null, viewer: string): boolean {
  return owner === null || isSameTokenAddress(owner, viewer);
}

/**
 * Whether a NativeSwap read reverted because the token has no native pool ('NATIVE_SWAP: Pool
 * does not exist for token.').
 */
export function isNoNativePoolRevert(message: string): boolean {
  return message.toLowerCase().includes(POOL_DOES_NOT_EXIST.toLowerCase());
}

/**
 * The page a native pair moves to, with the token preselected as `?token=0x...` (the screens of
 * /pool/create and /pool/add-native read it); null for the destinations that stay.
 */
export function nativePairPath(destination: NativePairDestination, token: string): string | null {
  const query = `?token=${encodeURIComponent(token)}`;
  switch (destination) {
    case 'create-pool':
      return `${routes.poolCreate()}${query}`;
    case 'add-native-liquidity':
      return `${routes.poolAddNative()}${query}`;
    case 'add-liquidity':
    case 'choose-token':
      return null;
  }
}

/** What the pair step says while a pair with the native coin is handled (design). */
export const NATIVE_PAIR_TEXTS = {
  chooseToken: (nativeSymbol: string) =>
    `Liquidity against ${nativeSymbol} goes to a token's NativeSwap pool: choose the token.`,
  connectWallet: (nativeSymbol: string) =>
    `Connect your wallet to add liquidity against ${nativeSymbol}.`,
  checking: "Checking the token's owner and native pool...",
  leaving: (destination: NativePairDestination): string =>
    destination === 'create-pool'
      ? 'You own this token: taking you to create its native pool...'
      : "Taking you to add liquidity to the token's native pool...",
} as const;
