import { useState } from 'react';
import { sanitizeAmountInput } from '@opswap/protocol/amount/amount-input';
import {
  type CreatePoolFields,
  checkCreatePool,
  emptyCreatePoolFields,
} from '@opswap/protocol/nativeswap/create-pool-form';
import { FLOOR_PRICE_INPUT_DECIMALS } from '@opswap/protocol/nativeswap/pool-creation';
import { decimalsOf, type Token } from '@opswap/protocol/tokens/token';
import {
  poolCheckOf,
  useNativePool,
  useTokenOwnership,
} from '../../../entities/native-swap/native-pool-queries.ts';
import { useTokenBalance } from '../../../entities/tokens/use-token-balance.ts';
import type { TransactionFlowPhase } from '@opswap/protocol/transactions/transaction-flow';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

/** The text fields a user types into; the anti-bot switch is set with `toggleAntiBot`. */
export type CreatePoolTextField = Exclude<keyof CreatePoolFields, 'antiBotEnabled'>;

/**
 * The create pool form's inputs and what protocol's checkCreatePool makes of them with the chain's
 * answers: the owner of the chosen token, its pool if any and the wallet's balance. The receiver
 * follows the connected wallet's address until the user types another.
 */
export function useCreatePoolForm(
  preselected: Token | null | undefined,
  phase: TransactionFlowPhase,
) {
  const wallet = useConnectedWallet();
  // The user's choice, else the token the address named.
  const [chosen, setChosen] = useState<Token | null>(null);
  const token = chosen ?? preselected ?? null;
  const [fields, setFields] = useState<CreatePoolFields>(() => emptyCreatePoolFields());
  const [receiverTyped, setReceiverTyped] = useState(false);

  const owner = useTokenOwnership(token?.address ?? null);
  const pool = useNativePool(token?.address ?? null);
  const balance = useTokenBalance(token);
  const shownFields = {
    ...fields,
    receiver: receiverTyped ? fields.receiver : (wallet?.address ?? ''),
  };
  const check = checkCreatePool({
    walletConnected: wallet !== null,
    token,
    owner,
    pool: poolCheckOf(pool),
    balance: balance.data,
    balanceStatus: balance.data !== undefined ? 'known' : balance.isError ? 'failed' : 'loading',
    fields: shownFields,
    phase,
  });

  const decimals = decimalsOf(token);
  const type = (field: CreatePoolTextField, raw: string) => {
    if (field === 'receiver') setReceiverTyped(true);
    const text =
      field === 'floorPrice'
        ? sanitizeAmountInput(raw, FLOOR_PRICE_INPUT_DECIMALS)
        : field === 'initialLiquidity' || field === 'antiBotMaxTokens'
          ? sanitizeAmountInput(raw, decimals)
          : raw;
    setFields((current) => ({ ...current, [field]: text }));
  };

  return {
    token,
    selectToken: setChosen,
    fields: shownFields,
    type,
    toggleAntiBot: (on: boolean) => setFields((current) => ({ ...current, antiBotEnabled: on })),
    balance: balance.data,
    pool,
    owner,
    check,
    /** A fresh form for the next pool, the token kept. */
    clear: () => {
      setFields(emptyCreatePoolFields());
      setReceiverTyped(false);
    },
  };
}

export type CreatePoolForm = ReturnType<typeof useCreatePoolForm>;
