import { STAKING_FARM_FACTORY_CONTRACTS } from '../contracts/factories/staking-farm-factory-contracts.ts';
import { MOTO_CONTRACT } from '../contracts/moto.ts';
import { MOTOSWAP_FACTORY_CONTRACT } from '../contracts/motoswap-factory.ts';
import { MOTOSWAP_POOL_CONTRACT } from '../contracts/motoswap-pool.ts';
import { MOTOSWAP_ROUTER_CONTRACT } from '../contracts/motoswap-router.ts';
import { NATIVE_SWAP_CONTRACT } from '../contracts/native-swap/native-swap.ts';
import { OP20_CONTRACT } from '../contracts/op20.ts';
import type { ContractDefinition } from './contract.ts';
import { ContractRuntime } from './runtime.ts';
import type { VmOptions } from './runtime.ts';

/** The contract kinds of the devnet: 'OP20', 'MOTO', 'MotoSwapFactory', 'MotoSwapPool', 'MotoSwapRouter'. */
export const DEVNET_CONTRACTS: readonly ContractDefinition[] = [
  OP20_CONTRACT,
  MOTO_CONTRACT,
  MOTOSWAP_FACTORY_CONTRACT,
  MOTOSWAP_POOL_CONTRACT,
  MOTOSWAP_ROUTER_CONTRACT,
  NATIVE_SWAP_CONTRACT,
  ...STAKING_FARM_FACTORY_CONTRACTS,
];

export interface DevnetVmOptions extends Omit<VmOptions, 'contracts'> {
  /** More contract kinds (NativeSwap, staking, ...) beside the built-in ones. */
  extraContracts?: readonly ContractDefinition[];
}

/** The VM the chain runs: every devnet contract kind registered. */
export function createDevnetVm(options: DevnetVmOptions = {}): ContractRuntime {
  const { extraContracts = [], ...rest } = options;
  return new ContractRuntime({ ...rest, contracts: [...DEVNET_CONTRACTS, ...extraContracts] });
}
