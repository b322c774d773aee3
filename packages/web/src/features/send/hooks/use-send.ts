import { UserFacingError } from '@opswap/protocol/errors/wallet-errors';
import { tokenSendFees } from '@opswap/protocol/swap/transaction-fees';
import { isNativeToken, NATIVE_TOKEN_ADDRESS } from '@opswap/protocol/tokens/token';
import { SEND_FORM_MESSAGES } from '@opswap/protocol/validation/send-form';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import type { SendPlan } from '../stores/send-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

/**
 * The send on the shared transaction flow: an OP20 safeTransfer, or a Bitcoin payment the wallet
 * builds at the fee rate of the settings, recorded as a 'Send' activity.
 */
export function useSend() {
  return useTransactionFlow<SendPlan>({
    fees: tokenSendFees,
    send: async (plan, { network, wallet, fees }) => {
      const chain = await loadChainModule(() => import('../chain/send-chain.ts'));
      if (isNativeToken(plan.token)) {
        return {
          transactionId: await chain.sendBitcoin(
            network,
            plan.recipient,
            plan.amount,
            wallet,
            fees.feeRate,
          ),
        };
      }
      if (!plan.recipientAddress) {
        throw new UserFacingError(SEND_FORM_MESSAGES.recipientKeyNotFound);
      }
      return {
        transactionId: await chain.sendToken(
          network,
          plan.token.address,
          plan.recipientAddress,
          plan.amount,
          wallet,
          fees,
        ),
      };
    },
    activity: (plan, { transactionId }) => ({
      type: 'Send',
      transactionId,
      data: {
        tokenAddress: isNativeToken(plan.token) ? NATIVE_TOKEN_ADDRESS : plan.token.address,
        amount: plan.amount.toString(),
      },
    }),
  });
}
