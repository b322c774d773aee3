import { Link } from 'react-router';
import { nativePairPath } from '@opswap/protocol/amm/add-liquidity-native';
import { amountInputHasError, maxSpendableAmount } from '@opswap/protocol/amount/balance';
import { formatUnits } from '@opswap/protocol/amount/units';
import { POOL_DOES_NOT_EXIST } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { groupThousands } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import {
  BELOW_MINIMUM_LISTING_WARNING,
  LISTING_SLASHING_WARNING,
} from '@opswap/protocol/listings/to-bitcoin-listing';
import { satoshisPerWholeToken } from '@opswap/protocol/nativeswap/human-price';
import { PRICE_FRACTION_DIGITS } from '@opswap/protocol/schemas/market';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { Token } from '@opswap/protocol/tokens/token';
import { AmountField } from '../../../entities/trade/amount-field.tsx';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { TransactionSuccess } from '../../../entities/transactions/transaction-success.tsx';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { type AddNativePlan, useAddNative } from '../hooks/use-add-native.ts';
import { useAddNativeForm } from '../hooks/use-add-native-form.ts';
import { openingPriceText } from './create-pool-review.tsx';
import { ProviderPosition } from './provider-position.tsx';

export interface AddNativeFormProps {
  contracts: NetworkContracts;
  preselected: Token | null | undefined;
}

/**
 * Adding liquidity to a token's NativeSwap pool as a provider: the token and amount, the pool's
 * price, the wallet's position in it, then a Standard listing through the shared flow.
 */
export function AddNativeForm({ contracts, preselected }: AddNativeFormProps) {
  const add = useAddNative(contracts);
  const form = useAddNativeForm(preselected, add.phase);
  const openConnectModal = useWalletStore((state) => state.openConnectModal);
  const { token, check, balance } = form;

  if (add.flow.step === 'sent') {
    const { plan, transactionId } = add.flow;
    return (
      <TransactionSuccess
        title="Liquidity submitted"
        summary={`Added ${formatTokenAmount(plan.amount, plan.token)} to the ${plan.token.symbol} pool, worth about ${groupThousands(plan.valueSats)} sats`}
        transactionId={transactionId}
        recording={add.recording}
        doneLabel="Done"
        failedTitle="Adding liquidity failed"
        backLabel="Back to Add Liquidity"
        onDone={() => {
          add.reset();
          form.clear();
        }}
        onBack={add.reset}
      />
    );
  }

  const submit = () => {
    if (!token || form.amount === null || check.valueSats === null) return;
    add
      .review({ token, amount: form.amount, valueSats: check.valueSats })
      // Nothing was sent: the reason (no wallet, another network) shows where the user pressed.
      .catch((error: unknown) =>
        showToast({ title: 'Add Liquidity Error:', message: toUserMessage(error), kind: 'error' }),
      );
  };
  const quote = form.pool.data?.quote ?? 0n;
  const price = token ? satoshisPerWholeToken(quote, token.decimals, PRICE_FRACTION_DIGITS) : null;

  return (
    <div className="flex flex-col gap-3">
      <AmountField
        label="Amount"
        token={token}
        onSelectToken={form.selectToken}
        allowNative={false}
        value={form.amountText}
        onChange={form.typeAmount}
        balance={balance}
        onMax={
          token && balance !== undefined
            ? () => form.typeAmount(formatUnits(maxSpendableAmount(balance), token.decimals))
            : undefined
        }
        error={form.amount !== null && amountInputHasError(form.amount, balance ?? null, 'sell')}
      />
      {token && check.button.state === 'pool-does-not-exist' && (
        <div role="alert" className="rounded-xl bg-warning/10 px-3 py-2 text-sm text-warning">
          <p className="font-semibold">{POOL_DOES_NOT_EXIST}</p>
          <p>
            {token.symbol} has no NativeSwap pool yet: its owner creates it first.{' '}
            <Link
              to={nativePairPath('create-pool', token.address) ?? ''}
              className="font-semibold underline"
            >
              Create the {token.symbol} pool
            </Link>
          </p>
        </div>
      )}
      {token && price !== null && (
        <p className="px-1 text-sm text-muted">
          Pool price: {openingPriceText(price, token.symbol)}
          {check.valueSats !== null &&
            ` · your liquidity is worth ${groupThousands(check.valueSats)} sats`}
        </p>
      )}
      {check.belowMinimum && (
        <p role="alert" className="rounded-lg bg-warning/10 px-3 py-2 text-sm text-warning">
          {BELOW_MINIMUM_LISTING_WARNING}
        </p>
      )}
      {token && form.pool.data?.exists && <ProviderPosition form={form} token={token} />}
      {check.button.state === 'initial-provider' && (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {check.button.text}
        </p>
      )}
      <p className="px-1 text-xs text-muted">{LISTING_SLASHING_WARNING}</p>
      <TradeButton
        onClick={check.button.action === 'connect-wallet' ? openConnectModal : submit}
        disabled={check.button.disabled}
        busy={check.button.loading}
        title={check.button.reason ?? undefined}
      >
        {check.button.text}
      </TradeButton>
      <TransactionDialogs
        {...add}
        review={{
          title: 'Confirm Liquidity',
          confirmLabel: 'Add Liquidity',
          content: (plan, needsApproval) => (
            <AddNativeReview plan={plan} needsApproval={needsApproval} />
          ),
        }}
        failure={{ title: 'Adding liquidity failed', backLabel: 'Back to Add Liquidity' }}
      />
    </div>
  );
}

/** What the user confirms before listing the tokens in the pool. */
function AddNativeReview({ plan, needsApproval }: { plan: AddNativePlan; needsApproval: boolean }) {
  return (
    <div className="flex flex-col gap-3 text-text">
      <dl className="flex flex-col gap-1.5">
        <ConfirmRow label="You add">{formatTokenAmount(plan.amount, plan.token)}</ConfirmRow>
        <ConfirmRow label="Worth about">{groupThousands(plan.valueSats)} sats</ConfirmRow>
        <ConfirmRow label="Queue">Standard</ConfirmRow>
      </dl>
      <p className="text-muted">
        Your tokens join the pool's standard queue; buyers pay your 1-block CSV address as they buy
        them, at the price of the moment.
      </p>
      {needsApproval && (
        <p className="rounded-lg bg-warning/10 px-3 py-2 text-warning">
          NativeSwap may not spend your {plan.token.symbol} yet: your wallet first approves it, and
          the liquidity follows once a block has mined the approval.
        </p>
      )}
    </div>
  );
}
