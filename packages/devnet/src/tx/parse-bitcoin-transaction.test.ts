import {
  address,
  type Bytes32,
  fromHex,
  networks,
  opcodes,
  script,
  type Satoshi,
  Transaction,
} from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import { describe, expect, it } from 'vitest';
import { devAccounts } from '../../test/support/interaction-fixtures.ts';
import {
  decodeBitcoinTransaction,
  outputAddress,
  parseBitcoinTransaction,
} from './parse-bitcoin-transaction.ts';
import { TransactionRejectedError } from './transaction-rejection.ts';

const regtest = networks.regtest;

function rejectionCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof TransactionRejectedError) return error.code;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('outputAddress', () => {
  const account = devAccounts.account(0);
  const contract = fromHex('ab'.repeat(32));

  it.each([
    ['p2tr', account.p2tr],
    ['p2wpkh', account.wallet.p2wpkh],
    ['p2pkh', account.wallet.legacy],
    ['p2sh', account.wallet.segwitLegacy],
    ['p2wsh', account.wallet.p2wda.address],
    ['p2op', Address.wrap(contract).p2op(regtest)],
  ])('decodes %s for regtest', (_type, expected) => {
    expect(outputAddress(address.toOutputScript(expected, regtest))).toBe(expected);
  });

  it('gives the contract p2op its opr1 address', () => {
    expect(Address.wrap(contract).p2op(regtest)).toMatch(/^opr1/);
  });

  it('has no address for OP_RETURN and non-standard scripts', () => {
    expect(outputAddress(script.compile([opcodes.OP_RETURN, fromHex('cafe')]))).toBeNull();
    expect(outputAddress(script.compile([opcodes.OP_TRUE]))).toBeNull();
  });
});

describe('parseBitcoinTransaction', () => {
  const account = devAccounts.account(0);

  function sample(): Transaction {
    const tx = new Transaction();
    tx.version = 2;
    tx.addInput(new Uint8Array(32).fill(1) as Bytes32, 3, 0xfffffffd);
    tx.addOutput(address.toOutputScript(account.p2tr, regtest), 1_000n as Satoshi);
    tx.addOutput(script.compile([opcodes.OP_RETURN, fromHex('cafe')]), 0n as Satoshi);
    return tx;
  }

  it('reads inputs in display order, outputs, txid and vsize', () => {
    const tx = sample();
    const parsed = parseBitcoinTransaction(tx.toHex());
    expect(parsed.txid).toBe(tx.getId());
    expect(parsed.hash).toBe(parsed.txid);
    expect(parsed.inputs).toEqual([{ txid: '01'.repeat(32), vout: 3, sequence: 0xfffffffd }]);
    expect(parsed.outputs.map((o) => [o.index, o.value, o.address])).toEqual([
      [0, 1_000n, account.p2tr],
      [1, 0n, null],
    ]);
    expect(parsed.vsize).toBe(tx.virtualSize());
    expect(parsed.raw).toEqual(tx.toBuffer());
  });

  it('gives a witness transaction a wtxid apart from its txid', () => {
    const tx = sample();
    tx.setWitness(0, [new Uint8Array(64)]);
    const { transaction } = decodeBitcoinTransaction(tx.toBuffer());
    expect(transaction.txid).toBe(tx.getId());
    expect(transaction.hash).not.toBe(transaction.txid);
    expect(transaction.vsize).toBeLessThan(tx.byteLength());
  });

  it('rejects bytes that are not a transaction', () => {
    expect(rejectionCode(() => parseBitcoinTransaction('not hex'))).toBe('malformed');
    expect(rejectionCode(() => parseBitcoinTransaction('abc'))).toBe('malformed');
    expect(rejectionCode(() => parseBitcoinTransaction(sample().toHex() + 'ff'))).toBe('malformed');
  });

  it('rejects a transaction spending one output twice', () => {
    const tx = sample();
    tx.addInput(new Uint8Array(32).fill(1) as Bytes32, 3);
    expect(rejectionCode(() => parseBitcoinTransaction(tx.toHex()))).toBe('malformed');
  });

  it('rejects outputs beyond 21 million BTC', () => {
    const tx = sample();
    tx.outs[0] = { ...tx.outs[0]!, value: 2_100_000_000_000_001n as Satoshi };
    expect(rejectionCode(() => parseBitcoinTransaction(tx.toHex()))).toBe('malformed');
  });
});
