import { ABICoder, ABIDataTypes, type Address } from '@btc-vision/transaction';
import { poolSwapDeadline } from '@opswap/protocol/amm/deadline';
import { minimumAmountOut } from '@opswap/protocol/amm/slippage';
import {
  type BitcoinInterfaceAbi,
  MOTOSWAP_ROUTER_ABI,
  MotoSwapFactoryAbi,
  MotoswapPoolAbi,
  OP_20_ABI,
} from 'opnet';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import type { DevAccount } from '../accounts/dev-accounts.ts';
import type { Chain } from '../chain/chain.ts';
import { type CalldataEncoder, calldataEncoder, toAddress } from './calldata.ts';
import { InteractionSender } from './interaction-sender.ts';
import {
  SEED_DEADLINE_BLOCKS,
  SEED_SLIPPAGE_BPS,
  type SeedLiquidity,
  type SeedTokenSymbol,
  type SeedTrade,
} from './seed-plan.ts';

/** The seed world's contracts, 0x addresses. */
export interface SeedContracts {
  MOTO: string;
  PILL: string;
  ODYS: string;
  factory: string;
  router: string;
  nativeSwap: string;
  staking: string;
  motoChef: string;
  tokenFactory: string;
  farmFactory: string;
}

const coder = new ABICoder();

/**
 * What the seed's users do, each as a real interaction through the InteractionSender: approve the
 * router, add liquidity, swap with a quoted minimum and a block deadline, remove liquidity.
 * Quotes and lookups are read-only calls decoded by the library's ABI decoder.
 */
export class SeedActions {
  readonly sender: InteractionSender;
  private readonly router: CalldataEncoder;
  private readonly factory: CalldataEncoder;

  constructor(
    private readonly chain: Chain,
    private readonly contracts: SeedContracts,
  ) {
    this.sender = new InteractionSender(chain);
    this.router = calldataEncoder(MOTOSWAP_ROUTER_ABI, contracts.router, chain.network);
    this.factory = calldataEncoder(MotoSwapFactoryAbi, contracts.factory, chain.network);
  }

  /** Lets the router spend all of `owner`'s balance of a token (or of a pool's LP token). */
  approveRouter(owner: DevAccount, token: string, abi: BitcoinInterfaceAbi = OP_20_ABI) {
    return this.approve(owner, token, this.contracts.router, abi);
  }

  /** Lets `spender` spend all of `owner`'s balance of a token. */
  approve(owner: DevAccount, token: string, spender: string, abi: BitcoinInterfaceAbi = OP_20_ABI) {
    return this.sender.send(
      owner,
      token,
      calldataEncoder(abi, token, this.chain.network).encode('increaseAllowance', [
        toAddress(spender),
        UINT256_MAX,
      ]),
      `account ${owner.index} approves ${spender} on ${token}`,
    );
  }

  /** What `owner` holds of a pool's LP token. */
  lpBalance(owner: DevAccount, tokenA: SeedTokenSymbol, tokenB: SeedTokenSymbol): bigint {
    const pool = this.poolOf(tokenA, tokenB);
    return this.read(
      pool,
      calldataEncoder(MotoswapPoolAbi, pool, this.chain.network).encode('balanceOf', [
        owner.address,
      ]),
      ABIDataTypes.UINT256,
    ) as bigint;
  }

  approveRouterOnPool(owner: DevAccount, tokenA: SeedTokenSymbol, tokenB: SeedTokenSymbol) {
    return this.approveRouter(owner, this.poolOf(tokenA, tokenB), MotoswapPoolAbi);
  }

  addLiquidity(provider: DevAccount, liquidity: SeedLiquidity) {
    return this.sender.send(
      provider,
      this.contracts.router,
      this.router.encode('addLiquidity', [
        this.tokenAddress(liquidity.tokenA),
        this.tokenAddress(liquidity.tokenB),
        liquidity.amountA,
        liquidity.amountB,
        0n,
        0n,
        provider.address,
        this.deadline(),
      ]),
      `account ${provider.index} adds ${liquidity.tokenA}/${liquidity.tokenB} liquidity`,
    );
  }

  trade(trader: DevAccount, trade: SeedTrade) {
    return trade.kind === 'swap'
      ? this.swap(trader, trade.amountIn, trade.path)
      : this.removeLiquidity(trader, trade.tokenA, trade.tokenB, trade.percent);
  }

  /** An exact-input swap whose minimum out is the router's quote less the seed's slippage. */
  swap(trader: DevAccount, amountIn: bigint, symbols: readonly SeedTokenSymbol[]) {
    const path = symbols.map((symbol) => this.tokenAddress(symbol));
    const amounts = this.read(
      this.contracts.router,
      this.router.encode('getAmountsOut', [amountIn, path]),
      ABIDataTypes.ARRAY_OF_UINT256,
    ) as bigint[];
    const quoted = amounts[amounts.length - 1] as bigint;
    return this.sender.send(
      trader,
      this.contracts.router,
      this.router.encode('swapExactTokensForTokensSupportingFeeOnTransferTokens', [
        amountIn,
        minimumAmountOut(quoted, SEED_SLIPPAGE_BPS),
        path,
        trader.address,
        this.deadline(),
      ]),
      `account ${trader.index} swaps ${symbols.join(' > ')}`,
    );
  }

  /** Removes `percent` of the provider's LP tokens of the pair. */
  removeLiquidity(
    provider: DevAccount,
    tokenA: SeedTokenSymbol,
    tokenB: SeedTokenSymbol,
    percent: bigint,
  ) {
    const lp = this.lpBalance(provider, tokenA, tokenB);
    return this.sender.send(
      provider,
      this.contracts.router,
      this.router.encode('removeLiquidity', [
        this.tokenAddress(tokenA),
        this.tokenAddress(tokenB),
        (lp * percent) / 100n,
        0n,
        0n,
        provider.address,
        this.deadline(),
      ]),
      `account ${provider.index} removes ${tokenA}/${tokenB} liquidity`,
    );
  }

  poolOf(tokenA: SeedTokenSymbol, tokenB: SeedTokenSymbol): string {
    const pool = this.read(
      this.contracts.factory,
      this.factory.encode('getPool', [this.tokenAddress(tokenA), this.tokenAddress(tokenB)]),
      ABIDataTypes.ADDRESS,
    ) as Address;
    return pool.toHex();
  }

  private tokenAddress(symbol: SeedTokenSymbol): Address {
    return toAddress(this.contracts[symbol]);
  }

  private deadline(): bigint {
    return poolSwapDeadline(BigInt(this.chain.height), SEED_DEADLINE_BLOCKS);
  }

  /** The first value a read-only call at the tip returned. */
  private read(to: string, calldata: Uint8Array, type: ABIDataTypes): unknown {
    const result = this.chain.call({ to, calldata });
    if (result.revert !== null) throw new Error(`Seed: a read of ${to} reverted: ${result.revert}`);
    return coder.decodeData(result.result, [type])[0];
  }
}
