import { useCallback, useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { resolveFeeRate, tokenSendFees } from '@opswap/protocol/swap/transaction-fees';
import { isNativeToken, NATIVE_TOKEN_ADDRESS } from '@opswap/protocol/tokens/token';
import { SEND_FORM_MESSAGES } from '@opswap/protocol/validation/send-form';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { refreshTokenBalances } from '../../../lib/tokens/use-token-balance.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { currentSettings } from '../../../lib/settings/stores/settings-store.ts';
import { useActivityRecording } from '../../../lib/transactions/use-activity-recording.ts';
import { SEND_IDLE, type SendPlan, sendTransition } from '../stores/send-flow.ts';

/**
 * Runs the send's state machine: review, send through the wallet (an OP20 safeTransfer, or a
 * Bitcoin payment the wallet builds), then record the 'Send' activity.
 */
export function useSend() {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const [flow, dispatch] = useReducer(sendTransition, SEND_IDLE);
  const { recording, record, clearRecording } = useActivityRecording();

  const confirm = useCallback(
    async (plan: SendPlan) => {
      dispatch({ type: 'send' });
      try {
        const wallet = useWalletStore.getState().wallet;
        if (!wallet) throw new Error(NO_WALLET_CONNECTED);
        const [chain, transaction] = await Promise.all([
          import('../chain/send-chain.ts'),
          import('../../../lib/transactions/chain-transaction.ts'),
        ]);
        const settings = currentSettings();
        const feeRate = resolveFeeRate(settings, await transaction.readFeeRateEstimates(network));
        let transactionId: string;
        if (isNativeToken(plan.token)) {
          transactionId = await chain.sendBitcoin(
            network,
            plan.recipient,
            plan.amount,
            wallet,
            feeRate,
          );
        } else {
          if (!plan.recipientAddress) throw new Error(SEND_FORM_MESSAGES.recipientKeyNotFound);
          transactionId = await chain.sendToken(
            network,
            plan.token.address,
            plan.recipientAddress,
            plan.amount,
            wallet,
            tokenSendFees(feeRate, BigInt(settings.priorityFee)),
          );
        }
        dispatch({ type: 'sent', transactionId });
        void refreshTokenBalances(client, network);
        void record({
          type: 'Send',
          transactionId,
          data: {
            tokenAddress: isNativeToken(plan.token) ? NATIVE_TOKEN_ADDRESS : plan.token.address,
            amount: plan.amount.toString(),
          },
        });
      } catch (error) {
        dispatch({ type: 'fail', message: toUserMessage(error) });
      }
    },
    [client, network, record],
  );

  return {
    flow,
    recording,
    review: (plan: SendPlan) => dispatch({ type: 'review', plan }),
    confirm,
    cancel: () => dispatch({ type: 'cancel' }),
    reset: () => {
      clearRecording();
      dispatch({ type: 'reset' });
    },
  };
}
