import { typedAmountUnits } from '@opswap/protocol/amount/amount-input';
import {
  type AddLiquidityPreview,
  isFirstLiquidity,
  type LiquiditySide,
  pairedAmount,
  previewAddLiquidity,
} from '@opswap/protocol/amm/add-liquidity';
import { DEBOUNCE_MS } from '@opswap/protocol/constants';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { decimalsOf, type Token } from '@opswap/protocol/tokens/token';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { type PairPool, usePairPool } from '../../../entities/pools/pair-pool.ts';
import { useSettingsStore } from '../../../entities/settings/stores/settings-store.ts';
import { useAddLiquidity } from '../stores/add-liquidity-store.ts';

/** The amounts step's numbers, decided once from what was typed and the pair's pool. */
export interface LiquidityAmounts {
  /** The pair's pool: undefined while read (or when the read failed), null when there is none. */
  pool: PairPool | null | undefined;
  poolError: string | null;
  /** The deposit sets the price (no pool yet, or an empty one); null while the pool is read. */
  firstLiquidity: boolean | null;
  /** What is offered of each token: typed, or computed from the pool; null while unknown. */
  amountA: bigint | null;
  amountB: bigint | null;
  /** The side whose amount follows the pool's ratio; null while both are typed. */
  pairedSide: LiquiditySide | null;
  /** The pool is being read or the paired side computed (the spec's 400 ms lookup delay). */
  computing: boolean;
  /** What supplying the amounts mints and the minimums it sends; null until both are known. */
  preview: AddLiquidityPreview | null;
  /** Why the amounts cannot be supplied (a deposit that mints nothing, say). */
  error: string | null;
}

/** Runs a computation, keeping its failure as the catalogue's text instead of a blank. */
function attempt<T>(compute: () => T): { value: T | null; error: string | null } {
  try {
    return { value: compute(), error: null };
  } catch (error) {
    return { value: null, error: toUserMessage(error) };
  }
}

function pairInput(contracts: NetworkContracts, tokenA: Token | null, tokenB: Token | null) {
  if (!tokenA || !tokenB) return null;
  return { contracts, tokenA: tokenA.address, tokenB: tokenB.address };
}

/**
 * The amounts of both tokens: with a pool, typing one side computes the other at the pool's ratio
 * (the router's quote) once typing has paused 400 ms; without one, both are the provider's.
 * `ammPair` holds the pool read back until the pair is two tokens the router pools.
 */
export function useLiquidityAmounts(
  contracts: NetworkContracts,
  ammPair: boolean,
): LiquidityAmounts {
  const { tokenA, tokenB, textA, textB, typedSide } = useAddLiquidity((state) => state);
  const maxSlippage = useSettingsStore((state) => state.settings.maxSlippage);
  const poolQuery = usePairPool(ammPair ? pairInput(contracts, tokenA, tokenB) : null);
  const pool = poolQuery.data;
  const poolError = poolQuery.isError ? toUserMessage(poolQuery.error) : null;

  const typedA = typedAmountUnits(textA, decimalsOf(tokenA));
  const typedB = typedAmountUnits(textB, decimalsOf(tokenB));
  const typed = typedSide === 'A' ? typedA : typedB;
  const typedKey = `${tokenA?.address}|${tokenB?.address}|${typedSide}|${typed}`;
  const settled = useDebouncedValue(typedKey, DEBOUNCE_MS.poolAmount) === typedKey;

  const firstLiquidity = pool === undefined ? null : isFirstLiquidity(pool);
  const pairedSide: LiquiditySide | null =
    firstLiquidity === false ? (typedSide === 'A' ? 'B' : 'A') : null;
  const paired =
    pairedSide !== null && settled && typed !== null
      ? attempt(() => pairedAmount(typed, typedSide, pool ?? null))
      : { value: null, error: null };
  const amountA = pairedSide === 'A' ? paired.value : typedA;
  const amountB = pairedSide === 'B' ? paired.value : typedB;
  const computing =
    (ammPair && poolQuery.isPending) ||
    (pairedSide !== null && typed !== null && typed > 0n && !settled);

  const preview =
    pool !== undefined && amountA !== null && amountB !== null && amountA > 0n && amountB > 0n
      ? attempt(() =>
          previewAddLiquidity({ amountA, amountB, pool, maxSlippage: BigInt(maxSlippage) }),
        )
      : { value: null, error: null };

  return {
    pool,
    poolError,
    firstLiquidity,
    amountA,
    amountB,
    pairedSide,
    computing,
    preview: preview.value,
    error: paired.error ?? preview.error,
  };
}
