import { DEFAULT_NETWORK } from '../constants.ts';

/** The networks the product runs on; regtest is the default and what the devnet speaks. */
export const PRODUCT_NETWORKS = ['regtest', 'testnet', 'mainnet'] as const;
export type ProductNetwork = (typeof PRODUCT_NETWORKS)[number];

export const DEFAULT_PRODUCT_NETWORK: ProductNetwork = DEFAULT_NETWORK;

/** The native token's symbol on each network; every one has 8 decimals (BTC_DECIMALS). */
export const NATIVE_SYMBOLS: Record<ProductNetwork, string> = {
  mainnet: 'BTC',
  testnet: 'tBTC',
  regtest: 'rBTC',
};

export const NETWORK_DISPLAY_NAMES: Record<ProductNetwork, string> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  regtest: 'Regtest',
};

/** Whether a text names one of the product's networks. */
export function isProductNetwork(value: string): value is ProductNetwork {
  return (PRODUCT_NETWORKS as readonly string[]).includes(value);
}

/** The product network a text names (as in a URL or the API path), else the default, regtest. */
export function productNetworkOrDefault(value: string | null | undefined): ProductNetwork {
  return value && isProductNetwork(value) ? value : DEFAULT_PRODUCT_NETWORK;
}

/** The chain names a browser wallet reports (its getChain enum), as the header shows them. */
export const CHAIN_DISPLAY_NAMES = {
  BITCOIN_MAINNET: 'Mainnet',
  BITCOIN_TESTNET: 'Testnet',
  BITCOIN_TESTNET4: 'Testnet 4',
  /** OP_NET's testnet, the product's testnet (what OP_WALLET reports there). */
  OPNET_TESTNET: 'Testnet',
  BITCOIN_REGTEST: 'Regtest',
  BITCOIN_SIGNET: 'Signet',
  FRACTAL_BITCOIN_MAINNET: 'Fractal Mainnet',
  FRACTAL_BITCOIN_TESTNET: 'Fractal Testnet',
} as const;
export type ChainName = keyof typeof CHAIN_DISPLAY_NAMES;

/**
 * The header's network name for a wallet chain name. Unknown or missing names fall back to the
 * default network's name (spec: 'a default').
 */
export function chainDisplayName(chain: string | null | undefined): string {
  if (chain && Object.hasOwn(CHAIN_DISPLAY_NAMES, chain)) {
    return CHAIN_DISPLAY_NAMES[chain as ChainName];
  }
  return NETWORK_DISPLAY_NAMES[DEFAULT_PRODUCT_NETWORK];
}

/**
 * Where a network's explorer links point. Regtest has no public explorer: the devnet (or any
 * deployment) passes its own base URLs, e.g. a local mempool-style explorer.
 */
export interface ExplorerConfig {
  /** A mempool-style explorer root, without trailing '/': '{root}/tx/{txid}'. */
  readonly mempoolBaseUrl: string;
  /** The OP_SCAN explorer root, without trailing '/'. */
  readonly opscanBaseUrl: string;
  /** OP_SCAN's `network` query value, or null to leave the query out. */
  readonly opscanNetwork: string | null;
}

/** The public explorers; regtest has none. */
export const PUBLIC_EXPLORERS: Readonly<Partial<Record<ProductNetwork, ExplorerConfig>>> = {
  mainnet: {
    mempoolBaseUrl: 'https://mempool.opnet.org',
    opscanBaseUrl: 'https://opscan.org',
    opscanNetwork: 'op_mainnet',
  },
  testnet: {
    mempoolBaseUrl: 'https://mempool.opnet.org/testnet4',
    opscanBaseUrl: 'https://opscan.org',
    opscanNetwork: 'op_testnet',
  },
};

/**
 * The explorer setup for a network: the public one overlaid with `overrides` from configuration.
 * Null when the network has no explorer and none is configured, so screens hide their links.
 */
export function explorerConfig(
  network: ProductNetwork,
  overrides: Partial<ExplorerConfig> = {},
): ExplorerConfig | null {
  const base = PUBLIC_EXPLORERS[network];
  const mempoolBaseUrl = overrides.mempoolBaseUrl ?? base?.mempoolBaseUrl;
  const opscanBaseUrl = overrides.opscanBaseUrl ?? base?.opscanBaseUrl;
  if (mempoolBaseUrl === undefined || opscanBaseUrl === undefined) return null;
  const opscanNetwork =
    overrides.opscanNetwork !== undefined ? overrides.opscanNetwork : (base?.opscanNetwork ?? null);
  return {
    mempoolBaseUrl: withoutTrailingSlash(mempoolBaseUrl),
    opscanBaseUrl: withoutTrailingSlash(opscanBaseUrl),
    opscanNetwork,
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function opscanUrl(config: ExplorerConfig, path: string): string {
  const query =
    config.opscanNetwork === null ? '' : `?network=${encodeURIComponent(config.opscanNetwork)}`;
  return `${config.opscanBaseUrl}/${path}${query}`;
}

/** The mempool explorer page of a transaction. */
export function mempoolTransactionUrl(config: ExplorerConfig, transactionId: string): string {
  return `${config.mempoolBaseUrl}/tx/${encodeURIComponent(transactionId)}`;
}

/** The mempool explorer page of a Bitcoin address. */
export function mempoolAddressUrl(config: ExplorerConfig, address: string): string {
  return `${config.mempoolBaseUrl}/address/${encodeURIComponent(address)}`;
}

/** The mempool explorer page of a block, by height (the header's block number links here). */
export function mempoolBlockUrl(config: ExplorerConfig, height: number): string {
  return `${config.mempoolBaseUrl}/block/${height}`;
}

/** The mempool-style status endpoint polled to learn whether a transaction is confirmed. */
export function mempoolTransactionStatusUrl(config: ExplorerConfig, transactionId: string): string {
  return `${config.mempoolBaseUrl}/api/tx/${encodeURIComponent(transactionId)}/status`;
}

/** The OP_SCAN page of a transaction. */
export function opscanTransactionUrl(config: ExplorerConfig, transactionId: string): string {
  return opscanUrl(config, `transactions/${encodeURIComponent(transactionId)}`);
}

/** The OP_SCAN page of an account or contract (tokens and pools are contracts). */
export function opscanAccountUrl(config: ExplorerConfig, address: string): string {
  return opscanUrl(config, `accounts/${encodeURIComponent(address)}`);
}

/** The wallet chain (getChain's enum) a wallet is asked to switch to for each product network. */
export const WALLET_CHAIN_FOR_NETWORK: Record<ProductNetwork, ChainName> = {
  regtest: 'BITCOIN_REGTEST',
  testnet: 'OPNET_TESTNET',
  mainnet: 'BITCOIN_MAINNET',
};

/** The product network a wallet's chain (its getChain enum) belongs to; null for other chains. */
export function productNetworkForChain(chain: string | null | undefined): ProductNetwork | null {
  switch (chain) {
    case 'BITCOIN_MAINNET':
      return 'mainnet';
    case 'BITCOIN_TESTNET':
    case 'BITCOIN_TESTNET4':
    case 'OPNET_TESTNET':
      return 'testnet';
    case 'BITCOIN_REGTEST':
      return 'regtest';
    default:
      return null;
  }
}
