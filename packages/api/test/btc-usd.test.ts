import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import { USD_RATE_UNAVAILABLE } from '../src/sync/usd-rate.ts';
import { startTestApp, USD_RATE, type TestApp } from './support/test-app.ts';
import { ENGINES } from './support/test-database.ts';

describe.each(ENGINES)('GET market/btc-usd on %s', (engine) => {
  let test: TestApp;
  const get = (network = 'regtest') =>
    test.request({
      method: 'GET',
      url: `/api/v1/bitcoin/${network}/${ANONYMOUS_USER_KEY}/market/btc-usd`,
    });

  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('answers the rate sync uses to anyone, scaled by 10^8, with when it was read', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      usdPerBtc: (BigInt(USD_RATE) * 10n ** 8n).toString(),
      source: 'fixed',
      updatedAt: test.clock.now,
    });
  });

  it('answers 502 with a message when the rate source fails', async () => {
    const { usdRate } = test.context;
    test.context.usdRate = { rate: () => Promise.reject(new Error('rate source down')) };
    try {
      const response = await get();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: USD_RATE_UNAVAILABLE });
    } finally {
      test.context.usdRate = usdRate;
    }
  });

  it('refuses a bad path with 400 and a message', async () => {
    const response = await get('moon');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('params: network');
  });
});
