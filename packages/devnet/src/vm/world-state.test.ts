import { describe, expect, it } from 'vitest';
import type { ContractDeployment } from './execution.ts';
import { WorldState, decodeCheckpoint, encodeCheckpoint } from './world-state.ts';

const TOKEN = `0x${'01'.repeat(32)}`;
const POOL = `0x${'02'.repeat(32)}`;
const deployment = (address: string): ContractDeployment => ({
  kind: 'OP20',
  address,
  deployer: `0x${'ff'.repeat(32)}`,
  args: { name: 'Pill', initialMints: ['a:1'] },
});

describe('WorldState', () => {
  it('rolls back nested marks exactly, newest first', () => {
    const state = new WorldState();
    state.addContract(deployment(TOKEN));
    state.commit();
    state.write(TOKEN, 'balance', 10n);
    const outer = state.mark();
    state.write(TOKEN, 'balance', 20n);
    const inner = state.mark();
    state.write(TOKEN, 'balance', 30n);
    state.write(TOKEN, 'name', 'x');
    state.rollback(inner);
    expect(state.read(TOKEN, 'balance')).toBe(20n);
    expect(state.read(TOKEN, 'name')).toBeUndefined();
    state.rollback(outer);
    expect(state.read(TOKEN, 'balance')).toBe(10n);
  });

  it('undoes a deployment made after the mark, with its storage', () => {
    const state = new WorldState();
    const mark = state.mark();
    state.addContract(deployment(POOL));
    state.write(POOL, 'reserve0', 5n);
    state.rollback(mark);
    expect(state.contractAt(POOL)).toBeNull();
    expect(() => state.addContract(deployment(POOL))).not.toThrow();
  });

  it('keeps a checkpoint independent of later writes and restores it as often as asked', () => {
    const state = new WorldState();
    state.addContract(deployment(TOKEN));
    state.write(TOKEN, 'code', Uint8Array.from([1, 2]));
    state.commit();
    const checkpoint = state.checkpoint(7n);
    state.write(TOKEN, 'code', Uint8Array.from([9]));
    state.addContract(deployment(POOL));
    state.commit();
    state.restore(checkpoint);
    expect(state.read(TOKEN, 'code')).toEqual(Uint8Array.from([1, 2]));
    expect(state.contractAt(POOL)).toBeNull();
    state.write(TOKEN, 'code', Uint8Array.from([3]));
    state.restore(checkpoint);
    expect(state.read(TOKEN, 'code')).toEqual(Uint8Array.from([1, 2]));
    expect(checkpoint.blockNumber).toBe(7n);
  });

  it('round-trips a checkpoint through JSON text', () => {
    const state = new WorldState();
    state.addContract(deployment(TOKEN));
    state.write(TOKEN, 'supply', (1n << 255n) + 3n);
    state.write(TOKEN, 'name', 'n:looks like a number');
    state.write(TOKEN, 'bytes', Uint8Array.from([0, 255]));
    state.commit();
    const text = encodeCheckpoint(state.checkpoint(12n));
    const restored = new WorldState();
    restored.restore(decodeCheckpoint(text));
    expect(restored.read(TOKEN, 'supply')).toBe((1n << 255n) + 3n);
    expect(restored.read(TOKEN, 'name')).toBe('n:looks like a number');
    expect(restored.read(TOKEN, 'bytes')).toEqual(Uint8Array.from([0, 255]));
    expect(restored.contractAt(TOKEN)).toEqual(deployment(TOKEN));
    expect(decodeCheckpoint(text).blockNumber).toBe(12n);
  });
});
