import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, writeStored } from '../../lib/storage/local-storage.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { reconnectSavedWallet } from './reconnect.ts';

describe('reconnectSavedWallet', () => {
  it('does nothing without a saved wallet', async () => {
    const connect = vi.fn();
    expect(await reconnectSavedWallet({ connect })).toBe(false);
    expect(connect).not.toHaveBeenCalled();
  });

  it('tries 5 times, waiting 500 ms times the attempt, then gives up', async () => {
    writeStored(STORAGE_KEYS.walletType, 'OP_WALLET');
    const waits: number[] = [];
    const hasAccounts = vi.fn(async () => false);
    const connect = vi.fn();
    const ok = await reconnectSavedWallet(
      { connect },
      { hasAccounts, sleep: async (ms) => void waits.push(ms) },
    );
    expect(ok).toBe(false);
    expect(hasAccounts).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([500, 1000, 1500, 2000]);
    expect(connect).not.toHaveBeenCalled();
  });

  it('connects the saved wallet once it reports accounts', async () => {
    writeStored(STORAGE_KEYS.walletType, 'UNISAT');
    const answers = [false, true];
    const connect = vi.fn(async () => undefined);
    const ok = await reconnectSavedWallet(
      { connect },
      { hasAccounts: async () => answers.shift() ?? false, sleep: async () => undefined },
    );
    expect(ok).toBe(true);
    expect(connect).toHaveBeenCalledWith('UNISAT');
  });

  it('reports the reconnect as pending until it ends, whichever way', async () => {
    writeStored(STORAGE_KEYS.walletType, 'UNISAT');
    useWalletStore.setState({ reconnecting: true });
    let answer: ((value: boolean) => void) | null = null;
    const hasAccounts = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const sleep = async () => Promise.reject(new Error('gone'));
    const pending = reconnectSavedWallet({ connect: vi.fn() }, { hasAccounts, sleep });
    await vi.waitFor(() => expect(hasAccounts).toHaveBeenCalled());
    expect(useWalletStore.getState().reconnecting).toBe(true);
    answer!(false);
    await expect(pending).rejects.toThrow('gone');
    expect(useWalletStore.getState().reconnecting).toBe(false);
  });
});
