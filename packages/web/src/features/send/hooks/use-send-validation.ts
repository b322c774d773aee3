import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { isWithinBalance } from '@opswap/protocol/amount/balance';
import { typedAmountUnits } from '@opswap/protocol/amount/amount-input';
import { isNativeToken, type Token } from '@opswap/protocol/tokens/token';
import {
  SEND_FORM_MESSAGES,
  type SendFormResult,
  validateRecipient,
  validateSendForm,
} from '@opswap/protocol/validation/send-form';
import { isValidSendRecipient } from '@opswap/protocol/validation/send-recipient';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useTokenBalance } from '../../../entities/tokens/use-token-balance.ts';
import { type ConnectedWallet, useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { useRecipientKey } from './use-recipient-key.ts';

export interface SendValidation extends Omit<SendFormResult, 'valid'> {
  amount: string | null;
  /** The amount in base units; null while empty or unreadable. */
  units: bigint | null;
  balance: bigint | undefined;
  /** The balance could not be read. */
  balanceFailed: boolean;
  /** The recipient's OP_NET address for a token transfer (null for Bitcoin or while unknown). */
  recipientAddress: string | null;
  /** The recipient's key is still being looked up. */
  checkingRecipient: boolean;
}

/** Every address of the connected wallet: sending to any of them is sending to oneself. */
function ownAddresses(wallet: ConnectedWallet | null): string[] {
  if (!wallet) return [];
  const own = [wallet.address, wallet.publicKey, `0x${wallet.publicKey}`];
  if (wallet.sender) own.push(wallet.sender.toHex());
  return own;
}

/**
 * The send form's checks (protocol validation/send-form.ts), in the spec's words: the recipient
 * (present, valid for the network, not oneself, its key resolvable for tokens) and the amount
 * (above 0, within the balance plus 0.1 percent).
 */
export function useSendValidation(
  token: Token | null,
  amountText: string,
  recipient: string,
): SendValidation {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const balanceQuery = useTokenBalance(token);
  const balance = balanceQuery.data;
  const native = isNativeToken(token);
  const check = {
    ownAddresses: ownAddresses(wallet),
    isValidForNetwork: (address: string) => isValidSendRecipient(address, { network, native }),
  };
  const units = token ? typedAmountUnits(amountText, token.decimals) : null;
  const needsKey = token !== null && !native && validateRecipient(recipient, check) === null;
  const key = useRecipientKey(network, recipient, needsKey);
  const resolved = needsKey && key.data !== undefined ? key.data : undefined;

  const result = validateSendForm({
    recipient,
    amount: units,
    // An unknown balance is not blamed yet; the send waits for it.
    withinBalance: units === null || balance === undefined || isWithinBalance(units, balance),
    recipientKeyResolved: resolved === undefined ? undefined : resolved !== null,
    ...check,
  });
  const ownKey = wallet?.sender?.toHex().toLowerCase();
  const toSelf =
    typeof resolved === 'string' && ownKey !== undefined && resolved.toLowerCase() === ownKey;
  const lookupError = needsKey && key.isError ? toUserMessage(key.error) : null;
  const recipientError =
    result.recipient ?? lookupError ?? (toSelf ? SEND_FORM_MESSAGES.sendToSelf : null);
  return {
    recipient: recipientError,
    amount: result.amount,
    units,
    balance,
    balanceFailed: balanceQuery.isError === true,
    recipientAddress: resolved ?? null,
    checkingRecipient: needsKey && (key.isPending || key.isFetching),
  };
}
