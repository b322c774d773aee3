import { amountInputHasError, maxSpendableAmount } from '@opswap/protocol/amount/balance';
import { formatUnits } from '@opswap/protocol/amount/units';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { groupThousands } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { Token } from '@opswap/protocol/tokens/token';
import { AmountField } from '../../../entities/trade/amount-field.tsx';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { TransactionSuccess } from '../../../entities/transactions/transaction-success.tsx';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { showToast } from '../../../ui/toast.tsx';
import { useCreatePool } from '../hooks/use-create-pool.ts';
import { type CreatePoolForm as Form, useCreatePoolForm } from '../hooks/use-create-pool-form.ts';
import { NotOwnerNotice, PoolExistsNotice } from './create-pool-notices.tsx';
import { CreatePoolReview, openingPriceText } from './create-pool-review.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { PoolLimitsFields } from './pool-limits-fields.tsx';

export interface CreatePoolFormProps {
  contracts: NetworkContracts;
  /** The token the address named (?token=), once resolved; none on /pool/create-new. */
  preselected: Token | null | undefined;
}

/**
 * Creating a token's NativeSwap pool: the token and its initial liquidity, the floor price, the
 * receiver and the reservation limits. The button is disabled while anything is wrong and says
 * what (protocol checkCreatePool); a wallet that does not own the token, or a token that has its
 * pool already, is told so above the form.
 */
export function CreatePoolForm({ contracts, preselected }: CreatePoolFormProps) {
  const create = useCreatePool(contracts);
  const form = useCreatePoolForm(preselected, create.phase);
  const openConnectModal = useWalletStore((state) => state.openConnectModal);
  const { token, check, fields } = form;

  if (create.flow.step === 'sent') {
    const { plan, transactionId } = create.flow;
    return (
      <TransactionSuccess
        title="Pool creation submitted"
        summary={`Created the ${plan.token.symbol} pool with ${formatTokenAmount(
          plan.pool.initialLiquidity,
          plan.token,
        )} at ${openingPriceText(plan.preview.openingPriceSats, plan.token.symbol)}`}
        transactionId={transactionId}
        recording={create.recording}
        doneLabel="Done"
        failedTitle="Pool creation failed"
        backLabel="Back to Create Pool"
        onDone={() => {
          create.reset();
          form.clear();
        }}
        onBack={create.reset}
      />
    );
  }

  const submit = () => {
    if (!token || !check.request || !check.preview) return;
    create
      .review({ token, pool: check.request, preview: check.preview })
      // Nothing was sent: the reason (no wallet, another network) shows where the user pressed.
      .catch((error: unknown) =>
        showToast({ title: 'Create Pool Error:', message: toUserMessage(error), kind: 'error' }),
      );
  };

  return (
    <div className="flex flex-col gap-3">
      <LiquidityField form={form} />
      {token && check.button.state === 'not-owner' && <NotOwnerNotice token={token} />}
      {token && check.button.state === 'pool-exists' && <PoolExistsNotice token={token} />}
      <FloorPriceField form={form} />
      <FormField
        label="Receiver"
        value={fields.receiver}
        onChange={(text) => form.type('receiver', text)}
        placeholder="Receiver address"
        error={check.errors.receiver}
        hint="Buyers pay the sats for your initial liquidity to this address's 1-block CSV address."
        mono
      />
      <PoolLimitsFields form={form} />
      <TradeButton
        onClick={check.button.action === 'connect-wallet' ? openConnectModal : submit}
        disabled={check.button.disabled}
        busy={check.button.loading}
        title={check.button.reason ?? undefined}
      >
        {check.button.text}
      </TradeButton>
      <TransactionDialogs
        {...create}
        review={{
          title: 'Confirm Pool Creation',
          confirmLabel: 'Create Pool',
          content: (plan, needsApproval) => (
            <CreatePoolReview plan={plan} needsApproval={needsApproval} />
          ),
        }}
        failure={{ title: 'Pool creation failed', backLabel: 'Back to Create Pool' }}
      />
    </div>
  );
}

/** The token and its initial liquidity, with the balance, MAX and what the liquidity is worth. */
function LiquidityField({ form }: { form: Form }) {
  const { token, balance, check } = form;
  const worth = check.preview?.liquidityValueSats;
  return (
    <div>
      <AmountField
        label="Initial liquidity"
        token={token}
        onSelectToken={form.selectToken}
        allowNative={false}
        value={form.fields.initialLiquidity}
        onChange={(raw) => form.type('initialLiquidity', raw)}
        balance={balance}
        onMax={
          token && balance !== undefined
            ? () =>
                form.type(
                  'initialLiquidity',
                  formatUnits(maxSpendableAmount(balance), token.decimals),
                )
            : undefined
        }
        error={
          check.initialLiquidity !== null &&
          amountInputHasError(check.initialLiquidity, balance ?? null, 'sell')
        }
      />
      {check.errors.initialLiquidity ? (
        <p className="mt-1 px-1 text-xs text-danger">{check.errors.initialLiquidity}</p>
      ) : (
        worth !== undefined &&
        worth !== null && (
          <p className="mt-1 px-1 text-xs text-muted">
            {`Worth ${groupThousands(worth)} sats at the floor price`}
          </p>
        )
      )}
    </div>
  );
}

/** The floor price in sats per token, with the price the pool opens at and 1 BTC's worth. */
function FloorPriceField({ form }: { form: Form }) {
  const { token, check } = form;
  const symbol = token?.symbol ?? 'token';
  const preview = check.preview;
  return (
    <FormField
      label="Floor price"
      value={form.fields.floorPrice}
      onChange={(raw) => form.type('floorPrice', raw)}
      suffix={`sats per ${symbol}`}
      error={check.errors.floorPrice}
      hint={
        preview && token
          ? `Opens at ${openingPriceText(preview.openingPriceSats, symbol)}: 1 BTC buys ${formatTokenAmount(
              preview.tokensPerBitcoin,
              token,
            )}.`
          : 'The price of one whole token in sats when the pool opens.'
      }
    />
  );
}
