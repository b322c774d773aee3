// Fixtures for the tx tests: real signers from the development mnemonic, funded by a coinbase-like
// transaction the fixtures make, and a ledger lookup over what they created.
import { DevAccounts, type DevAccount } from '../../src/accounts/dev-accounts.ts';
import { addressFromBytes } from '../../src/address.ts';
import { concatBytes, fromHex, sha256, u256be, utf8 } from '../../src/bytes.ts';
import {
  buildCoinbaseLikeTransaction,
  type CoinbaseLikeTransaction,
} from '../../src/tx/build-coinbase.ts';
import { buildInteraction, type BuiltInteraction } from '../../src/tx/build-interaction.ts';
import {
  challengeForHeight,
  type DevnetChallenge,
  toChallengeSolution,
} from '../../src/tx/challenge.ts';
import type { SpentOutput, SpentOutputLookup } from '../../src/tx/verify-signatures.ts';

export const devAccounts = new DevAccounts();

/** A contract address as the devnet makes them: 32 bytes, 0x hex. */
export const CONTRACT = addressFromBytes(sha256(utf8('fixture contract')));

/** transfer(address,uint256) calldata: selector 3b88ef57, a 32-byte address, a u256. */
export function transferCalldata(to: string, amount: bigint): Uint8Array {
  return concatBytes(fromHex('3b88ef57'), fromHex(to), u256be(amount));
}

/** Incompressible calldata that needs several 512-byte script chunks. */
export function largeCalldata(size: number): Uint8Array {
  const out = new Uint8Array(size);
  let block = sha256(utf8('large calldata'));
  for (let offset = 0; offset < size; offset += 32) {
    out.set(block.subarray(0, Math.min(32, size - offset)), offset);
    block = sha256(block);
  }
  return out;
}

export function ledgerOf(...transactions: CoinbaseLikeTransaction[]): SpentOutputLookup {
  const outputs = new Map<string, SpentOutput>();
  for (const tx of transactions) {
    for (const utxo of tx.utxos) {
      outputs.set(`${utxo.txid}:${utxo.vout}`, { script: utxo.script, value: utxo.value });
    }
  }
  return (txid, vout) => outputs.get(`${txid}:${vout}`);
}

export interface InteractionFixture {
  account: DevAccount;
  recipient: DevAccount;
  coinbase: CoinbaseLikeTransaction;
  built: BuiltInteraction;
  lookup: SpentOutputLookup;
  calldata: Uint8Array;
  challenge: DevnetChallenge;
  extraOutputs: { address: string; value: bigint }[];
  tipHeight: bigint;
}

export async function buildFixture(
  options: { calldata?: Uint8Array; revealMldsa?: boolean; priorityFee?: bigint } = {},
): Promise<InteractionFixture> {
  const account = devAccounts.account(1);
  const recipient = devAccounts.account(2);
  const tipHeight = 12n;
  const coinbase = buildCoinbaseLikeTransaction([{ address: account.p2tr, value: 100_000_000n }], {
    height: 1,
  });
  const calldata = options.calldata ?? transferCalldata(recipient.opnetAddress, 1_000n);
  const extraOutputs = [
    { address: recipient.p2tr, value: 25_000n },
    { address: recipient.wallet.p2wpkh, value: 7_000n },
  ];
  const challenge = challengeForHeight(tipHeight);
  const built = await buildInteraction({
    from: account,
    contract: CONTRACT,
    calldata,
    utxos: coinbase.utxos,
    challenge: toChallengeSolution(challenge),
    feeRate: 5,
    priorityFee: options.priorityFee ?? 1_000n,
    gasSatFee: 20_000n,
    extraOutputs,
    revealMldsa: options.revealMldsa ?? false,
  });
  return {
    account,
    recipient,
    coinbase,
    built,
    lookup: ledgerOf(coinbase),
    calldata,
    challenge,
    extraOutputs,
    tipHeight,
  };
}
