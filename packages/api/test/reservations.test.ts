import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './support/test-database.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { testWallet } from './support/wallets.ts';

const alice = testWallet('alice');
const bob = testWallet('bob');
const TOKEN = `0x${'34'.repeat(32)}`;
const HASH = 'ab'.repeat(32);

const tracking = (overrides: Record<string, unknown> = {}) => ({
  trackingInformation: {
    hash: `0x${HASH.toUpperCase()}`,
    tokenSymbol: 'MOTO',
    tokenAddress: TOKEN,
    amountIn: '500000',
    amountOut: '49000000000000000000',
    reservationUTXO: {
      transactionId: HASH,
      outputIndex: 2,
      scriptPubKey: { hex: '0020' + 'cd'.repeat(32), address: 'bcrt1qexample' },
      value: '330',
    },
    simulationResult: {
      estimatedGas: '1000',
      estimatedSatGas: '20',
      minTokenOut: '39200000000000000000',
    },
    settings: { slippage: 20, miningFee: 3, priorityFee: 0, reorgProtection: 2 },
    ...overrides,
  },
});

describe.each(ENGINES)('reservation routes on %s', (engine) => {
  let t: TestApp;
  let aliceToken: string;
  let bobToken: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    aliceToken = await t.signIn(alice);
    bobToken = await t.signIn(bob);
  });
  afterAll(() => t.close());

  const track = (body: unknown, token = aliceToken, key = alice.publicKey) =>
    t.request({
      method: 'POST',
      url: t.path(key, 'reservation/track'),
      payload: body as object,
      token,
    });
  const get = (path: string, token = aliceToken, key = alice.publicKey) =>
    t.request({ method: 'GET', url: t.path(key, path), token });

  it('tracks a reservation as Pending with its hash normalised', async () => {
    const response = await track(tracking());
    expect(response.statusCode).toBe(201);
    expect(response.json().reservation).toMatchObject({
      hash: HASH,
      status: 'Pending',
      amountIn: '500000',
      amountOut: '49000000000000000000',
      confirmedAtBlock: null,
      expiresAtBlock: null,
      settings: { reorgProtection: 2 },
      reservationUTXO: { outputIndex: 2, value: '330' },
    });
    expect((await track(tracking())).statusCode).toBe(200);
    expect((await track(tracking({ amountIn: '1' }))).statusCode).toBe(409);
  });

  it('answers the reservation and the list to its owner only', async () => {
    const one = await get(`reservation/update/${HASH}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().simulationResult).toEqual({
      estimatedGas: '1000',
      estimatedSatGas: '20',
      minTokenOut: '39200000000000000000',
    });
    const list = await get('reservations');
    expect(list.json()).toHaveLength(1);
    expect((await get(`reservation/update/${HASH}`, bobToken, bob.publicKey)).statusCode).toBe(404);
    expect((await get('reservations', bobToken, bob.publicKey)).json()).toEqual([]);
    expect((await get('reservations', bobToken)).statusCode).toBe(403);
    expect((await get('reservations', '')).statusCode).toBe(401);
  });

  it("lets another user track the same hash without touching the owner's row", async () => {
    const response = await track(tracking({ amountIn: '7' }), bobToken, bob.publicKey);
    expect(response.statusCode).toBe(201);
    const owner = await get(`reservation/update/${HASH}`);
    expect(owner.json().amountIn).toBe('500000');
  });

  it('validates the tracking information', async () => {
    const noUtxo = await track(tracking({ reservationUTXO: null, hash: 'cd'.repeat(32) }));
    expect(noUtxo.statusCode).toBe(400);
    expect(noUtxo.json().error).toBe(
      'body: trackingInformation.reservationUTXO: Required when settings.reorgProtection is above 0.',
    );
    const badSlippage = await track(
      tracking({
        hash: 'cd'.repeat(32),
        settings: { slippage: 101, miningFee: 3, priorityFee: 0, reorgProtection: 0 },
      }),
    );
    expect(badSlippage.statusCode).toBe(400);
    expect(badSlippage.json().error).toContain('trackingInformation.settings.slippage');
    for (const tokenSymbol of ['MO\u0000TO', 'MOTO\ud800', 'M'.repeat(65)]) {
      const badSymbol = await track(tracking({ hash: 'cd'.repeat(32), tokenSymbol }));
      expect(badSymbol.statusCode).toBe(400);
      expect(badSymbol.json().error).toContain('trackingInformation.tokenSymbol');
    }
    expect((await get('reservation/update/nothex')).statusCode).toBe(400);
  });
});
