import {
  DEFAULT_PRODUCT_NETWORK,
  type ExplorerConfig,
  explorerConfig,
  isProductNetwork,
  type ProductNetwork,
} from '@opswap/protocol/tokens/networks';
import { readRuntimeConfig, type RuntimeConfig } from './runtime-config.ts';

/** The public OP_NET nodes; regtest defaults to the local devnet. */
const DEFAULT_RPC_URLS: Record<ProductNetwork, string> = {
  regtest: 'http://localhost:9001',
  testnet: 'https://testnet.opnet.org',
  mainnet: 'https://mainnet.opnet.org',
};

const API_PORT_ON_LOCALHOST = 3005;
const PRODUCT_DOMAIN = 'opswap.org';
const PRODUCT_API_HOST = 'https://api.opswap.org';
const FALLBACK_API_HOST = 'https://api.opswap.org';

/**
 * The api's origin by the page's hostname (docs/api.md#base-path): localhost uses port 3005, the
 * product's own domain its api host, anything else a fallback host.
 */
export function apiUrlForHostname(hostname: string, protocol = 'http:'): string {
  if (hostname === 'localhost' || hostname === '127.0.0.1') {
    return `${protocol}//${hostname}:${API_PORT_ON_LOCALHOST}`;
  }
  if (hostname === PRODUCT_DOMAIN || hostname.endsWith(`.${PRODUCT_DOMAIN}`)) {
    return PRODUCT_API_HOST;
  }
  return FALLBACK_API_HOST;
}

export interface AppConfig {
  defaultNetwork: ProductNetwork;
  apiUrl: string;
  rpcUrl(network: ProductNetwork): string;
  /** The in-page development wallet: regtest only, and only where the deployment allows it. */
  devWalletEnabled(network: ProductNetwork): boolean;
  explorer(network: ProductNetwork): ExplorerConfig | null;
}

export function createAppConfig(
  runtime: RuntimeConfig,
  location: Pick<Location, 'hostname' | 'protocol'>,
): AppConfig {
  const defaultNetwork =
    runtime.network && isProductNetwork(runtime.network)
      ? runtime.network
      : DEFAULT_PRODUCT_NETWORK;
  return {
    defaultNetwork,
    apiUrl: (runtime.apiUrl ?? apiUrlForHostname(location.hostname, location.protocol)).replace(
      /\/+$/,
      '',
    ),
    rpcUrl: (network) => runtime.rpcUrls?.[network] ?? DEFAULT_RPC_URLS[network],
    devWalletEnabled: (network) => network === 'regtest' && runtime.devWallet !== false,
    explorer: (network) => explorerConfig(network, runtime.explorers?.[network] ?? {}),
  };
}

// globalThis: the page's window, or a worker's scope (its location is the page's origin).
export const appConfig: AppConfig = createAppConfig(
  readRuntimeConfig(),
  typeof location === 'undefined' ? { hostname: 'localhost', protocol: 'http:' } : location,
);
