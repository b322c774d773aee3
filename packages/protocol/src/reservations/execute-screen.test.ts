import { describe, expect, it } from 'vitest';
import {
  getExecuteScreen,
  providersText,
  reorgWaitMessage,
  SWAP_FEES_TEXT,
  simulationLabel,
  swapPaymentSats,
} from './execute-screen.ts';
import type { ExecuteScreenInput } from './execute-screen.ts';

const ready: ExecuteScreenInput = {
  currentBlock: 102,
  expiresAtBlock: 106,
  confirmedAtBlock: 100,
  reorgProtectionBlocks: 2,
  simulation: 'success',
  swapAlreadyPending: false,
  sendOutcome: 'idle',
};
const screen = (patch: Partial<ExecuteScreenInput>) => getExecuteScreen({ ...ready, ...patch });

describe('reorg wait', () => {
  const wait = (confirmedAtBlock: number, reorgProtectionBlocks: number, currentBlock: number) =>
    screen({ confirmedAtBlock, reorgProtectionBlocks, currentBlock }).reorgWaitBlocks;

  it('is over once the tip reaches confirmation + protection - 1: the swap lands in the next block', () => {
    expect(wait(100, 3, 100)).toBe(2);
    expect(wait(100, 2, 100)).toBe(1);
    expect(wait(100, 2, 101)).toBe(0);
    expect(wait(100, 2, 102)).toBe(0);
    expect(wait(100, 1, 100)).toBe(0);
    expect(wait(100, 0, 100)).toBe(0);
  });

  it('allows the swap at the boundary block', () => {
    expect(screen({ currentBlock: 101 })).toMatchObject({
      reorgWaitBlocks: 0,
      message: null,
      canSwap: true,
    });
  });
});

describe('getExecuteScreen', () => {
  it('can swap when not expired, past the reorg wait and simulated successfully', () => {
    expect(screen({})).toEqual({
      remainingBlocks: 4,
      reorgWaitBlocks: 0,
      expired: false,
      statusLabel: null,
      simulationLabel: 'Success',
      message: null,
      canSwap: true,
    });
  });

  it('expires when the remaining blocks reach 0', () => {
    expect(screen({ currentBlock: 105 })).toMatchObject({
      remainingBlocks: 1,
      expired: false,
      canSwap: true,
    });
    expect(screen({ currentBlock: 106 })).toMatchObject({
      remainingBlocks: 0,
      expired: true,
      statusLabel: 'Expired',
      message: 'Your reservation has expired. Please create a new reservation to swap.',
      canSwap: false,
    });
    expect(screen({ currentBlock: 120 }).remainingBlocks).toBe(0);
  });

  it('shows at most the 6-block lifetime when the current block lags the reservation', () => {
    expect(screen({ currentBlock: 100, expiresAtBlock: 106 }).remainingBlocks).toBe(6);
    expect(screen({ currentBlock: 99, expiresAtBlock: 106 }).remainingBlocks).toBe(6);
  });

  it('expires when the simulation fails', () => {
    expect(screen({ simulation: 'error' })).toMatchObject({
      expired: true,
      simulationLabel: 'Error',
      canSwap: false,
    });
  });

  it("labels an unsimulated swap 'Not Simulated' and does not allow it yet", () => {
    expect(simulationLabel('not-simulated')).toBe('Not Simulated');
    expect(screen({ simulation: 'not-simulated' })).toMatchObject({
      expired: false,
      canSwap: false,
    });
  });

  it('asks to wait for reorg protection with N substituted and (s) literal', () => {
    expect(reorgWaitMessage(1)).toBe('Please wait 1 more block(s) for reorg protection.');
    expect(screen({ currentBlock: 100, reorgProtectionBlocks: 3 })).toMatchObject({
      reorgWaitBlocks: 2,
      message: 'Please wait 2 more block(s) for reorg protection.',
      canSwap: false,
    });
    expect(screen({ currentBlock: 100 })).toMatchObject({
      reorgWaitBlocks: 1,
      message: 'Please wait 1 more block(s) for reorg protection.',
      canSwap: false,
    });
  });

  it('says an already pending swap is pending, above every other message', () => {
    expect(screen({ swapAlreadyPending: true, currentBlock: 106 })).toMatchObject({
      message: 'This swap is already pending. Please check your activity page.',
      canSwap: false,
    });
  });

  it('reports a swap that returned no receipt and allows a retry', () => {
    expect(screen({ sendOutcome: 'no-receipt' })).toMatchObject({
      message: 'Swap failed. No receipt returned from the network.',
      canSwap: true,
    });
    expect(screen({ sendOutcome: 'no-receipt', currentBlock: 106 }).message).toBe(
      'Your reservation has expired. Please create a new reservation to swap.',
    );
  });

  it('disables the button while the swap is being sent', () => {
    expect(screen({ sendOutcome: 'sending' }).canSwap).toBe(false);
  });
});

describe('the execute review', () => {
  it('pays every provider its amount and names how many', () => {
    expect(swapPaymentSats([{ satoshisAmount: 60_000n }, { satoshisAmount: 40_000n }])).toBe(
      100_000n,
    );
    expect(swapPaymentSats([])).toBe(0n);
    expect(providersText(1)).toBe('1 liquidity provider');
    expect(providersText(2)).toBe('2 liquidity providers');
  });

  it('caps the fees at what a swap may spend', () => {
    expect(SWAP_FEES_TEXT).toBe('At most 20,000 sats');
  });
});
