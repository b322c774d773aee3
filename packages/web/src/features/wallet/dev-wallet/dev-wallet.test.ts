// @vitest-environment node
// The key derivation needs node's own Uint8Array (jsdom's fails the bip32 checks); the wallet's
// window and localStorage are stubbed.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { bitcoinMessageHash } from '@opswap/protocol/wallet/signed-message';
import type { JSONRpcProvider } from 'opnet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDevWalletStore } from './dev-wallet-store.ts';
import {
  DEV_WALLET_UNAVAILABLE,
  DevWallet,
  installDevWallet,
  installedDevWallet,
  uninstallDevWallet,
} from './dev-wallet.ts';
import { bip322Transactions } from './message-signature.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const info = { network: 'regtest', mnemonic: MNEMONIC, accounts: [{ index: 0, p2tr: 'bcrt1p0' }] };
const provider = {} as JSONRpcProvider;

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const fromHex = (text: string) => Uint8Array.from(text.match(/../g)!, (b) => parseInt(b, 16));

const stored = new Map<string, string>();
vi.stubGlobal('window', globalThis);
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
  clear: () => stored.clear(),
});

afterEach(() => {
  uninstallDevWallet();
  useDevWalletStore.setState({ rejectNext: false });
});

describe('DevWallet', () => {
  it("signMessage signs Bitcoin's signed-message format with the account's key", async () => {
    const wallet = new DevWallet(info, provider, 'http://rpc');
    const publicKey = fromHex(await wallet.getPublicKey());
    const signature = fromBase64(await wallet.signMessage('Sign in to opswap'));
    expect(signature).toHaveLength(65);
    expect(
      secp256k1.verify(signature.slice(1), bitcoinMessageHash('Sign in to opswap'), publicKey, {
        prehash: false,
        format: 'compact',
      }),
    ).toBe(true);
  });

  it('signMessage honours the reject switch', async () => {
    const wallet = new DevWallet(info, provider, 'http://rpc');
    useDevWalletStore.setState({ rejectNext: true });
    await expect(wallet.signMessage('hi')).rejects.toMatchObject({ code: 4001 });
    expect(await wallet.signMessage('hi')).toMatch(/^[A-Za-z0-9+/]{86}[A-Za-z0-9+/=]{2}$/);
  });

  it("signMessage 'bip322-simple' signs for the account's taproot address", async () => {
    const wallet = new DevWallet(info, provider, 'http://rpc');
    const [address] = await wallet.requestAccounts();
    const { address: addresses, networks, Transaction } = await import('@btc-vision/bitcoin');
    const output = addresses.toOutputScript(address!, networks.regtest);
    const witness = fromBase64(await wallet.signMessage('Sign in', 'bip322-simple'));
    const { toSign } = bip322Transactions('Sign in', output);
    const sighash = toSign.hashForWitnessV1(
      0,
      [output],
      [0n as never],
      Transaction.SIGHASH_DEFAULT,
    );
    expect(schnorr.verify(witness.slice(2), sighash, output.slice(2))).toBe(true);
  });

  it('switchChain to another chain disconnects it as a user would; regtest keeps it', async () => {
    const wallet = new DevWallet(info, provider, 'http://rpc');
    await wallet.requestAccounts();
    const accountsChanged = vi.fn();
    wallet.on('accountsChanged', accountsChanged);
    await wallet.switchChain('BITCOIN_REGTEST');
    expect(await wallet.getAccounts()).toEqual([expect.any(String)]);
    await wallet.switchChain('OPNET_TESTNET');
    expect(accountsChanged).toHaveBeenCalledWith([]);
    expect(await wallet.getAccounts()).toEqual([]);
  });

  it('uninstalling takes it off window.opnet, hides the panel and stops it answering', async () => {
    const wallet = installDevWallet(info, provider, 'http://rpc');
    await wallet.requestAccounts();
    expect(installedDevWallet()).toBe(wallet);
    expect(useDevWalletStore.getState().installed).toBe(true);

    expect(uninstallDevWallet()).toBe(true);
    expect((window as { opnet?: unknown }).opnet).toBeUndefined();
    expect(installedDevWallet()).toBeNull();
    expect(useDevWalletStore.getState()).toMatchObject({ installed: false, faucet: null });
    expect(await wallet.getAccounts()).toEqual([]);
    await expect(wallet.requestAccounts()).rejects.toThrow(DEV_WALLET_UNAVAILABLE);
    await expect(wallet.web3.signSchnorr('00'.repeat(32))).rejects.toThrow(DEV_WALLET_UNAVAILABLE);
    expect(uninstallDevWallet()).toBe(false);
  });
});
