import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { QueryClient } from '@tanstack/react-query';
import { btcUsdRateRead } from '../../entities/market/get-btc-usd-rate.ts';
import { seedPublicReads } from '../../lib/api/public-read.ts';
import { tokenPricesRead } from './api/get-token-prices.ts';
import { tokenRecordRead } from './api/get-token-record.ts';
import { OPENING_PRICES_INTERVAL } from './api/token-paths.ts';

/** The reads the token page's first frame shows: the token, its price and changes, the USD rate. */
export function tokenPageReads(network: ProductNetwork, address: string) {
  const record = tokenRecordRead(network, address, 1);
  const prices = tokenPricesRead(network, address, OPENING_PRICES_INTERVAL);
  const btcUsd = btcUsdRateRead(network);
  return { record, all: [record, prices, btcUsd] as const };
}

/** Puts the served answers of the token page's first reads into the cache; false if one is missing. */
export function seedTokenPage(
  client: QueryClient,
  network: ProductNetwork,
  address: string,
  answers: Readonly<Record<string, string>>,
): boolean {
  return seedPublicReads(client, tokenPageReads(network, address).all, answers);
}
