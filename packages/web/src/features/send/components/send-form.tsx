import { useState } from 'react';
import { useStore } from 'zustand';
import { amountInputHasError, maxSpendableAmount } from '@opswap/protocol/amount/balance';
import { formatUnits } from '@opswap/protocol/amount/units';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { getSendButton } from '@opswap/protocol/validation/send-button';
import { showToast } from '../../../ui/toast.tsx';
import { useConnectedWallet, useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { AmountField } from '../../../entities/trade/amount-field.tsx';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { TransactionSuccess } from '../../../entities/transactions/transaction-success.tsx';
import { useSend } from '../hooks/use-send.ts';
import { useSendValidation } from '../hooks/use-send-validation.ts';
import { createSendFormStore } from '../stores/send-form-store.ts';
import { RecipientField } from './recipient-field.tsx';
import { SendReview } from './send-review.tsx';

/**
 * Send: a token or the native coin, an amount and a recipient. Like the swap form, the button is
 * disabled while something is wrong and says what, in the spec's words.
 */
export function SendForm() {
  const [store] = useState(createSendFormStore);
  const form = useStore(store);
  const wallet = useConnectedWallet();
  const openConnectModal = useWalletStore((state) => state.openConnectModal);
  const validation = useSendValidation(form.token, form.amountText, form.recipient);
  const send = useSend();

  if (send.flow.step === 'sent') {
    const { plan, transactionId } = send.flow;
    return (
      <TransactionSuccess
        title="Sent"
        summary={`Sent ${formatTokenAmount(plan.amount, plan.token)} to ${shortenAddress(plan.recipient.trim())}`}
        transactionId={transactionId}
        recording={send.recording}
        doneLabel="New Send"
        failedTitle="Send failed"
        backLabel="Back to Send"
        onDone={() => {
          send.reset();
          form.clear();
        }}
      />
    );
  }

  const { token } = form;
  const button = getSendButton({
    walletConnected: wallet !== null,
    sending: send.phase === 'sending',
    token,
    amountError: validation.amount,
    balance:
      validation.balance !== undefined ? 'known' : validation.balanceFailed ? 'failed' : 'loading',
    recipientError: validation.recipient,
    checkingRecipient: validation.checkingRecipient,
  });
  const submit = () => {
    // The button submits only once every check passed; this narrows the types.
    if (!token || validation.units === null) return;
    send
      .review({
        token,
        amount: validation.units,
        recipient: form.recipient,
        recipientAddress: validation.recipientAddress,
      })
      // Nothing was sent: the reason (no wallet, another network) shows where the user pressed.
      .catch((error: unknown) =>
        showToast({ title: 'Send Error:', message: toUserMessage(error), kind: 'error' }),
      );
  };

  return (
    <div className="flex flex-col gap-3">
      <AmountField
        label="Amount"
        token={token}
        onSelectToken={form.selectToken}
        allowNative
        value={form.amountText}
        onChange={form.typeAmount}
        balance={validation.balance}
        onMax={
          token && validation.balance !== undefined
            ? () =>
                form.typeAmount(
                  formatUnits(maxSpendableAmount(validation.balance ?? 0n), token.decimals),
                )
            : undefined
        }
        error={
          validation.units !== null &&
          amountInputHasError(validation.units, validation.balance ?? null, 'sell')
        }
      />
      <RecipientField
        value={form.recipient}
        onChange={form.typeRecipient}
        error={form.recipient.trim() === '' ? null : validation.recipient}
        checking={validation.checkingRecipient}
      />
      <TradeButton
        onClick={button.action === 'connect-wallet' ? openConnectModal : submit}
        disabled={button.disabled}
        busy={button.loading}
        title={button.reason ?? undefined}
      >
        {button.text}
      </TradeButton>
      <TransactionDialogs
        {...send}
        review={{
          title: 'Confirm Send',
          confirmLabel: 'Confirm Send',
          content: (plan) => <SendReview plan={plan} />,
        }}
        failure={{ title: 'Send failed', backLabel: 'Back to Send' }}
      />
    </div>
  );
}
