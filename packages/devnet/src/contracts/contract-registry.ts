import type { ContractDefinition, ContractRegistry } from '../vm/contract.ts';
import { MOTOCHEF_FACTORY_CONTRACT } from './factories/motochef-factory.ts';
import { TEMPLATE_OP20_CONTRACT } from './factories/template-op20.ts';
import { OP20_FACTORY_CONTRACT } from './factories/token-factory.ts';
import { MOTOCHEF_CONTRACT } from './farms/motochef.ts';
import { TEMPLATE_MOTOCHEF_CONTRACT } from './farms/template-motochef.ts';
import { MOTO_CONTRACT } from './moto.ts';
import { MOTOSWAP_FACTORY_CONTRACT } from './motoswap-factory.ts';
import { MOTOSWAP_POOL_CONTRACT } from './motoswap-pool.ts';
import { MOTOSWAP_ROUTER_CONTRACT } from './motoswap-router.ts';
import { NATIVE_SWAP_CONTRACT } from './native-swap/native-swap.ts';
import { OP20_CONTRACT } from './op20.ts';
import { MOTOSWAP_STAKING_CONTRACT } from './staking/motoswap-staking.ts';

/** Every contract kind the devnet deploys, by the kind its deployments name. */
const DEVNET_CONTRACTS: readonly ContractDefinition[] = [
  OP20_CONTRACT,
  MOTO_CONTRACT,
  MOTOSWAP_FACTORY_CONTRACT,
  MOTOSWAP_POOL_CONTRACT,
  MOTOSWAP_ROUTER_CONTRACT,
  NATIVE_SWAP_CONTRACT,
  MOTOSWAP_STAKING_CONTRACT,
  MOTOCHEF_CONTRACT,
  TEMPLATE_MOTOCHEF_CONTRACT,
  TEMPLATE_OP20_CONTRACT,
  OP20_FACTORY_CONTRACT,
  MOTOCHEF_FACTORY_CONTRACT,
];

/**
 * The registry the devnet's VM reads: every devnet contract kind, and the `extra` kinds a test
 * brings. Fails when two definitions share a kind.
 */
export function contractRegistry(extra: readonly ContractDefinition[] = []): ContractRegistry {
  const byKind = new Map<string, ContractDefinition>();
  for (const definition of [...DEVNET_CONTRACTS, ...extra]) {
    if (byKind.has(definition.kind)) {
      throw new Error(`Contract kind ${definition.kind} is defined twice`);
    }
    byKind.set(definition.kind, definition);
  }
  return { definition: (kind) => byKind.get(kind) };
}
