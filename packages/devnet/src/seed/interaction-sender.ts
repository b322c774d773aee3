import { address as bitcoinAddress } from '@btc-vision/bitcoin';
import type { DevAccount } from '../accounts/dev-accounts.ts';
import { fromHex } from '../bytes.ts';
import type { Chain } from '../chain/chain.ts';
import type { ChainBlock } from '../chain/chain-types.ts';
import type { LedgerOutput } from '../chain/ledger.ts';
import { buildInteraction } from '../tx/build-interaction.ts';
import { challengeForHeight, toChallengeSolution } from '../tx/challenge.ts';
import type { TxOutput } from '../tx/parsed-transaction.ts';
import type { SpendableUtxo } from '../tx/spendable-utxo.ts';
import type { ContractEvent } from '../vm/execution.ts';

/** The client's gas price in sats (opnet Contract.estimateGas): 15 percent over, at least 297. */
const SAT_GAS_MARGIN_PERCENT = 15n;
const MINIMUM_SAT_GAS = 297n;

export function estimatedSatGas(gasUsed: bigint, gasPerSat: bigint): bigint {
  const exact = (gasUsed * gasPerSat) / 1_000_000_000_000n;
  const withMargin = (exact * 100n) / (100n - SAT_GAS_MARGIN_PERCENT);
  return withMargin > MINIMUM_SAT_GAS ? withMargin : MINIMUM_SAT_GAS;
}

/** A Bitcoin output an interaction pays besides its own output 0 (fees, payments, timelocks). */
export interface BitcoinPayment {
  address: string;
  value: bigint;
}

/** The payments as a contract sees them: outputs 1 onward, in order (the opnet client passes them with setTransactionDetails). */
function simulatedOutputs(payments: readonly BitcoinPayment[], chain: Chain): TxOutput[] {
  return payments.map((payment, position) => ({
    index: position + 1,
    value: payment.value,
    script: bitcoinAddress.toOutputScript(payment.address, chain.network),
    address: payment.address,
  }));
}

/** An interaction the seed sent and expects to succeed. */
export interface SentInteraction {
  txid: string;
  label: string;
}

/**
 * Sends interactions from development accounts the way the `opnet` client does: simulate, take
 * the account's UTXOs and the epoch challenge as btc_getUTXOs and btc_preimage serve them, build
 * and sign the funding and interaction transactions, submit them as a package. `mine` then
 * requires every sent interaction to have succeeded: a seed that half works is a broken world.
 */
export class InteractionSender {
  private sent: SentInteraction[] = [];
  private readonly history: SentInteraction[] = [];

  constructor(private readonly chain: Chain) {}

  /** Every interaction mined so far, in order. */
  get mined(): readonly SentInteraction[] {
    return this.history;
  }

  async send(
    from: DevAccount,
    contract: string,
    calldata: Uint8Array,
    label: string,
    payments: readonly BitcoinPayment[] = [],
  ): Promise<string> {
    const chain = this.chain;
    const simulation = chain.call({
      to: contract,
      calldata,
      sender: from.opnetAddress,
      outputs: simulatedOutputs(payments, chain),
    });
    if (simulation.revert !== null) {
      throw new Error(`Seed: ${label} would revert: ${simulation.revert}`);
    }
    const built = await buildInteraction({
      from,
      contract,
      calldata,
      utxos: [this.largestUtxo(from)],
      challenge: toChallengeSolution(challengeForHeight(BigInt(chain.height), chain.network)),
      feeRate: chain.gas().feeRates.conservative,
      priorityFee: 0n,
      gasSatFee: estimatedSatGas(simulation.gasUsed, chain.gas().gasPerSat),
      extraOutputs: payments,
      network: chain.network,
    });
    const outcomes = chain.submit(
      [fromHex(built.fundingTransaction), fromHex(built.interactionTransaction)],
      { atomic: true },
    );
    const refused = outcomes.find((outcome) => !outcome.accepted);
    if (refused) throw new Error(`Seed: ${label} was refused: ${refused.error ?? 'rejected'}`);
    this.sent.push({ txid: built.interactionTxid, label });
    return built.interactionTxid;
  }

  /** Mines one block and checks that it holds every interaction sent since, each succeeded. */
  mine(): ChainBlock {
    const [block] = this.chain.mine(1) as [ChainBlock];
    for (const interaction of this.sent) {
      const found = this.chain.findTransaction(interaction.txid);
      if (found?.status !== 'mined' || found.block !== block) {
        throw new Error(`Seed: ${interaction.label} was not mined in block ${block.header.height}`);
      }
      const receipt = found.transaction.receipt;
      if (!receipt || receipt.revert !== null) {
        throw new Error(`Seed: ${interaction.label} failed: ${receipt?.revert ?? 'no receipt'}`);
      }
    }
    this.history.push(...this.sent);
    this.sent = [];
    return block;
  }

  /** The events of a mined interaction's receipt. */
  events(txid: string): ContractEvent[] {
    const found = this.chain.findTransaction(txid);
    const receipt = found?.status === 'mined' ? found.transaction.receipt : null;
    if (!receipt) throw new Error(`Seed: ${txid} has no receipt`);
    return receipt.events;
  }

  /** The account's largest unspent output, pending change included, as btc_getUTXOs lists it. */
  private largestUtxo(account: DevAccount): SpendableUtxo {
    const { confirmed, pending, spent } = this.chain.utxos(account.p2tr);
    const isSpent = (output: LedgerOutput) =>
      spent.some((ref) => ref.txid === output.txid && ref.vout === output.vout);
    const available = [...confirmed.filter((output) => !isSpent(output)), ...pending];
    const largest = available.reduce<LedgerOutput | undefined>(
      (best, output) => (best === undefined || output.value > best.value ? output : best),
      undefined,
    );
    const raw = largest && this.chain.rawTransaction(largest.txid);
    if (!largest || !raw) throw new Error(`Seed: account ${account.index} has nothing to spend`);
    return {
      txid: largest.txid,
      vout: largest.vout,
      value: largest.value,
      script: largest.script,
      rawTransaction: raw,
    };
  }
}
