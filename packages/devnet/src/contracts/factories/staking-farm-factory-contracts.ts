import type { ContractDefinition } from '../../vm/contract.ts';
import { MOTOCHEF_CONTRACT } from '../farms/motochef.ts';
import { TEMPLATE_MOTOCHEF_CONTRACT } from '../farms/template-motochef.ts';
import { MOTOSWAP_STAKING_CONTRACT } from '../staking/motoswap-staking.ts';
import { MOTOCHEF_FACTORY_CONTRACT } from './motochef-factory.ts';
import { TEMPLATE_OP20_CONTRACT } from './template-op20.ts';
import { OP20_FACTORY_CONTRACT } from './token-factory.ts';

/**
 * The contract kinds of MOTO staking, the farms and the factories: 'MotoSwapStaking', 'MotoChef',
 * 'TemplateMotoChef', 'TemplateOP20', 'OP20Factory', 'MotoChefFactory'.
 */
export const STAKING_FARM_FACTORY_CONTRACTS: readonly ContractDefinition[] = [
  MOTOSWAP_STAKING_CONTRACT,
  MOTOCHEF_CONTRACT,
  TEMPLATE_MOTOCHEF_CONTRACT,
  TEMPLATE_OP20_CONTRACT,
  OP20_FACTORY_CONTRACT,
  MOTOCHEF_FACTORY_CONTRACT,
];
