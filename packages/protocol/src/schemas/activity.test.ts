import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  activityIdParamsSchema,
  activitySchema,
  activityTypeParamsSchema,
  addActivityBodySchema,
  listingNotificationSchema,
  reservationNotificationSchema,
} from './activity.ts';
import { formatSchemaIssues } from './common.ts';

const TXID = 'a'.repeat(64);
const HASH = 'b'.repeat(64);
const TOKEN = `0x${'12'.repeat(32)}`;

const swapBody = {
  type: 'Swap',
  transactionId: TXID,
  data: {
    tokenOne: 'bitcoin',
    tokenTwo: TOKEN,
    amountIn: '100000',
    amountOut: '998000000000000000',
    reservationHash: HASH,
    feeRate: 3,
    compiledTargetScript: '0x0014abcd',
    interactionAddress: 'bcrt1pqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsd3hwq',
  },
};

describe('activity enums', () => {
  it('lists the 21 types and 8 statuses of the spec', () => {
    expect(ACTIVITY_TYPES).toHaveLength(21);
    expect(new Set(ACTIVITY_TYPES).size).toBe(21);
    expect(ACTIVITY_STATUSES).toEqual([
      'Pending',
      'Completed',
      'Failed',
      'Fulfilled',
      'Spent',
      'Active',
      'Historic',
      'Cancelled',
    ]);
  });
});

describe('addActivityBodySchema', () => {
  it('accepts a native Swap and decodes its amounts', () => {
    const body = addActivityBodySchema.parse(swapBody);
    expect(body.type).toBe('Swap');
    if (body.type !== 'Swap') throw new Error('narrowing');
    expect(body.data.amountIn).toBe(100_000n);
    expect(body.data.amountOut).toBe(998_000_000_000_000_000n);
  });

  it('accepts a pool Swap without the native fields', () => {
    const data = { tokenOne: TOKEN, tokenTwo: 'opr1sqq', amountIn: '1', amountOut: '2' };
    expect(addActivityBodySchema.safeParse({ ...swapBody, data }).success).toBe(true);
  });

  it('round-trips a Swap body through JSON', () => {
    const body = addActivityBodySchema.parse(swapBody);
    expect(z.encode(addActivityBodySchema, body)).toEqual(swapBody);
  });

  it('keeps extra data fields', () => {
    const body = addActivityBodySchema.parse({
      ...swapBody,
      data: { ...swapBody.data, note: 'x' },
    });
    expect(body.data).toHaveProperty('note', 'x');
  });

  it.each([
    ['Send', { tokenAddress: TOKEN, amount: '5' }],
    ['ListNativeSwap', { token: TOKEN, amount: '5' }],
    ['NativeSwap', { reservationHash: HASH }],
    ['CancelTransaction', { canceledTransactionId: TXID }],
    ['Stake', { amount: 5, anything: ['goes'] }],
    ['DeployToken', {}],
  ])('accepts %s with its data', (type, data) => {
    expect(addActivityBodySchema.safeParse({ type, transactionId: TXID, data }).success).toBe(true);
  });

  it.each([
    ['Send', { amount: '5' }, 'data.tokenAddress'],
    ['Send', { tokenAddress: TOKEN, amount: '-5' }, 'data.amount: Must contain digits only.'],
    ['ListNativeSwap', { token: TOKEN }, 'data.amount'],
    ['NativeSwap', { reservationHash: 'xyz' }, 'data.reservationHash: Must be 64 hex digits.'],
    ['CancelTransaction', {}, 'data.canceledTransactionId'],
    ['Swap', { tokenOne: TOKEN, tokenTwo: TOKEN, amountIn: '1' }, 'data.amountOut'],
  ])('rejects %s data naming the field', (type, data, expected) => {
    const result = addActivityBodySchema.safeParse({ type, transactionId: TXID, data });
    expect(result.success).toBe(false);
    expect(formatSchemaIssues(result.error!)).toContain(expected);
  });

  it('rejects an unknown type and a bad transaction id', () => {
    const unknownType = addActivityBodySchema.safeParse({ ...swapBody, type: 'Mint' });
    expect(formatSchemaIssues(unknownType.error!)).toBe('type: Must be a known activity type.');
    const badTx = addActivityBodySchema.safeParse({ ...swapBody, transactionId: '123' });
    expect(formatSchemaIssues(badTx.error!)).toBe(
      'transactionId: Must be a 64-character hex transaction id.',
    );
  });

  it('rejects non-object data of a loose type', () => {
    const result = addActivityBodySchema.safeParse({ type: 'Stake', transactionId: TXID, data: 1 });
    expect(formatSchemaIssues(result.error!)).toContain('data:');
  });
});

describe('activitySchema', () => {
  const activityJson = {
    ...swapBody,
    status: 'Completed',
    timestamp: 1_700_000_000_000,
    lastUpdated: 1_700_000_060_000,
    failedReason: null,
    blockNumber: 812,
    cancellationTransactionId: null,
    receipt: { gasUsed: '1000' },
    events: [],
  };

  it('accepts an activity as the API returns it', () => {
    const activity = activitySchema.parse(activityJson);
    expect(activity.status).toBe('Completed');
    expect(activity.blockNumber).toBe(812);
  });

  it('accepts a pending activity without optional fields', () => {
    const pending: Record<string, unknown> = { ...activityJson, status: 'Pending' };
    delete pending.failedReason;
    delete pending.blockNumber;
    delete pending.cancellationTransactionId;
    expect(activitySchema.safeParse(pending).success).toBe(true);
  });

  it('rejects an unknown status naming it', () => {
    const result = activitySchema.safeParse({ ...activityJson, status: 'Done' });
    expect(formatSchemaIssues(result.error!)).toContain('status: Must be one of Pending');
  });
});

describe('activity params and notifications', () => {
  it('checks the type and id path params', () => {
    expect(activityTypeParamsSchema.safeParse({ type: 'NativeSwap' }).success).toBe(true);
    expect(activityTypeParamsSchema.safeParse({ type: 'nativeswap' }).success).toBe(false);
    expect(activityIdParamsSchema.safeParse({ id: TXID }).success).toBe(true);
    expect(activityIdParamsSchema.safeParse({ id: 'nope' }).success).toBe(false);
  });

  it('parses listing and reservation notifications', () => {
    const listing = listingNotificationSchema.parse({
      listingHash: HASH,
      token: TOKEN,
      amount: '10',
      amountSold: '4',
      timestamp: 1,
    });
    expect(listing.amountSold).toBe(4n);
    const reservation = reservationNotificationSchema.parse({
      transactionId: TXID,
      timestamp: 1,
      expiresAtBlock: null,
      amount: '50000',
    });
    expect(reservation.expiresAtBlock).toBeNull();
    const bad = reservationNotificationSchema.safeParse({
      ...reservation,
      amount: '5',
      timestamp: -1,
    });
    expect(formatSchemaIssues(bad.error!)).toContain('timestamp');
  });
});
