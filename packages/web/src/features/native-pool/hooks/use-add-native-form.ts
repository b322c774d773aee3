import { useState } from 'react';
import { sanitizeAmountInput } from '@opswap/protocol/amount/amount-input';
import { nativePosition } from '@opswap/protocol/amm/positions';
import { checkAddNative } from '@opswap/protocol/nativeswap/add-native-form';
import { parseDecimal } from '@opswap/protocol/nativeswap/create-pool-form';
import { decimalsOf, type Token } from '@opswap/protocol/tokens/token';
import type { TransactionFlowPhase } from '@opswap/protocol/transactions/transaction-flow';
import { useProviderQueueState } from '../../../entities/native-swap/listing-queries.ts';
import { poolCheckOf, useNativePool } from '../../../entities/native-swap/native-pool-queries.ts';
import { useTokenBalance } from '../../../entities/tokens/use-token-balance.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

/**
 * The add native liquidity form: the token and the amount typed, the token's pool, the wallet's
 * provider slot in it (read as the listing flow reads it) and what protocol's checkAddNative
 * makes of them.
 */
export function useAddNativeForm(
  preselected: Token | null | undefined,
  phase: TransactionFlowPhase,
) {
  const wallet = useConnectedWallet();
  // The user's choice, else the token the address named.
  const [chosen, setChosen] = useState<Token | null>(null);
  const token = chosen ?? preselected ?? null;
  const [amountText, setAmountText] = useState('');

  const pool = useNativePool(token?.address ?? null);
  const poolExists = pool.data?.exists === true;
  // A token without a pool has no queues to read.
  const slot = useProviderQueueState(poolExists && token ? token.address : null);
  const position = slot.data
    ? nativePosition(slot.data.provider, pool.data?.liquidity ?? 0n)
    : slot.isError || !poolExists || wallet === null
      ? null
      : 'checking';
  const balance = useTokenBalance(token);
  const amount = parseDecimal(amountText, decimalsOf(token));
  const check = checkAddNative({
    walletConnected: wallet !== null,
    token,
    pool: poolCheckOf(pool),
    quote: pool.data?.quote ?? null,
    position,
    amount,
    balance: balance.data,
    balanceStatus: balance.data !== undefined ? 'known' : balance.isError ? 'failed' : 'loading',
    phase,
  });

  return {
    token,
    selectToken: (next: Token) => {
      setChosen(next);
      setAmountText('');
    },
    amountText,
    typeAmount: (raw: string) => setAmountText(sanitizeAmountInput(raw, decimalsOf(token))),
    amount,
    balance: balance.data,
    pool,
    slot,
    position: position === 'checking' ? null : position,
    check,
    clear: () => setAmountText(''),
  };
}

export type AddNativeForm = ReturnType<typeof useAddNativeForm>;
