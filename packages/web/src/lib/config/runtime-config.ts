import type { ExplorerConfig } from '@opswap/protocol/tokens/networks';

/** What /runtime-config.js sets before the app loads (see runtime-config.ts beside vite.config). */
export interface RuntimeConfig {
  network?: string;
  apiUrl?: string;
  rpcUrls?: Partial<Record<string, string>>;
  devWallet?: boolean;
  explorers?: Partial<Record<string, Partial<ExplorerConfig>>>;
}

declare global {
  var __OPSWAP_CONFIG__: RuntimeConfig | undefined;
}

/** The page's runtime config (empty where none was served). */
export function readRuntimeConfig(): RuntimeConfig {
  return globalThis.__OPSWAP_CONFIG__ ?? {};
}

/**
 * A worker has no /runtime-config.js: it adopts the page's config, sent with its first call,
 * before it loads anything that reads the app config.
 */
export function adoptRuntimeConfig(config: unknown): void {
  globalThis.__OPSWAP_CONFIG__ = config as RuntimeConfig;
}
