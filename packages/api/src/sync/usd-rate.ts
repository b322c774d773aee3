import type { UsdRateSourceConfig } from '../config.ts';

/** The BTC price in USD and where it came from. */
export interface UsdRate {
  value: number;
  /** 'fixed' for a configured number (the devnet's), else the URL it was read from. */
  source: string;
}

export interface UsdRateSource {
  rate(): Promise<UsdRate>;
}

const HTTP_CACHE_MS = 60_000;
const HTTP_TIMEOUT_MS = 5_000;

/** A configured number, or a JSON source answering {"usd": n} read at most once a minute. */
export function createUsdRateSource(
  config: UsdRateSourceConfig,
  fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
  now: () => number = Date.now,
): UsdRateSource {
  if (config.kind === 'fixed') {
    const fixed = { value: config.value, source: 'fixed' };
    return { rate: async () => fixed };
  }
  let cached: { rate: UsdRate; at: number } | null = null;
  return {
    async rate() {
      if (cached !== null && now() - cached.at < HTTP_CACHE_MS) return cached.rate;
      try {
        const body = await fetchJson(config.url);
        const value = (body as { usd?: unknown } | null)?.usd;
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
          throw new Error(`${config.url} did not answer {"usd": <number>}`);
        }
        cached = { rate: { value, source: config.url }, at: now() };
        return cached.rate;
      } catch (error) {
        // A stale price beats none; with none at all, the caller reports the failure.
        if (cached !== null) return cached.rate;
        throw error;
      }
    },
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
