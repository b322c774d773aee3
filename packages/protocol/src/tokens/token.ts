import { BITCOIN_MAX_SUPPLY_SATS, BTC_DECIMALS, DEAD_TOKEN_DECIMALS } from '../constants.ts';
import { formatUnits } from '../amount/units.ts';
import { NATIVE_SYMBOLS, type ProductNetwork } from './networks.ts';

/** A token as the app holds it. */
export interface Token {
  /** The contract address as 0x-prefixed hex; NATIVE_TOKEN_ADDRESS for Bitcoin itself. */
  readonly address: string;
  /** The contract's bech-style p2op address; NATIVE_TOKEN_ADDRESS means the native token. */
  readonly p2op: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly verified: boolean;
  readonly maxSupply: bigint;
  /** Logo URL; empty means the app's local default image. */
  readonly image: string;
  /** The balance as plain decimal text, always formatUnits(balanceBigint, decimals). */
  readonly balance: string;
  readonly balanceBigint: bigint;
}

/** Stands for Bitcoin in token addresses, p2op fields and API paths (search/token/bitcoin). */
export const NATIVE_TOKEN_ADDRESS = 'bitcoin';

/**
 * OP_NET's dead address, `Address.dead().toHex()` in @btc-vision/transaction: 32 zero bytes. It
 * stands for an anonymous visitor in API paths and for a contract that is not deployed.
 */
export const DEAD_ADDRESS = `0x${'00'.repeat(32)}`;
/** The user key of an anonymous visitor in API paths: the dead address. */
export const ANONYMOUS_USER_KEY = DEAD_ADDRESS;
/** The classical (uncompressed) public key `Address.dead()` carries beside its zero bytes. */
export const DEAD_ADDRESS_LEGACY_PUBLIC_KEY =
  '0x04678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5f';

/** The empty placeholder a token field holds before the user picks one. */
export const DEAD_TOKEN: Token = {
  address: DEAD_ADDRESS,
  p2op: '',
  name: 'Select Token',
  symbol: 'Select Token',
  decimals: DEAD_TOKEN_DECIMALS,
  verified: false,
  maxSupply: 0n,
  image: '',
  balance: '0',
  balanceBigint: 0n,
};

/** A token's decimals; before a token is chosen, the placeholder's (amounts typed first). */
export function decimalsOf(token: Pick<Token, 'decimals'> | null | undefined): number {
  return token?.decimals ?? DEAD_TOKEN_DECIMALS;
}

/** The symbols of the preset tokens in the Popular lists. */
export const POPULAR_TOKEN_SYMBOLS = ['MOTO', 'PILL', 'ODYS'] as const;

/** Bitcoin on a network: BTC, tBTC or rBTC, 8 decimals, with a zero balance. */
export function nativeToken(network: ProductNetwork): Token {
  return {
    address: NATIVE_TOKEN_ADDRESS,
    p2op: NATIVE_TOKEN_ADDRESS,
    name: 'Bitcoin',
    symbol: NATIVE_SYMBOLS[network],
    decimals: BTC_DECIMALS,
    verified: true,
    maxSupply: BITCOIN_MAX_SUPPLY_SATS,
    image: '',
    balance: '0',
    balanceBigint: 0n,
  };
}

/** The token with a new balance, keeping `balance` and `balanceBigint` in step. */
export function withBalance(token: Token, balance: bigint): Token {
  return { ...token, balance: formatUnits(balance, token.decimals), balanceBigint: balance };
}

/** Whether an address (or p2op) stands for Bitcoin itself. */
export function isNativeAddress(address: string): boolean {
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS;
}

/** Whether the token is Bitcoin itself (p2op or address 'bitcoin'). */
export function isNativeToken(token: Pick<Token, 'address' | 'p2op'> | null | undefined): boolean {
  return (
    token !== null &&
    token !== undefined &&
    (isNativeAddress(token.p2op) || isNativeAddress(token.address))
  );
}

/** Whether an address is OP_NET's dead address: 32 zero bytes, with or without '0x'. */
export function isDeadAddress(address: string): boolean {
  return /^(0x)?0{64}$/i.test(address);
}

/** Whether a token field holds no real token: missing, or the dead placeholder. */
export function isDeadToken(token: Token | null | undefined): boolean {
  return token === null || token === undefined || isDeadAddress(token.address);
}

/** Whether two addresses name the same token; hex case does not matter. */
export function isSameTokenAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The list without repeated addresses, keeping each token's first appearance and the order. */
export function dedupeTokensByAddress(tokens: readonly Token[]): Token[] {
  const seen = new Set<string>();
  return tokens.filter((token) => {
    const key = token.address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The token picker's Popular list: the native token when the screen allows it (else pass null),
 * then the configured presets (MOTO, PILL, ODYS), deduplicated by address.
 */
export function popularTokens(native: Token | null, presets: readonly Token[]): Token[] {
  return dedupeTokensByAddress(native === null ? presets : [native, ...presets]);
}
