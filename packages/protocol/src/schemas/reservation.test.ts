import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formatSchemaIssues } from './common.ts';
import {
  reservationHashParamsSchema,
  reservationProviderDataSchema,
  reservationSchema,
  reservationTrackingBodySchema,
} from './reservation.ts';

const HASH = 'd'.repeat(64);
const TOKEN = `0x${'34'.repeat(32)}`;

const utxo = {
  transactionId: 'e'.repeat(64),
  outputIndex: 1,
  scriptPubKey: { hex: '0020' + 'ab'.repeat(32), address: 'bcrt1qxyz0' },
  value: '330',
};
const simulationResult = { estimatedGas: '120000', estimatedSatGas: '1500', minTokenOut: '800' };
const settings = { slippage: 20, miningFee: 3, priorityFee: 0, reorgProtection: 1 };

const reservationJson = {
  hash: HASH,
  tokenSymbol: 'MOTO',
  tokenAddress: TOKEN,
  status: 'Completed',
  amountIn: '100000',
  amountOut: '1000',
  confirmedAtBlock: 100,
  expiresAtBlock: 106,
  reason: null,
  timestamp: 1_700_000_000_000,
  lastUpdated: 1_700_000_000_000,
  simulationResult,
  settings,
  reservationUTXO: utxo,
  events: {
    ReservationCreated: { totalSatoshis: '100000' },
    providers: [{ depositAddress: 'bcrt1qprovider', satoshisAmount: '100000' }],
  },
  receipt: null,
};

describe('reservationSchema', () => {
  it('accepts a confirmed reservation and decodes the sats', () => {
    const reservation = reservationSchema.parse(reservationJson);
    expect(reservation.amountIn).toBe(100_000n);
    expect(reservation.reservationUTXO?.value).toBe(330n);
    expect(reservation.events?.providers[0]?.satoshisAmount).toBe(100_000n);
  });

  it('round-trips through JSON', () => {
    const reservation = reservationSchema.parse(reservationJson);
    expect(z.encode(reservationSchema, reservation)).toEqual(reservationJson);
  });

  it('accepts a pending reservation with unknown blocks', () => {
    const pending = {
      ...reservationJson,
      status: 'Pending',
      confirmedAtBlock: null,
      expiresAtBlock: null,
    };
    expect(reservationSchema.safeParse(pending).success).toBe(true);
  });

  it('rejects a bad status, a slippage of 101 and a reorg level of 4, naming them', () => {
    const result = reservationSchema.safeParse({
      ...reservationJson,
      status: 'Expired',
      settings: { ...settings, slippage: 101, reorgProtection: 4 },
    });
    const message = formatSchemaIssues(result.error!);
    expect(message).toContain('status: Must be Pending, Completed, Failed or Spent.');
    expect(message).toContain('settings.slippage');
    expect(message).toContain('settings.reorgProtection');
  });

  it('takes the slippage and reorg bounds 0..100 and 0..3', () => {
    for (const [slippage, reorgProtection] of [
      [0, 0],
      [100, 3],
    ] as const) {
      const ok = { ...reservationJson, settings: { ...settings, slippage, reorgProtection } };
      expect(reservationSchema.safeParse(ok).success).toBe(true);
    }
  });
});

describe('reservationTrackingBodySchema', () => {
  const info = {
    hash: HASH,
    tokenSymbol: 'MOTO',
    tokenAddress: TOKEN,
    amountIn: '100000',
    amountOut: '1000',
    reservationUTXO: utxo,
    simulationResult,
    settings,
  };

  it('accepts a tracking payload', () => {
    const body = reservationTrackingBodySchema.parse({ trackingInformation: info });
    expect(body.trackingInformation.amountOut).toBe(1000n);
  });

  it('needs the reservation UTXO when reorg protection is on', () => {
    const result = reservationTrackingBodySchema.safeParse({
      trackingInformation: { ...info, reservationUTXO: null },
    });
    expect(formatSchemaIssues(result.error!)).toBe(
      'trackingInformation.reservationUTXO: Required when settings.reorgProtection is above 0.',
    );
  });

  it('lets reorg protection 0 go without a UTXO', () => {
    const withoutUtxo: Record<string, unknown> = {
      ...info,
      settings: { ...settings, reorgProtection: 0 },
    };
    delete withoutUtxo.reservationUTXO;
    const body = { trackingInformation: withoutUtxo };
    expect(reservationTrackingBodySchema.safeParse(body).success).toBe(true);
  });

  it('names a bad amount', () => {
    const result = reservationTrackingBodySchema.safeParse({
      trackingInformation: { ...info, amountIn: '1e5' },
    });
    expect(formatSchemaIssues(result.error!)).toBe(
      'trackingInformation.amountIn: Must contain digits only.',
    );
  });
});

describe('reservation provider data and params', () => {
  it('decodes the providers to pay', () => {
    const data = reservationProviderDataSchema.parse({
      totalSatoshisSpent: '150000',
      reservedProviders: [
        { depositAddress: 'bcrt1qa', satoshisAmount: '100000' },
        { depositAddress: 'bcrt1qb', satoshisAmount: '50000' },
      ],
    });
    expect(data.reservedProviders.map((p) => p.satoshisAmount)).toEqual([100_000n, 50_000n]);
    const bad = reservationProviderDataSchema.safeParse({
      totalSatoshisSpent: '1',
      reservedProviders: [{ depositAddress: '', satoshisAmount: '1' }],
    });
    expect(formatSchemaIssues(bad.error!)).toBe(
      'reservedProviders.0.depositAddress: Must not be empty.',
    );
  });

  it('checks the hash param', () => {
    expect(reservationHashParamsSchema.safeParse({ hash: HASH }).success).toBe(true);
    expect(reservationHashParamsSchema.safeParse({ hash: 'abc' }).success).toBe(false);
  });
});
