import { and, eq, inArray, or } from 'drizzle-orm';
import type { TokenRef } from '@opswap/protocol/schemas/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { isNativeAddress, nativeToken } from '@opswap/protocol/tokens/token';
import type { Database } from '../db/database.ts';
import { tokens } from '../db/schema/index.ts';

export type StoredToken = typeof tokens.$inferSelect;

/** A known token by its 0x address or p2op address (lower case), or null. */
export async function findStoredToken(
  db: Database,
  network: ProductNetwork,
  address: string,
): Promise<StoredToken | null> {
  if (isNativeAddress(address)) return null;
  const [token] = await db
    .select()
    .from(tokens)
    .where(
      and(eq(tokens.network, network), or(eq(tokens.address, address), eq(tokens.p2op, address))),
    )
    .limit(1);
  return token ?? null;
}

/** A token as the market views show it (pools, activity, the explore overview). */
export interface MarketToken extends TokenRef {
  verified: boolean;
  image: string;
}

/**
 * The tokens named by address, the native token's 'bitcoin' included. A contract the indexer
 * holds no metadata for is shown by its address, with 0 decimals.
 */
export async function marketTokens(
  db: Database,
  network: ProductNetwork,
  addresses: Iterable<string>,
): Promise<Map<string, MarketToken>> {
  const wanted = [...new Set(addresses)];
  const contracts = wanted.filter((address) => !isNativeAddress(address));
  const rows =
    contracts.length === 0
      ? []
      : await db
          .select()
          .from(tokens)
          .where(and(eq(tokens.network, network), inArray(tokens.address, contracts)));
  const infos = new Map<string, MarketToken>(
    rows.map((row) => [
      row.address,
      {
        name: row.name,
        symbol: row.symbol,
        address: row.address,
        decimals: row.decimals,
        verified: row.verified,
        image: row.image,
      },
    ]),
  );
  for (const address of wanted) {
    if (infos.has(address)) continue;
    if (isNativeAddress(address)) {
      const native = nativeToken(network);
      infos.set(address, {
        name: native.name,
        symbol: native.symbol,
        address: native.address,
        decimals: native.decimals,
        verified: true,
        image: native.image,
      });
    } else {
      infos.set(address, {
        name: address,
        symbol: '',
        address,
        decimals: 0,
        verified: false,
        image: '',
      });
    }
  }
  return infos;
}

/** The short reference of a token for activity items and pools. */
export function tokenRef(info: TokenRef): TokenRef {
  return { name: info.name, symbol: info.symbol, address: info.address, decimals: info.decimals };
}
