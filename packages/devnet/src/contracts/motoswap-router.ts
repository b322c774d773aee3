import { assertDeadlineNotPassed } from '@opswap/protocol/amm/deadline';
import {
  DEFAULT_SWAP_FEE,
  getAmountIn,
  getAmountOut,
  getAmountsIn,
  getAmountsOut,
  quote,
} from '@opswap/protocol/amm/amm-math';
import type { HopReserves, SwapFee } from '@opswap/protocol/amm/amm-math';
import { optimalLiquidityAmounts } from '@opswap/protocol/amm/liquidity-math';
import { sortTokens } from '@opswap/protocol/amm/pair-order';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { MOTOSWAP_ROUTER_ABI } from 'opnet';
import { concatBytes, fromHex } from '../bytes.ts';
import { decodeResult, encodeCall } from '../vm/abi-codec.ts';
import { Contract, defineContract } from '../vm/contract.ts';
import { StoredAddress, StoredBigint } from '../vm/storage.ts';
import { ammMath, ammRevert } from './amm-revert.ts';
import { argAddress, argBigint } from './deployment-args.ts';
import { FACTORY_CALLS, POOL_CALLS, TOKEN_CALLS } from './motoswap-calls.ts';

export interface AddLiquidityRequest {
  tokenA: string;
  tokenB: string;
  amountADesired: bigint;
  amountBDesired: bigint;
  amountAMin: bigint;
  amountBMin: bigint;
  to: string;
  deadline: bigint;
}

export interface RemoveLiquidityRequest {
  tokenA: string;
  tokenB: string;
  liquidity: bigint;
  amountAMin: bigint;
  amountBMin: bigint;
  to: string;
  deadline: bigint;
}

export interface SwapRequest {
  amountIn: bigint;
  amountOutMin: bigint;
  path: readonly string[];
  to: string;
  deadline: bigint;
}

interface PoolReserves {
  pool: string;
  /** Whether the hop's input token is the pool's token0. */
  inputIsToken0: boolean;
  reserveIn: bigint;
  reserveOut: bigint;
}

/** The MotoSwap router (Uniswap V2 router): deadlines are block numbers. */
export class MotoSwapRouter extends Contract {
  private readonly factorySlot = new StoredAddress(this.storage, 'factory');
  private readonly feeSlot = new StoredBigint(this.storage, 'swapFeeNumerator');

  configure(factory: string, feeNumerator: bigint): void {
    this.factorySlot.value = factory;
    this.feeSlot.value = feeNumerator;
  }

  factory(): string {
    return this.factorySlot.value;
  }

  quote(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
    return ammMath(() => quote(amountA, reserveA, reserveB));
  }

  getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
    return ammMath(() => getAmountOut(amountIn, reserveIn, reserveOut, this.swapFee()));
  }

  getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
    return ammMath(() => getAmountIn(amountOut, reserveIn, reserveOut, this.swapFee()));
  }

  getAmountsOut(amountIn: bigint, path: readonly string[]): bigint[] {
    const hops = this.hops(path);
    return ammMath(() => getAmountsOut(amountIn, hops, this.swapFee()));
  }

  getAmountsIn(amountOut: bigint, path: readonly string[]): bigint[] {
    const hops = this.hops(path);
    return ammMath(() => getAmountsIn(amountOut, hops, this.swapFee()));
  }

  /** Creates the pool if needed, deposits the optimal amounts and mints LP to `to`. */
  addLiquidity(request: AddLiquidityRequest): [bigint, bigint, bigint] {
    this.ensureDeadline(request.deadline);
    const { tokenA, tokenB } = request;
    let pool = this.poolOf(tokenA, tokenB);
    if (pool === DEAD_ADDRESS) {
      pool = this.invoke(this.factory(), FACTORY_CALLS.createPool, [tokenA, tokenB])[0] as string;
    }
    const reserves = this.reservesOf(pool, tokenA, tokenB);
    const { amountA, amountB } = ammMath(() =>
      optimalLiquidityAmounts({
        amountADesired: request.amountADesired,
        amountBDesired: request.amountBDesired,
        amountAMin: request.amountAMin,
        amountBMin: request.amountBMin,
        reserveA: reserves.reserveIn,
        reserveB: reserves.reserveOut,
      }),
    );
    this.invoke(tokenA, TOKEN_CALLS.transferFrom, [this.sender, pool, amountA]);
    this.invoke(tokenB, TOKEN_CALLS.transferFrom, [this.sender, pool, amountB]);
    const minted = this.invokeRaw(
      pool,
      concatBytes(encodeCall(POOL_CALLS.mint, []), fromHex(request.to)),
    );
    const liquidity = BigInt(decodeResult(POOL_CALLS.mint, minted)[0] as string);
    return [amountA, amountB, liquidity];
  }

  /** Moves the caller's LP into the pool, burns it and checks the minimums. */
  removeLiquidity(request: RemoveLiquidityRequest): [bigint, bigint] {
    this.ensureDeadline(request.deadline);
    const { tokenA, tokenB } = request;
    const pool = this.poolOf(tokenA, tokenB);
    if (pool === DEAD_ADDRESS) throw ammRevert('INSUFFICIENT_LIQUIDITY');
    this.invoke(pool, POOL_CALLS.transferFrom, [this.sender, pool, request.liquidity]);
    const [amount0, amount1] = this.invoke(pool, POOL_CALLS.burn, [request.to]) as [bigint, bigint];
    const aIsToken0 = ammMath(() => sortTokens(tokenA, tokenB)).token0 === tokenA;
    const amountA = aIsToken0 ? amount0 : amount1;
    const amountB = aIsToken0 ? amount1 : amount0;
    if (amountA < request.amountAMin) throw ammRevert('INSUFFICIENT_A_AMOUNT');
    if (amountB < request.amountBMin) throw ammRevert('INSUFFICIENT_B_AMOUNT');
    return [amountA, amountB];
  }

  /**
   * Sends amountIn into the first pool, then swaps hop by hop on what each pool actually
   * received, and requires `to` to end with at least amountOutMin more of the last token.
   */
  swapExactTokensForTokensSupportingFeeOnTransferTokens(request: SwapRequest): void {
    this.ensureDeadline(request.deadline);
    const { path, to } = request;
    if (path.length < 2) throw ammRevert('INVALID_PATH');
    const [first, second] = path as [string, string];
    this.invoke(first, TOKEN_CALLS.transferFrom, [
      this.sender,
      this.existingPool(first, second),
      request.amountIn,
    ]);
    const last = path[path.length - 1] as string;
    const before = this.tokenBalance(last, to);
    for (let hop = 0; hop < path.length - 1; hop++) {
      const input = path[hop] as string;
      const output = path[hop + 1] as string;
      const reserves = this.reservesOf(this.existingPool(input, output), input, output);
      const amountIn = this.tokenBalance(input, reserves.pool) - reserves.reserveIn;
      const amountOut = ammMath(() =>
        getAmountOut(amountIn, reserves.reserveIn, reserves.reserveOut, this.swapFee()),
      );
      const next = path[hop + 2];
      const recipient = next === undefined ? to : this.existingPool(output, next);
      const outputs = reserves.inputIsToken0 ? [0n, amountOut] : [amountOut, 0n];
      this.invoke(reserves.pool, POOL_CALLS.swap, [...outputs, recipient, new Uint8Array()]);
    }
    if (this.tokenBalance(last, to) - before < request.amountOutMin) {
      throw ammRevert('INSUFFICIENT_OUTPUT_AMOUNT');
    }
  }

  private swapFee(): SwapFee {
    return { numerator: this.feeSlot.value, denominator: DEFAULT_SWAP_FEE.denominator };
  }

  private ensureDeadline(deadline: bigint): void {
    ammMath(() => assertDeadlineNotPassed(deadline, this.blockNumber));
  }

  private poolOf(tokenA: string, tokenB: string): string {
    return this.invoke(this.factory(), FACTORY_CALLS.getPool, [tokenA, tokenB])[0] as string;
  }

  private existingPool(tokenA: string, tokenB: string): string {
    const pool = this.poolOf(tokenA, tokenB);
    if (pool === DEAD_ADDRESS) throw ammRevert('INVALID_PATH');
    return pool;
  }

  /** A pool's reserves oriented from `input` to `output`. */
  private reservesOf(pool: string, input: string, output: string): PoolReserves {
    const inputIsToken0 = ammMath(() => sortTokens(input, output)).token0 === input;
    const [reserve0, reserve1] = this.invoke(pool, POOL_CALLS.getReserves, []) as [bigint, bigint];
    return inputIsToken0
      ? { pool, inputIsToken0, reserveIn: reserve0, reserveOut: reserve1 }
      : { pool, inputIsToken0, reserveIn: reserve1, reserveOut: reserve0 };
  }

  private hops(path: readonly string[]): HopReserves[] {
    if (path.length < 2) throw ammRevert('INVALID_PATH');
    const hops: HopReserves[] = [];
    for (let hop = 0; hop < path.length - 1; hop++) {
      const input = path[hop] as string;
      const output = path[hop + 1] as string;
      hops.push(this.reservesOf(this.existingPool(input, output), input, output));
    }
    return hops;
  }

  private tokenBalance(token: string, owner: string): bigint {
    return this.invoke(token, TOKEN_CALLS.balanceOf, [owner])[0] as bigint;
  }
}

/** kind 'MotoSwapRouter'. Deployment args: factory (address), swapFeeNumerator (default 995). */
export const MOTOSWAP_ROUTER_CONTRACT = defineContract({
  kind: 'MotoSwapRouter',
  abi: MOTOSWAP_ROUTER_ABI,
  reentrancy: 'standard',
  create: (frame) => new MotoSwapRouter(frame),
  construct: (router, args) =>
    router.configure(
      argAddress(args, 'factory'),
      argBigint(args, 'swapFeeNumerator', DEFAULT_SWAP_FEE.numerator),
    ),
  methods: {
    'addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint64)': (
      router,
      args,
    ) =>
      router.addLiquidity({
        tokenA: args.address(0),
        tokenB: args.address(1),
        amountADesired: args.uint(2),
        amountBDesired: args.uint(3),
        amountAMin: args.uint(4),
        amountBMin: args.uint(5),
        to: args.address(6),
        deadline: args.uint(7),
      }),
    'removeLiquidity(address,address,uint256,uint256,uint256,address,uint64)': (router, args) =>
      router.removeLiquidity({
        tokenA: args.address(0),
        tokenB: args.address(1),
        liquidity: args.uint(2),
        amountAMin: args.uint(3),
        amountBMin: args.uint(4),
        to: args.address(5),
        deadline: args.uint(6),
      }),
    'quote(uint256,uint256,uint256)': (router, args) => [
      router.quote(args.uint(0), args.uint(1), args.uint(2)),
    ],
    'getAmountOut(uint256,uint256,uint256)': (router, args) => [
      router.getAmountOut(args.uint(0), args.uint(1), args.uint(2)),
    ],
    'getAmountIn(uint256,uint256,uint256)': (router, args) => [
      router.getAmountIn(args.uint(0), args.uint(1), args.uint(2)),
    ],
    'getAmountsOut(uint256,address[])': (router, args) => [
      router.getAmountsOut(args.uint(0), args.addresses(1)),
    ],
    'getAmountsIn(uint256,address[])': (router, args) => [
      router.getAmountsIn(args.uint(0), args.addresses(1)),
    ],
    'swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint64)':
      (router, args) =>
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens({
          amountIn: args.uint(0),
          amountOutMin: args.uint(1),
          path: args.addresses(2),
          to: args.address(3),
          deadline: args.uint(4),
        }),
    'factory()': (router) => [router.factory()],
  },
});
