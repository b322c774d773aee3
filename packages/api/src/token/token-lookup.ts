import { and, eq, inArray, or } from 'drizzle-orm';
import { formatUnits } from '@opswap/protocol/amount/units';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import type { Token } from '@opswap/protocol/schemas/token';
import { isNativeToken, NATIVE_TOKEN_ADDRESS, nativeToken } from '@opswap/protocol/tokens/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { AppContext } from '../app-context.ts';
import { tokens } from '../db/schema/chain.ts';
import { HttpError } from '../http/http-error.ts';

/** A token without a holder's balance. */
export type TokenInfo = Omit<Token, 'balance' | 'balanceBigint'>;

const isNativeQuery = (address: string) => address.toLowerCase() === NATIVE_TOKEN_ADDRESS;

function withoutBalance({ balance: _b, balanceBigint: _bb, ...info }: Token): TokenInfo {
  return info;
}

export const NODE_UNAVAILABLE = 'The OP_NET node did not answer. Try again in a moment.';

/** A node failure is the node's, not the api's: 502, with the reason in the log only. */
export class NodeUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(502, NODE_UNAVAILABLE, { cause });
  }
}

async function askNode<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new NodeUnavailable(error);
  }
}

export const isHexAddress = (text: string) => /^0x[0-9a-fA-F]{64}$/.test(text);

/**
 * The token at an address (0x or p2op) on a network, or 'bitcoin' for the native coin: from the
 * indexed tokens first, else asked of the node when it runs that network.
 */
export async function findToken(
  context: AppContext,
  network: ProductNetwork,
  address: string,
): Promise<TokenInfo | null> {
  if (isNativeQuery(address)) return withoutBalance(nativeToken(network));
  const [tokenInfo] = await findTokens(context, network, [address]);
  if (tokenInfo) return tokenInfo;
  if (network !== context.network) return null;
  const metadata = await askNode(() => context.node.tokenMetadata(address));
  return metadata === null ? null : { ...metadata, verified: false };
}

/** The indexed tokens among these addresses (0x or p2op), in no particular order. */
export async function findTokens(
  context: AppContext,
  network: ProductNetwork,
  addresses: readonly string[],
): Promise<TokenInfo[]> {
  const native = addresses.some(isNativeQuery);
  const hex = addresses.filter(isHexAddress).map((a) => a.toLowerCase());
  const p2op = addresses.filter((a) => !isHexAddress(a));
  const rows =
    hex.length + p2op.length === 0
      ? []
      : await context.db
          .select()
          .from(tokens)
          .where(
            and(
              eq(tokens.network, network),
              or(
                hex.length > 0 ? inArray(tokens.address, hex) : undefined,
                p2op.length > 0 ? inArray(tokens.p2op, p2op) : undefined,
              ),
            ),
          );
  const found: TokenInfo[] = rows.map((row) => ({
    address: row.address,
    p2op: row.p2op,
    name: row.name,
    symbol: row.symbol,
    decimals: row.decimals,
    verified: row.verified,
    maxSupply: row.maxSupply,
    image: row.image,
  }));
  return native ? [withoutBalance(nativeToken(network)), ...found] : found;
}

/**
 * The tokens with the user's balances read from the node; an anonymous visitor, or a network
 * the node does not run, holds nothing.
 */
export async function withBalances(
  context: AppContext,
  network: ProductNetwork,
  userKey: string,
  list: readonly TokenInfo[],
): Promise<Token[]> {
  const known = userKey !== ANONYMOUS_USER_KEY && network === context.network;
  const op20 = list.filter((token) => !isNativeToken(token)).map((token) => token.address);
  const [balances, btc] = known
    ? await askNode(() =>
        Promise.all([
          op20.length > 0 ? context.node.tokenBalances(userKey, op20) : new Map<string, bigint>(),
          list.length > op20.length ? context.node.btcBalance(userKey) : 0n,
        ]),
      )
    : [new Map<string, bigint>(), 0n];
  return list.map((token) => {
    const balance = isNativeToken(token) ? btc : (balances.get(token.address) ?? 0n);
    return { ...token, balance: formatUnits(balance, token.decimals), balanceBigint: balance };
  });
}

/** The tokens at these canonical addresses, in the given order; unknown ones are left out. */
export async function resolveTokens(
  context: AppContext,
  network: ProductNetwork,
  addresses: readonly string[],
): Promise<TokenInfo[]> {
  const indexed = new Map(
    (await findTokens(context, network, addresses)).map((token) => [token.address, token]),
  );
  const resolved = await Promise.all(
    addresses.map(async (address) => indexed.get(address) ?? findToken(context, network, address)),
  );
  return resolved.filter((token): token is TokenInfo => token !== null);
}
