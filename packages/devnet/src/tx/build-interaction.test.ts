import { address, networks, Transaction } from '@btc-vision/bitcoin';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPackage, type VerifiedPackage } from './parse-interaction.ts';
import {
  buildFixture,
  CONTRACT,
  type InteractionFixture,
  largeCalldata,
} from '../../test/support/interaction-fixtures.ts';
import { verifyInteractionChallenge } from './challenge.ts';

describe('buildInteraction, parsed back', () => {
  let fixture: InteractionFixture;
  let verified: VerifiedPackage;

  beforeAll(async () => {
    fixture = await buildFixture();
    verified = verifyPackage(
      [fixture.built.fundingTransaction, fixture.built.interactionTransaction],
      fixture.lookup,
    );
  });

  it('recovers the contract, the calldata byte for byte and the sender', () => {
    const interaction = verified.interaction;
    expect(interaction).not.toBeNull();
    expect(interaction?.contract).toBe(CONTRACT);
    expect(interaction?.calldata).toEqual(fixture.calldata);
    expect(interaction?.senderTweakedKey).toBe(fixture.account.tweakedPublicKey);
    expect(interaction?.senderPublicKey).toBe(fixture.account.publicKey);
    expect(interaction?.priorityFee).toBe(1_000n);
    expect(interaction?.challengeSolution).toBe(fixture.challenge.raw.solution.slice(2));
  });

  it('links the sender to its OP_NET address without revealing the ML-DSA key', () => {
    const link = verified.interaction?.mldsaLink;
    expect(link?.hashedKey).toBe(fixture.account.opnetAddress);
    expect(link?.level).toBe(fixture.account.mldsaLevel);
    expect(link?.publicKey).toBeNull();
  });

  it('pays the epoch reward at output 0 and the extra outputs from index 1, in order', () => {
    const [funding, interaction] = verified.transactions;
    const outputs = interaction?.transaction.outputs ?? [];
    expect(outputs[0]?.address).toBe(fixture.challenge.rewardAddress);
    expect(outputs[0]?.value).toBe(21_000n);
    expect(outputs.slice(1, 3).map((o) => [o.address, o.value])).toEqual(
      fixture.extraOutputs.map((o) => [o.address, o.value]),
    );
    expect(verifyInteractionChallenge(verified.interaction!, fixture.tipHeight)).toBe(
      fixture.challenge,
    );

    // The funding transaction pays the interaction's script address and returns the change.
    expect(interaction?.transaction.inputs[0]).toMatchObject({
      txid: funding?.transaction.txid,
      vout: 0,
    });
    const change = funding?.transaction.outputs[1];
    expect(change?.address).toBe(fixture.account.p2tr);
    expect(fixture.built.change).toEqual([
      expect.objectContaining({ txid: funding?.transaction.txid, vout: 1, value: change?.value }),
    ]);
  });

  it('accounts for every satoshi: inputs = outputs + fees', () => {
    const [funding, interaction] = verified.transactions;
    const fundingOut = funding!.transaction.outputs.reduce((sum, o) => sum + o.value, 0n);
    expect(fundingOut + funding!.fee).toBe(100_000_000n);
    const interactionOut = interaction!.transaction.outputs.reduce((sum, o) => sum + o.value, 0n);
    expect(interactionOut + interaction!.fee).toBe(funding!.transaction.outputs[0]!.value);
    expect(interaction!.fee).toBeGreaterThan(0n);
  });

  it('reports txids, wtxids and vsize as bitcoin does', () => {
    const tx = Transaction.fromHex(fixture.built.interactionTransaction);
    const parsed = verified.transactions[1]!.transaction;
    expect(parsed.txid).toBe(fixture.built.interactionTxid);
    expect(parsed.txid).toBe(tx.getId());
    expect(parsed.hash).not.toBe(parsed.txid);
    expect(parsed.vsize).toBe(tx.virtualSize());
  });

  it('carries calldata over several script chunks', async () => {
    const calldata = largeCalldata(2_000);
    const big = await buildFixture({ calldata });
    const parsed = verifyPackage(
      [big.built.fundingTransaction, big.built.interactionTransaction],
      big.lookup,
    );
    expect(parsed.interaction?.calldata).toEqual(calldata);
  });

  it('reveals and verifies the ML-DSA key on request', async () => {
    const revealed = await buildFixture({ revealMldsa: true });
    const parsed = verifyPackage(
      [revealed.built.fundingTransaction, revealed.built.interactionTransaction],
      revealed.lookup,
    );
    expect(parsed.interaction?.mldsaLink?.publicKey).toEqual(revealed.account.mldsaPublicKey);
    expect(parsed.interaction?.mldsaLink?.hashedKey).toBe(revealed.account.opnetAddress);
  });

  it('funds from the account p2tr and refunds to it', () => {
    const funding = Transaction.fromHex(fixture.built.fundingTransaction);
    const script = address.toOutputScript(fixture.account.p2tr, networks.regtest);
    expect(fixture.coinbase.utxos[0]?.script).toEqual(script);
    expect(funding.ins).toHaveLength(1);
  });
});
