import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { createUsdRateSource, readUsdRate, USD_RATE_UNAVAILABLE } from './usd-rate.ts';

describe('createUsdRateSource', () => {
  it('answers a fixed rate labelled fixed', async () => {
    const clock = { now: 5 };
    const source = createUsdRateSource(
      { kind: 'fixed', value: 100_000 },
      undefined,
      () => clock.now,
    );
    expect(await source.rate()).toEqual({ value: 100_000, source: 'fixed', readAt: 5 });
    clock.now = 9;
    expect((await source.rate()).readAt).toBe(9);
  });

  it('reads an HTTP source at most once a minute and keeps the last price when it fails', async () => {
    const clock = { now: 0 };
    const answers: unknown[] = [{ usd: 97_000 }, new Error('down'), { usd: 98_000 }];
    let calls = 0;
    const source = createUsdRateSource(
      { kind: 'http', url: 'https://rates.example' },
      async () => {
        const answer = answers[calls++];
        if (answer instanceof Error) throw answer;
        return answer;
      },
      () => clock.now,
    );
    expect(await source.rate()).toEqual({
      value: 97_000,
      source: 'https://rates.example',
      readAt: 0,
    });
    clock.now = 30_000;
    // A cached price says when it was read, not when it was asked for.
    expect(await source.rate()).toMatchObject({ value: 97_000, readAt: 0 });
    expect(calls).toBe(1);
    clock.now = 61_000;
    expect((await source.rate()).value).toBe(97_000);
    clock.now = 122_000;
    expect(await source.rate()).toMatchObject({ value: 98_000, readAt: 122_000 });
  });

  it('fails without any price and refuses a malformed answer', async () => {
    const source = createUsdRateSource({ kind: 'http', url: 'https://r' }, async () => ({
      usd: 'lots',
    }));
    await expect(source.rate()).rejects.toThrow('did not answer {"usd": <number>}');
  });
});

describe('readUsdRate', () => {
  it('scales the rate to USD per BTC times 10^8', async () => {
    const usdRate = createUsdRateSource({ kind: 'fixed', value: 97_000.5 }, undefined, () => 7);
    expect(await readUsdRate({ usdRate })).toEqual({
      value: 97_000.5,
      source: 'fixed',
      readAt: 7,
      usdPerBtc: 9_700_050_000_000n,
    });
  });

  it('answers 502 when the source fails or its number cannot be a price', async () => {
    for (const usdRate of [
      { rate: () => Promise.reject(new Error('down')) },
      createUsdRateSource({ kind: 'fixed', value: 1e21 }),
    ]) {
      const failure = await readUsdRate({ usdRate }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ statusCode: 502, message: USD_RATE_UNAVAILABLE });
    }
  });
});
