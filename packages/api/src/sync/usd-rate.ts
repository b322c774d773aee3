import { usdRateToScaled } from '@opswap/protocol/format/format-amount';
import type { AppContext } from '../app-context.ts';
import type { UsdRateSourceConfig } from '../config.ts';
import { HttpError } from '../http/http-error.ts';

/** The BTC price in USD and where it came from. */
export interface UsdRate {
  value: number;
  /** 'fixed' for a configured number (the devnet's), else the URL it was read from. */
  source: string;
  /** Milliseconds: when the source was read; a fixed rate is read each time it is asked. */
  readAt: number;
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
    return { rate: async () => ({ value: config.value, source: 'fixed', readAt: now() }) };
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
        const at = now();
        cached = { rate: { value, source: config.url, readAt: at }, at };
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

export const USD_RATE_UNAVAILABLE = 'The USD rate source did not answer. Try again in a moment.';

/** The USD rate as a route answers it: USD per BTC scaled by 10^8, or a 502 when there is none. */
export async function readUsdRate(
  context: Pick<AppContext, 'usdRate'>,
): Promise<UsdRate & { usdPerBtc: bigint }> {
  const rate = await context.usdRate.rate().catch((error: unknown) => {
    throw new HttpError(502, USD_RATE_UNAVAILABLE, { cause: error });
  });
  const usdPerBtc = usdRateToScaled(rate.value);
  if (usdPerBtc === null) throw new HttpError(502, USD_RATE_UNAVAILABLE);
  return { ...rate, usdPerBtc };
}
