import { describe, expect, it } from 'vitest';
import {
  mempoolConfirmationText,
  mempoolTransactionStatusSchema,
  recordedConfirmationText,
} from './mempool-status.ts';

const CONFIRMED = {
  confirmed: true,
  block_height: 812_345,
  block_hash: '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054',
  block_time: 1_700_000_000,
};

describe('mempoolTransactionStatusSchema', () => {
  it('reads an unconfirmed and a confirmed status', () => {
    expect(mempoolTransactionStatusSchema.parse({ confirmed: false })).toEqual({
      confirmed: false,
    });
    expect(mempoolTransactionStatusSchema.parse(CONFIRMED)).toEqual(CONFIRMED);
  });

  it('rejects a confirmed status without its block, and other shapes', () => {
    expect(mempoolTransactionStatusSchema.safeParse({ confirmed: true }).success).toBe(false);
    expect(
      mempoolTransactionStatusSchema.safeParse({ ...CONFIRMED, block_height: '812345' }).success,
    ).toBe(false);
    expect(mempoolTransactionStatusSchema.safeParse({ status: 'ok' }).success).toBe(false);
    expect(mempoolTransactionStatusSchema.safeParse(null).success).toBe(false);
  });
});

describe('mempoolConfirmationText', () => {
  it('names the block once confirmed, else waits', () => {
    expect(mempoolConfirmationText(mempoolTransactionStatusSchema.parse(CONFIRMED))).toBe(
      'Confirmed in block 812345',
    );
    expect(mempoolConfirmationText({ confirmed: false })).toBe('Waiting for confirmation');
  });
});

describe('recordedConfirmationText', () => {
  const waiting = { confirmed: false } as const;

  it('claims no block while the activity is Pending, even when the explorer has one', () => {
    expect(recordedConfirmationText({ status: 'Pending' }, CONFIRMED)).toBe(
      'Waiting for confirmation',
    );
    expect(recordedConfirmationText({ status: 'Pending' }, waiting)).toBe(
      'Waiting for confirmation',
    );
    expect(recordedConfirmationText({ status: 'Pending' }, undefined)).toBeNull();
  });

  it("names the activity's block once mined, else the explorer's", () => {
    expect(recordedConfirmationText({ status: 'Completed', blockNumber: 90 }, undefined)).toBe(
      'Confirmed in block 90',
    );
    expect(recordedConfirmationText({ status: 'Completed', blockNumber: null }, CONFIRMED)).toBe(
      'Confirmed in block 812345',
    );
    expect(recordedConfirmationText({ status: 'Active' }, CONFIRMED)).toBe(
      'Confirmed in block 812345',
    );
    expect(recordedConfirmationText({ status: 'Completed' }, waiting)).toBeNull();
  });

  it('says nothing before the activity is known or once it failed', () => {
    expect(recordedConfirmationText(undefined, CONFIRMED)).toBeNull();
    expect(recordedConfirmationText({ status: 'Failed', blockNumber: 90 }, CONFIRMED)).toBeNull();
    expect(recordedConfirmationText({ status: 'Cancelled' }, CONFIRMED)).toBeNull();
  });
});
