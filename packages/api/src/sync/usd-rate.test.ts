import { describe, expect, it } from 'vitest';
import { createUsdRateSource } from './usd-rate.ts';

describe('createUsdRateSource', () => {
  it('answers a fixed rate labelled fixed', async () => {
    const source = createUsdRateSource({ kind: 'fixed', value: 100_000 });
    expect(await source.rate()).toEqual({ value: 100_000, source: 'fixed' });
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
    expect(await source.rate()).toEqual({ value: 97_000, source: 'https://rates.example' });
    clock.now = 30_000;
    expect((await source.rate()).value).toBe(97_000);
    expect(calls).toBe(1);
    clock.now = 61_000;
    expect((await source.rate()).value).toBe(97_000);
    clock.now = 122_000;
    expect((await source.rate()).value).toBe(98_000);
  });

  it('fails without any price and refuses a malformed answer', async () => {
    const source = createUsdRateSource({ kind: 'http', url: 'https://r' }, async () => ({
      usd: 'lots',
    }));
    await expect(source.rate()).rejects.toThrow('did not answer {"usd": <number>}');
  });
});
