import { Transaction } from '@btc-vision/bitcoin';
import { describe, expect, it } from 'vitest';
import { buildCoinbaseLikeTransaction } from './build-coinbase.ts';
import { parseBitcoinTransaction } from './parse-bitcoin-transaction.ts';
import { devAccounts } from '../../test/support/interaction-fixtures.ts';

describe('buildCoinbaseLikeTransaction', () => {
  const [a, b] = [devAccounts.account(0), devAccounts.account(3)];
  const outputs = [
    { address: a.p2tr, value: 50_000n },
    { address: b.wallet.p2wpkh, value: 70_000n },
  ];

  it('creates spendable outputs whose previous transaction is itself', () => {
    const coinbase = buildCoinbaseLikeTransaction(outputs, { height: 7 });
    const tx = Transaction.fromHex(coinbase.hex);
    expect(tx.isCoinbase()).toBe(true);
    expect(coinbase.txid).toBe(tx.getId());
    expect(coinbase.utxos.map((u) => [u.txid, u.vout, u.value])).toEqual([
      [coinbase.txid, 0, 50_000n],
      [coinbase.txid, 1, 70_000n],
    ]);
    expect(coinbase.utxos[1]?.rawTransaction).toEqual(coinbase.raw);
    expect(parseBitcoinTransaction(coinbase.raw).outputs.map((o) => o.address)).toEqual([
      a.p2tr,
      b.wallet.p2wpkh,
    ]);
  });

  it('is deterministic, and unique per height and nonce', () => {
    const first = buildCoinbaseLikeTransaction(outputs, { height: 7 });
    expect(buildCoinbaseLikeTransaction(outputs, { height: 7 }).txid).toBe(first.txid);
    expect(buildCoinbaseLikeTransaction(outputs, { height: 8 }).txid).not.toBe(first.txid);
    expect(buildCoinbaseLikeTransaction(outputs, { height: 7, nonce: 1 }).txid).not.toBe(
      first.txid,
    );
  });

  it('refuses empty or valueless outputs', () => {
    expect(() => buildCoinbaseLikeTransaction([], { height: 1 })).toThrow();
    expect(() =>
      buildCoinbaseLikeTransaction([{ address: a.p2tr, value: 0n }], { height: 1 }),
    ).toThrow();
  });
});
