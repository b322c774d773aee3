import { address, networks, type Satoshi, Transaction } from '@btc-vision/bitcoin';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCoinbaseLikeTransaction } from './build-coinbase.ts';
import { buildInteraction } from './build-interaction.ts';
import { challengeForHeight, toChallengeSolution } from './challenge.ts';
import { decodeBitcoinTransaction } from './parse-bitcoin-transaction.ts';
import { verifyPackage } from './parse-interaction.ts';
import {
  buildFixture,
  CONTRACT,
  type InteractionFixture,
  ledgerOf,
  transferCalldata,
} from '../../test/support/interaction-fixtures.ts';
import { TransactionRejectedError } from './transaction-rejection.ts';
import { type SpentOutputLookup, verifyTransaction } from './verify-signatures.ts';

function rejection(run: () => unknown): TransactionRejectedError {
  try {
    run();
  } catch (error) {
    if (error instanceof TransactionRejectedError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

function tamper(hex: string, change: (tx: Transaction) => void): string {
  const tx = Transaction.fromHex(hex);
  change(tx);
  return tx.toHex();
}

function flipByte(bytes: Uint8Array, at: number): Uint8Array {
  const copy = Uint8Array.from(bytes);
  copy[at] = (copy[at] as number) ^ 0x01;
  return copy;
}

describe('verifyTransaction', () => {
  let fixture: InteractionFixture;
  let funding: string;
  let interaction: string;

  beforeAll(async () => {
    fixture = await buildFixture();
    funding = fixture.built.fundingTransaction;
    interaction = fixture.built.interactionTransaction;
  });

  const verifyBoth = (fundingHex: string, interactionHex: string, lookup?: SpentOutputLookup) =>
    verifyPackage([fundingHex, interactionHex], lookup ?? fixture.lookup);

  it('accepts the untouched package', () => {
    expect(() => verifyBoth(funding, interaction)).not.toThrow();
  });

  it('rejects a flipped byte in the funding key-path signature', () => {
    const bad = tamper(funding, (tx) => {
      const [signature] = tx.ins[0]!.witness;
      tx.setWitness(0, [flipByte(signature!, 10)]);
    });
    const error = rejection(() => verifyBoth(bad, interaction));
    expect(error.code).toBe('invalid-signature');
    expect(error.message).toMatch(/Input 0: key-path signature does not verify/);
  });

  it('rejects a flipped byte in either tapscript signature of the interaction', () => {
    for (const [item, who] of [
      [2, 'sender'],
      [1, 'salt key'],
    ] as const) {
      const bad = tamper(interaction, (tx) => {
        const witness = [...tx.ins[0]!.witness];
        witness[item] = flipByte(witness[item]!, 5);
        tx.setWitness(0, witness);
      });
      const error = rejection(() => verifyBoth(funding, bad));
      expect(error.code).toBe('invalid-signature');
      expect(error.message).toBe(`Input 0: ${who} signature does not verify`);
    }
  });

  it('rejects a changed output value: the signatures commit to the outputs', () => {
    const bad = tamper(interaction, (tx) => {
      tx.outs[1] = { ...tx.outs[1]!, value: (tx.outs[1]!.value - 1n) as Satoshi };
    });
    const error = rejection(() => verifyBoth(funding, bad));
    expect(error.code).toBe('invalid-signature');
    expect(error.inputIndex).toBe(0);
  });

  it('rejects a wrong prevout value: taproot signatures commit to the amounts', () => {
    const lying: SpentOutputLookup = (txid, vout) => {
      const spent = fixture.lookup(txid, vout);
      return spent && { ...spent, value: spent.value + 1n };
    };
    const error = rejection(() => verifyBoth(funding, interaction, lying));
    expect(error.code).toBe('invalid-signature');
    expect(error.message).toMatch(/Input 0: key-path/);
  });

  it('rejects an unknown prevout', () => {
    const error = rejection(() => verifyBoth(funding, interaction, () => undefined));
    expect(error.code).toBe('missing-input');
    expect(error.message).toContain(fixture.coinbase.txid);
  });

  it('rejects outputs worth more than the inputs', () => {
    const poor: SpentOutputLookup = (txid, vout) => {
      const spent = fixture.lookup(txid, vout);
      return spent && { ...spent, value: 1_000n };
    };
    expect(rejection(() => verifyBoth(funding, interaction, poor)).code).toBe('invalid-amounts');
  });

  it('rejects a swapped contract secret', () => {
    const bad = tamper(interaction, (tx) => {
      const witness = [...tx.ins[0]!.witness];
      witness[0] = new Uint8Array(32).fill(7);
      tx.setWitness(0, witness);
    });
    const error = rejection(() => verifyBoth(funding, bad));
    expect(error.code).toBe('invalid-signature');
    expect(error.message).toMatch(/contract secret/);
  });

  it('rejects a tapscript the control block does not commit to', () => {
    const bad = tamper(interaction, (tx) => {
      const witness = [...tx.ins[0]!.witness];
      const script = Uint8Array.from(witness[3]!);
      script[script.length - 10] = (script[script.length - 10] as number) ^ 0x01;
      witness[3] = script;
      tx.setWitness(0, witness);
    });
    const error = rejection(() => verifyBoth(funding, bad));
    expect(error.message).toMatch(/control block does not commit/);
  });

  it('rejects input types it cannot verify, with the reason', () => {
    const p2pkh = address.toOutputScript(fixture.account.wallet.legacy, networks.regtest);
    const legacy: SpentOutputLookup = (txid, vout) => {
      const spent = fixture.lookup(txid, vout);
      return spent && { ...spent, script: p2pkh };
    };
    const error = rejection(() => verifyTransaction(decodeBitcoinTransaction(funding), legacy));
    expect(error.code).toBe('unsupported-input');
    expect(error.message).toBe('Input 0: unsupported output type');
  });

  it('verifies a p2wpkh spend and rejects a bad one', async () => {
    const account = fixture.account;
    const coinbase = buildCoinbaseLikeTransaction(
      [{ address: account.wallet.p2wpkh, value: 5_000_000n }],
      { height: 2 },
    );
    const built = await buildInteraction({
      from: account,
      contract: CONTRACT,
      calldata: transferCalldata(account.opnetAddress, 1n),
      utxos: coinbase.utxos,
      challenge: toChallengeSolution(challengeForHeight(0n)),
      feeRate: 2,
      priorityFee: 0n,
    });
    const lookup = ledgerOf(coinbase);
    expect(() =>
      verifyPackage([built.fundingTransaction, built.interactionTransaction], lookup),
    ).not.toThrow();

    const bad = tamper(built.fundingTransaction, (tx) => {
      const [signature, publicKey] = tx.ins[0]!.witness;
      tx.setWitness(0, [flipByte(signature!, 20), publicKey!]);
    });
    const error = rejection(() => verifyTransaction(decodeBitcoinTransaction(bad), lookup));
    expect(error.message).toBe('Input 0: p2wpkh signature does not verify');
  });
});
