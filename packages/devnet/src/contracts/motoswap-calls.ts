import { MotoSwapFactoryAbi, MotoswapPoolAbi, OP_20_ABI } from 'opnet';
import { abiFunction, compileAbi } from '../vm/abi.ts';

/** The functions the MotoSwap contracts call on each other, from the shipped ABIs. */

const op20 = compileAbi(OP_20_ABI);
const pool = compileAbi(MotoswapPoolAbi);
const factory = compileAbi(MotoSwapFactoryAbi);

export const TOKEN_CALLS = {
  balanceOf: abiFunction(op20, 'balanceOf(address)'),
  transfer: abiFunction(op20, 'transfer(address,uint256)'),
  transferFrom: abiFunction(op20, 'transferFrom(address,address,uint256)'),
} as const;

export const POOL_CALLS = {
  initialize: abiFunction(pool, 'initialize(address,address)'),
  getReserves: abiFunction(pool, 'getReserves()'),
  /** Declared without arguments; the router appends the recipient (see MotoSwapPool.mint). */
  mint: abiFunction(pool, 'mint()'),
  burn: abiFunction(pool, 'burn(address)'),
  swap: abiFunction(pool, 'swap(uint256,uint256,address,bytes)'),
  sync: abiFunction(pool, 'sync()'),
  transferFrom: abiFunction(pool, 'transferFrom(address,address,uint256)'),
} as const;

export const FACTORY_CALLS = {
  getPool: abiFunction(factory, 'getPool(address,address)'),
  createPool: abiFunction(factory, 'createPool(address,address)'),
  getStakingContractAddress: abiFunction(factory, 'getStakingContractAddress()'),
} as const;
