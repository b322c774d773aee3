import { MINIMUM_LIQUIDITY } from '@opswap/protocol/amm/amm-constants';
import { DEFAULT_SWAP_FEE } from '@opswap/protocol/amm/amm-math';
import type { SwapFee } from '@opswap/protocol/amm/amm-math';
import { burnAmounts, mintLiquidity } from '@opswap/protocol/amm/liquidity-math';
import { checkPoolSwap } from '@opswap/protocol/amm/swap-invariant';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import { integerSqrt } from '@opswap/protocol/math/integer-sqrt';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { MotoswapPoolAbi } from 'opnet';
import { defineContract } from '../vm/contract.ts';
import { Revert } from '../vm/revert.ts';
import { StoredAddress, StoredBigint } from '../vm/storage.ts';
import { AMM_REVERT_PREFIX, ammMath, ammRevert } from './amm-revert.ts';
import { argBigint } from './deployment-args.ts';
import { FACTORY_CALLS, TOKEN_CALLS } from './motoswap-calls.ts';
import { OP20, OP20_METHODS } from './op20.ts';

export const LP_TOKEN = {
  name: 'MotoSwap LP',
  symbol: 'MOTO-LP',
  decimals: 18,
  maxSupply: UINT256_MAX,
  icon: '',
} as const;

/** Cumulative prices are UQ112x112 fixed point, as in Uniswap V2; they wrap like a u256. */
const Q112 = 1n << 112n;
const U256_MOD = 1n << 256n;

/** A u256 carried in the 32 bytes of an ADDRESS output (see MotoSwapPool.mint). */
export function u256AsAddressWord(value: bigint): string {
  return `0x${value.toString(16).padStart(64, '0')}`;
}

/** A MotoSwap pool (Uniswap V2 pair), itself the OP20 LP token of its pair. */
export class MotoSwapPool extends OP20 {
  private readonly token0Slot = new StoredAddress(this.storage, 'token0');
  private readonly token1Slot = new StoredAddress(this.storage, 'token1');
  private readonly reserve0Slot = new StoredBigint(this.storage, 'reserve0');
  private readonly reserve1Slot = new StoredBigint(this.storage, 'reserve1');
  private readonly timestampSlot = new StoredBigint(this.storage, 'blockTimestampLast');
  private readonly price0Slot = new StoredBigint(this.storage, 'price0CumulativeLast');
  private readonly price1Slot = new StoredBigint(this.storage, 'price1CumulativeLast');
  private readonly kLastSlot = new StoredBigint(this.storage, 'kLast');
  private readonly feeSlot = new StoredBigint(this.storage, 'swapFeeNumerator');

  setSwapFee(numerator: bigint): void {
    this.feeSlot.value = numerator;
  }

  /** Called once by the factory that created the pool. */
  initialize(token0: string, token1: string): void {
    if (this.sender !== this.deployer) throw ammRevert('FORBIDDEN');
    if (this.token0Slot.value !== DEAD_ADDRESS) throw new Revert('Already initialized');
    this.token0Slot.value = token0;
    this.token1Slot.value = token1;
  }

  token0(): string {
    return this.token0Slot.value;
  }

  token1(): string {
    return this.token1Slot.value;
  }

  getReserves(): [bigint, bigint, bigint] {
    return [this.reserve0Slot.value, this.reserve1Slot.value, this.timestampSlot.value];
  }

  price0CumulativeLast(): bigint {
    return this.price0Slot.value;
  }

  price1CumulativeLast(): bigint {
    return this.price1Slot.value;
  }

  kLast(): bigint {
    return this.kLastSlot.value;
  }

  blockTimestampLast(): bigint {
    return this.timestampSlot.value;
  }

  /**
   * Mints LP for the tokens sent in since the last sync. The first mint locks MINIMUM_LIQUIDITY
   * at the dead address. Returns the LP minted.
   */
  mintLiquidity(to: string): bigint {
    const [reserve0, reserve1] = this.getReserves();
    const balance0 = this.tokenBalance(this.token0Slot.value);
    const balance1 = this.tokenBalance(this.token1Slot.value);
    const amount0 = balance0 - reserve0;
    const amount1 = balance1 - reserve1;
    const feeOn = this.mintProtocolFee(reserve0, reserve1);
    const minted = ammMath(() =>
      mintLiquidity({ amount0, amount1, reserve0, reserve1, totalSupply: this.totalSupply() }),
    );
    if (minted.lockedLiquidity > 0n) this.mintTo(DEAD_ADDRESS, minted.lockedLiquidity, true);
    this.mintTo(to, minted.liquidity);
    this.update(balance0, balance1, reserve0, reserve1);
    if (feeOn) this.kLastSlot.value = balance0 * balance1;
    this.emit('LiquidityAdded', [this.sender, amount0, amount1]);
    return minted.liquidity;
  }

  /** Burns the LP sent to the pool and pays both tokens to `to`. */
  burnLiquidity(to: string): [bigint, bigint] {
    const [reserve0, reserve1] = this.getReserves();
    const token0 = this.token0Slot.value;
    const token1 = this.token1Slot.value;
    const liquidity = this.balances.get(this.address);
    const feeOn = this.mintProtocolFee(reserve0, reserve1);
    const { amount0, amount1 } = ammMath(() =>
      burnAmounts(
        liquidity,
        this.tokenBalance(token0),
        this.tokenBalance(token1),
        this.totalSupply(),
      ),
    );
    this.burnFrom(this.address, liquidity);
    this.sendToken(token0, to, amount0);
    this.sendToken(token1, to, amount1);
    const balance0 = this.tokenBalance(token0);
    const balance1 = this.tokenBalance(token1);
    this.update(balance0, balance1, reserve0, reserve1);
    if (feeOn) this.kLastSlot.value = balance0 * balance1;
    this.emit('LiquidityRemoved', [this.sender, amount0, amount1, to]);
    return [amount0, amount1];
  }

  /**
   * Pays the outputs first, then requires the inputs already sent to keep the fee-adjusted
   * product of reserves (Uniswap V2 swap). Flash-swap callbacks (`data`) are not supported.
   */
  swap(amount0Out: bigint, amount1Out: bigint, to: string): void {
    const [reserve0, reserve1] = this.getReserves();
    if (amount0Out <= 0n && amount1Out <= 0n) throw ammRevert('INSUFFICIENT_OUTPUT_AMOUNT');
    if (amount0Out >= reserve0 || amount1Out >= reserve1) throw ammRevert('INSUFFICIENT_LIQUIDITY');
    const token0 = this.token0Slot.value;
    const token1 = this.token1Slot.value;
    if (to === token0 || to === token1) throw new Revert(`${AMM_REVERT_PREFIX}INVALID_TO`);
    if (amount0Out > 0n) this.sendToken(token0, to, amount0Out);
    if (amount1Out > 0n) this.sendToken(token1, to, amount1Out);
    const balance0 = this.tokenBalance(token0);
    const balance1 = this.tokenBalance(token1);
    const { amount0In, amount1In } = ammMath(() =>
      checkPoolSwap(
        { reserve0, reserve1, balance0, balance1, amount0Out, amount1Out },
        this.swapFee(),
      ),
    );
    this.update(balance0, balance1, reserve0, reserve1);
    this.emit('Swapped', [this.sender, amount0In, amount1In, amount0Out, amount1Out, to]);
  }

  /** Sends whatever exceeds the reserves to `to`. */
  skim(to: string): void {
    const token0 = this.token0Slot.value;
    const token1 = this.token1Slot.value;
    const excess0 = this.tokenBalance(token0) - this.reserve0Slot.value;
    const excess1 = this.tokenBalance(token1) - this.reserve1Slot.value;
    if (excess0 > 0n) this.sendToken(token0, to, excess0);
    if (excess1 > 0n) this.sendToken(token1, to, excess1);
  }

  /** Sets the reserves to the balances. */
  sync(): void {
    this.update(
      this.tokenBalance(this.token0Slot.value),
      this.tokenBalance(this.token1Slot.value),
      this.reserve0Slot.value,
      this.reserve1Slot.value,
    );
  }

  swapFee(): SwapFee {
    return { numerator: this.feeSlot.value, denominator: DEFAULT_SWAP_FEE.denominator };
  }

  private tokenBalance(token: string): bigint {
    return this.invoke(token, TOKEN_CALLS.balanceOf, [this.address])[0] as bigint;
  }

  private sendToken(token: string, to: string, amount: bigint): void {
    this.invoke(token, TOKEN_CALLS.transfer, [to, amount]);
  }

  private update(balance0: bigint, balance1: bigint, reserve0: bigint, reserve1: bigint): void {
    const now = this.blockTime;
    const elapsed = now - this.timestampSlot.value;
    if (elapsed > 0n && reserve0 !== 0n && reserve1 !== 0n) {
      this.price0Slot.value =
        (this.price0Slot.value + ((reserve1 * Q112) / reserve0) * elapsed) % U256_MOD;
      this.price1Slot.value =
        (this.price1Slot.value + ((reserve0 * Q112) / reserve1) * elapsed) % U256_MOD;
    }
    this.reserve0Slot.value = balance0;
    this.reserve1Slot.value = balance1;
    this.timestampSlot.value = now;
    this.emit('Synced', [balance0, balance1]);
  }

  /**
   * Uniswap V2's protocol fee: while the factory names a staking contract, 1/6 of the growth of
   * sqrt(k) since the last liquidity event is minted to it as LP.
   */
  private mintProtocolFee(reserve0: bigint, reserve1: bigint): boolean {
    const feeTo = this.protocolFeeRecipient();
    const kLast = this.kLastSlot.value;
    if (feeTo === DEAD_ADDRESS) {
      if (kLast !== 0n) this.kLastSlot.value = 0n;
      return false;
    }
    if (kLast !== 0n) {
      const rootK = integerSqrt(reserve0 * reserve1);
      const rootKLast = integerSqrt(kLast);
      if (rootK > rootKLast) {
        const numerator = this.totalSupply() * (rootK - rootKLast);
        const liquidity = numerator / (rootK * 5n + rootKLast);
        if (liquidity > 0n) this.mintTo(feeTo, liquidity);
      }
    }
    return true;
  }

  private protocolFeeRecipient(): string {
    const factory = this.deployer;
    if (!this.answers(factory, FACTORY_CALLS.getStakingContractAddress.selector)) {
      return DEAD_ADDRESS;
    }
    return this.invoke(factory, FACTORY_CALLS.getStakingContractAddress, [])[0] as string;
  }
}

/** The recipient a caller appended after the declared arguments, or the caller itself. */
function recipientOf(pool: MotoSwapPool, trailing: string | null): string {
  return trailing ?? pool.sender;
}

/**
 * kind 'MotoSwapPool', created by the factory (args: swapFeeNumerator). The shipped ABI declares
 * mint() and skim() without their recipient: the pool reads it from 32 bytes appended after the
 * selector (the router appends it) and otherwise pays the caller. mint()'s declared output is an
 * ADDRESS; the pool fills those 32 bytes with the LP minted, a big-endian u256.
 */
export const MOTOSWAP_POOL_CONTRACT = defineContract({
  kind: 'MotoSwapPool',
  abi: MotoswapPoolAbi,
  reentrancy: 'standard',
  create: (frame) => new MotoSwapPool(frame),
  construct: (pool, args) => {
    pool.instantiate(LP_TOKEN);
    pool.setSwapFee(argBigint(args, 'swapFeeNumerator', DEFAULT_SWAP_FEE.numerator));
  },
  methods: {
    ...OP20_METHODS,
    'initialize(address,address)': (pool, args) =>
      pool.initialize(args.address(0), args.address(1)),
    'swap(uint256,uint256,address,bytes)': (pool, args) =>
      pool.swap(args.uint(0), args.uint(1), args.address(2)),
    'skim()': (pool, args) => pool.skim(recipientOf(pool, args.trailingAddress())),
    'getReserves()': (pool) => pool.getReserves(),
    'token0()': (pool) => [pool.token0()],
    'token1()': (pool) => [pool.token1()],
    'price0CumulativeLast()': (pool) => [pool.price0CumulativeLast()],
    'price1CumulativeLast()': (pool) => [pool.price1CumulativeLast()],
    'kLast()': (pool) => [pool.kLast()],
    'blockTimestampLast()': (pool) => [pool.blockTimestampLast()],
    'sync()': (pool) => pool.sync(),
    'MINIMUM_LIQUIDITY()': () => [MINIMUM_LIQUIDITY],
    'mint()': (pool, args) => [
      u256AsAddressWord(pool.mintLiquidity(recipientOf(pool, args.trailingAddress()))),
    ],
    'burn(address)': (pool, args) => pool.burnLiquidity(args.address(0)),
  },
});
