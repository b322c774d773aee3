import { fromHex, script, Transaction } from '@btc-vision/bitcoin';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBitcoinTransaction } from './parse-bitcoin-transaction.ts';
import { isInteraction, parseInteraction, verifyPackage } from './parse-interaction.ts';
import { buildFixture, type InteractionFixture } from '../../test/support/interaction-fixtures.ts';
import { TransactionRejectedError } from './transaction-rejection.ts';

function rejection(run: () => unknown): TransactionRejectedError {
  try {
    run();
  } catch (error) {
    if (error instanceof TransactionRejectedError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

/** Rewrites input 0's witness of the interaction (already signed: only parsing is exercised). */
function withWitness(hex: string, change: (witness: Uint8Array[]) => Uint8Array[]): string {
  const tx = Transaction.fromHex(hex);
  tx.setWitness(0, change([...tx.ins[0]!.witness]));
  return tx.toHex();
}

const parse = (hex: string) => parseInteraction(decodeBitcoinTransaction(hex));

describe('parseInteraction', () => {
  let fixture: InteractionFixture;

  beforeAll(async () => {
    fixture = await buildFixture({ priorityFee: 4_321n });
  });

  it('reads the interaction of a single transaction', () => {
    const parsed = parse(fixture.built.interactionTransaction);
    expect(parsed.calldata).toEqual(fixture.calldata);
    expect(parsed.priorityFee).toBe(4_321n);
    expect(parsed.transaction.txid).toBe(fixture.built.interactionTxid);
  });

  it('tells an interaction from an ordinary transaction', () => {
    expect(isInteraction(decodeBitcoinTransaction(fixture.built.interactionTransaction))).toBe(
      true,
    );
    const funding = decodeBitcoinTransaction(fixture.built.fundingTransaction);
    expect(isInteraction(funding)).toBe(false);
    const error = rejection(() => parseInteraction(funding));
    expect(error.code).toBe('invalid-interaction');
    expect(error.message).toBe('Input 0 does not carry an OP_NET interaction script');
  });

  it('returns no interaction for a package of ordinary transactions', () => {
    const verified = verifyPackage([fixture.built.fundingTransaction], fixture.lookup);
    expect(verified.interaction).toBeNull();
    expect(verified.transactions).toHaveLength(1);
  });

  it('rejects a contract secret that does not match the script', () => {
    const bad = withWitness(fixture.built.interactionTransaction, (w) => [
      new Uint8Array(32).fill(9),
      ...w.slice(1),
    ]);
    expect(rejection(() => parse(bad)).message).toBe(
      'Contract secret does not match the HASH160 in the script',
    );
  });

  it('rejects a witness with the wrong number of items', () => {
    const bad = withWitness(fixture.built.interactionTransaction, (w) => w.slice(1));
    expect(rejection(() => parse(bad)).message).toBe('Input 0 witness must hold 5 items');
  });

  it('rejects an ML-DSA link whose sender signature does not verify', () => {
    const bad = withWitness(fixture.built.interactionTransaction, (w) => {
      const chunks = script.decompile(w[3]!)!;
      // The feature data follows the "op" magic; the link's Schnorr signature ends it.
      const features = chunks.findIndex((c) => c instanceof Uint8Array && c.length === 2) + 1;
      const data = Uint8Array.from(chunks[features] as Uint8Array);
      data[data.length - 1] = (data[data.length - 1] as number) ^ 0x01;
      chunks[features] = data;
      return [...w.slice(0, 3), script.compile(chunks), w[4]!];
    });
    const error = rejection(() => parse(bad));
    expect(error.code).toBe('invalid-mldsa-link');
    expect(error.message).toBe('ML-DSA link: the sender signature does not verify');
  });

  it('rejects calldata that does not decompress', () => {
    const bad = withWitness(fixture.built.interactionTransaction, (w) => {
      const script = Uint8Array.from(w[3]!);
      // The last calldata byte sits before OP_ELSE OP_1 OP_ENDIF: the gzip trailer breaks.
      script[script.length - 4] = (script[script.length - 4] as number) ^ 0xff;
      return [...w.slice(0, 3), script, w[4]!];
    });
    const error = rejection(() => parse(bad));
    expect(error.code).toBe('invalid-interaction');
    expect(error.message).toMatch(/^Calldata does not decompress/);
  });

  it('never crashes on garbage', () => {
    for (const raw of ['', 'zz', '00', 'deadbeef', fixture.built.interactionTransaction + '00']) {
      expect(rejection(() => parse(raw)).code).toBe('malformed');
    }
    const truncated = fixture.built.interactionTransaction.slice(0, 200);
    expect(rejection(() => parse(truncated)).code).toBe('malformed');
  });

  it('only ever rejects, with a typed error, when any byte is corrupted', () => {
    const bytes = fromHex(fixture.built.interactionTransaction);
    let seed = 42;
    const random = (below: number): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    let rejected = 0;
    for (let i = 0; i < 300; i++) {
      const corrupted = Uint8Array.from(bytes);
      const at = random(bytes.length);
      corrupted[at] = (corrupted[at] as number) ^ (1 + random(255));
      try {
        verifyPackage([fixture.built.fundingTransaction, corrupted], fixture.lookup);
      } catch (error) {
        expect(error).toBeInstanceOf(TransactionRejectedError);
        rejected++;
      }
    }
    // A flipped byte can only survive where consensus does not look (e.g. the locktime is 0..).
    expect(rejected).toBeGreaterThan(290);
  });
});
