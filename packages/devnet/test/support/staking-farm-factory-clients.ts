import type { Address } from '@btc-vision/transaction';
import { MOTOCHEF_ABI, MOTOSWAP_STAKING_ABI } from 'opnet';
import type {
  BaseContractProperties,
  BitcoinInterfaceAbi,
  CallResult,
  ContractDecodedObjectResult,
  IMotoChef,
  IMotoswapStakingContract,
} from 'opnet';
// Types only: opnet's exports map hides these four, and tsconfig's paths show the compiler where.
import type { IMotoChefFactory } from 'opnet/build/abi/shared/interfaces/motoswap/IMotoChefFactory.js';
import type { IOP20Factory } from 'opnet/build/abi/shared/interfaces/motoswap/IOP20Factory.js';
import type { ITemplateMotoChef } from 'opnet/build/abi/shared/interfaces/motoswap/ITemplateMotoChef.js';
import type { ITemplateOP20 } from 'opnet/build/abi/shared/interfaces/motoswap/ITemplateOP20.js';
import {
  MOTOCHEF_FACTORY_ABI,
  OP20_FACTORY_ABI,
  TEMPLATE_MOTOCHEF_ABI,
  TEMPLATE_OP20_ABI,
} from '../../src/contracts/factories/shipped-abis.ts';
import type { TxOutput } from '../../src/tx/parsed-transaction.ts';
import type { ExecutionResult } from '../../src/vm/execution.ts';
import type { ContractHarness } from './contract-harness.ts';

/** Test support for the staking, farm and factory contracts, through the `opnet` client. */

type Result<T extends ContractDecodedObjectResult> = Promise<CallResult<T>>;

/**
 * The staking contract as the client really calls it: the shipped interface disagrees with the
 * shipped ABI array (which the client encodes and decodes from) on these methods.
 */
export type StakingClient = Omit<
  IMotoswapStakingContract,
  'rewardBalance' | 'calculateSlashingFee' | 'motoAddress'
> & {
  rewardBalance(user: Address, rewardToken: Address): Result<{ rewardBalance: bigint }>;
  calculateSlashingFee(user: Address, amount: bigint): Result<{ rewardDebt: bigint }>;
  motoAddress(): Result<{ motoAddress: Address }>;
};

export function clients(harness: ContractHarness) {
  const of =
    <T extends BaseContractProperties>(abi: BitcoinInterfaceAbi) =>
    (address: string, sender?: Address) =>
      harness.contract<T>(abi, address, sender);
  return {
    staking: of<StakingClient>(MOTOSWAP_STAKING_ABI),
    motoChef: of<IMotoChef>(MOTOCHEF_ABI),
    templateMotoChef: of<ITemplateMotoChef>(TEMPLATE_MOTOCHEF_ABI),
    templateOP20: of<ITemplateOP20>(TEMPLATE_OP20_ABI),
    op20Factory: of<IOP20Factory>(OP20_FACTORY_ABI),
    motoChefFactory: of<IMotoChefFactory>(MOTOCHEF_FACTORY_ABI),
  };
}

/** An output paying `value` sats to a Bitcoin address, as the parser hands it to contracts. */
export function output(index: number, address: string, value: bigint): TxOutput {
  return { index, value, script: new Uint8Array(), address };
}

/**
 * Runs a call with the given Bitcoin outputs in the next block (the in-process provider does not
 * carry simulated outputs), the calldata encoded by the client. Commits when `commit` is true.
 */
export function callWithOutputs(
  harness: ContractHarness,
  contract: BaseContractProperties,
  method: string,
  args: readonly unknown[],
  sender: Address,
  outputs: readonly TxOutput[],
  { commit = true, txId = 'ab'.repeat(32) } = {},
): ExecutionResult {
  const calldata = contract.encodeCalldata(method, [...args]);
  const block = harness.blockNumber + 1n;
  const context = { ...harness.context(sender.toHex(), block), txId, outputs: [...outputs] };
  const to = typeof contract.address === 'string' ? contract.address : contract.address.toHex();
  const result = harness.vm.execute(to, calldata, context, commit);
  if (commit) harness.blockNumber = block;
  return result;
}
