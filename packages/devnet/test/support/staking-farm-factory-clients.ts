import type { Address } from '@btc-vision/transaction';
import { NetEvent } from '@btc-vision/transaction';
import { MOTO_ABI, MOTOCHEF_ABI, MOTOSWAP_STAKING_ABI, OP_20_ABI } from 'opnet';
import type {
  BaseContractProperties,
  BitcoinInterfaceAbi,
  CallResult,
  ContractDecodedObjectResult,
  IMotoChef,
  IMotoswapStakingContract,
} from 'opnet';
import type { TxOutput } from '../../src/tx/parsed-transaction.ts';
import type { ExecutionResult } from '../../src/vm/execution.ts';
import { plainEvents } from './contract-harness.ts';
import type { ContractHarness, PlainEvent } from './contract-harness.ts';
import {
  MOTOCHEF_FACTORY_ABI,
  OP20_FACTORY_ABI,
  TEMPLATE_MOTOCHEF_ABI,
  TEMPLATE_OP20_ABI,
} from '../../src/contracts/factories/shipped-abis.ts';
// The typed interfaces of the four unexported ABIs, by file path for the same reason.
import type { IMotoChefFactory } from '../../../../node_modules/opnet/build/abi/shared/interfaces/motoswap/IMotoChefFactory.js';
import type { IOP20Factory } from '../../../../node_modules/opnet/build/abi/shared/interfaces/motoswap/IOP20Factory.js';
import type { ITemplateMotoChef } from '../../../../node_modules/opnet/build/abi/shared/interfaces/motoswap/ITemplateMotoChef.js';
import type { ITemplateOP20 } from '../../../../node_modules/opnet/build/abi/shared/interfaces/motoswap/ITemplateOP20.js';

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

const EVENT_ABIS: Record<string, BitcoinInterfaceAbi> = {
  OP20: OP_20_ABI,
  MOTO: MOTO_ABI,
  MotoSwapStaking: MOTOSWAP_STAKING_ABI,
  MotoChef: MOTOCHEF_ABI,
  TemplateMotoChef: TEMPLATE_MOTOCHEF_ABI,
  TemplateOP20: TEMPLATE_OP20_ABI,
  OP20Factory: OP20_FACTORY_ABI,
  MotoChefFactory: MOTOCHEF_FACTORY_ABI,
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

/** Every event of a receipt, decoded by the client with the ABI of the contract that emitted it. */
export function eventsOf(harness: ContractHarness, receipt: ExecutionResult): PlainEvent[] {
  return receipt.events.map((event) => {
    const kind = harness.vm.contractAt(event.contract)?.kind ?? '';
    const abi = EVENT_ABIS[kind];
    if (!abi) throw new Error(`No ABI for events of ${kind || event.contract}`);
    const decoded = harness
      .contract(abi, event.contract)
      .decodeEvent(new NetEvent(event.type, event.data));
    return { contract: event.contract, ...plainEvents([decoded])[0] } as PlainEvent;
  });
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
