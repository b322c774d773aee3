import { sha256, toHex, utf8 } from '../bytes.ts';
import type { ParsedInteraction } from '../tx/parsed-transaction.ts';
import type { BitcoinTransaction } from '../tx/parsed-transaction.ts';
import type { ContractDeployment, ExecutionContext, ExecutionResult, Vm } from '../vm/execution.ts';
import type { Receipt } from './receipt.ts';

export interface BlockTime {
  height: number;
  /** Median time of the block, seconds: what contracts see as the block's time. */
  medianTime: number;
}

function failed(message: string): ExecutionResult {
  return { result: new Uint8Array(0), events: [], gasUsed: 0n, revert: message };
}

/** A thrown error is a fault of the machine, not a revert; the chain still must not stop. */
function guarded(run: () => ExecutionResult): ExecutionResult {
  try {
    return run();
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}

/** The pseudo transaction id a devnet deployment runs under. */
export function deploymentTxId(deployment: ContractDeployment): string {
  return toHex(sha256(utf8(JSON.stringify(deployment))));
}

export function deployContract(
  vm: Vm,
  deployment: ContractDeployment,
  block: BlockTime,
): ExecutionResult {
  const context: ExecutionContext = {
    sender: deployment.deployer,
    origin: deployment.deployer,
    blockNumber: BigInt(block.height),
    blockTime: BigInt(block.medianTime),
    txId: deploymentTxId(deployment),
    inputs: [],
    outputs: [],
  };
  return guarded(() => vm.deploy(deployment, context));
}

/** Executes an interaction at its inclusion; a reverted call is a receipt, not an error. */
export function executeInteraction(
  vm: Vm,
  transaction: BitcoinTransaction,
  interaction: ParsedInteraction,
  sender: string | null,
  block: BlockTime,
): Receipt {
  const base = { contract: interaction.contract, sender };
  if (sender === null) {
    return { ...base, ...failed('Sender has no linked ML-DSA public key.') };
  }
  const context: ExecutionContext = {
    sender,
    origin: sender,
    blockNumber: BigInt(block.height),
    blockTime: BigInt(block.medianTime),
    txId: transaction.txid,
    inputs: transaction.inputs,
    outputs: transaction.outputs,
  };
  const outcome = guarded(() =>
    vm.execute(interaction.contract, interaction.calldata, context, true),
  );
  return {
    ...base,
    gasUsed: outcome.gasUsed,
    events: outcome.revert === null ? outcome.events : [],
    revert: outcome.revert,
    result: outcome.result,
  };
}
