import { DEFAULT_SWAP_FEE } from '@opswap/protocol/amm/amm-math';
import { sortTokens } from '@opswap/protocol/amm/pair-order';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { MotoSwapFactoryAbi } from 'opnet';
import { fromHex, sha256 } from '../bytes.ts';
import { Contract, defineContract } from '../vm/contract.ts';
import { AddressMap, StoredAddress, StoredBigint } from '../vm/storage.ts';
import { ammMath, ammRevert } from './amm-revert.ts';
import { argBigint } from './deployment-args.ts';
import { POOL_CALLS } from './motoswap-calls.ts';

/** The salt of a pool: sha256(token0 || token1), so a pair has one address per factory. */
export function poolSalt(token0: string, token1: string): Uint8Array {
  return sha256(fromHex(token0), fromHex(token1));
}

function orderPair(tokenA: string, tokenB: string): [string, string] {
  return BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
}

/** The MotoSwap factory: one pool per sorted token pair. */
export class MotoSwapFactory extends Contract {
  private readonly pools = new AddressMap(this.storage, 'pool');
  private readonly stakingContract = new StoredAddress(this.storage, 'staking');
  private readonly feeNumerator = new StoredBigint(this.storage, 'swapFeeNumerator');

  setSwapFee(numerator: bigint): void {
    if (numerator <= 0n || numerator > DEFAULT_SWAP_FEE.denominator) {
      throw new Error(`swapFeeNumerator must be in 1..${DEFAULT_SWAP_FEE.denominator}`);
    }
    this.feeNumerator.value = numerator;
  }

  /** Deploys the pool of the sorted pair, initializes it and records it (PoolCreated). */
  createPool(tokenA: string, tokenB: string): string {
    const { token0, token1 } = ammMath(() => sortTokens(tokenA, tokenB));
    if (this.pools.get(token0, token1) !== DEAD_ADDRESS) throw ammRevert('PAIR_EXISTS');
    const pool = this.createContract(
      'MotoSwapPool',
      { swapFeeNumerator: this.feeNumerator.value.toString() },
      poolSalt(token0, token1),
    );
    this.invoke(pool, POOL_CALLS.initialize, [token0, token1]);
    this.pools.set([token0, token1], pool);
    this.emit('PoolCreated', [token0, token1, pool]);
    return pool;
  }

  /** The pool of a pair in either order, or the dead address when there is none. */
  getPool(tokenA: string, tokenB: string): string {
    if (tokenA === tokenB) return DEAD_ADDRESS;
    return this.pools.get(...orderPair(tokenA, tokenB));
  }

  setStakingContractAddress(address: string): void {
    this.onlyDeployer();
    this.stakingContract.value = address;
  }

  getStakingContractAddress(): string {
    return this.stakingContract.value;
  }
}

/**
 * kind 'MotoSwapFactory'. Deployment args: swapFeeNumerator (default 995, out of 1000), given to
 * every pool it creates.
 */
export const MOTOSWAP_FACTORY_CONTRACT = defineContract({
  kind: 'MotoSwapFactory',
  abi: MotoSwapFactoryAbi,
  reentrancy: 'standard',
  create: (frame) => new MotoSwapFactory(frame),
  construct: (factory, args) =>
    factory.setSwapFee(argBigint(args, 'swapFeeNumerator', DEFAULT_SWAP_FEE.numerator)),
  methods: {
    'createPool(address,address)': (factory, args) => [
      factory.createPool(args.address(0), args.address(1)),
    ],
    'getPool(address,address)': (factory, args) => [
      factory.getPool(args.address(0), args.address(1)),
    ],
    'setStakingContractAddress(address)': (factory, args) =>
      factory.setStakingContractAddress(args.address(0)),
    'getStakingContractAddress()': (factory) => [factory.getStakingContractAddress()],
  },
});
