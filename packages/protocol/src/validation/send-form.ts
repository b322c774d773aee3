import { hasAmount } from '../amount/amount-input.ts';
import { BALANCE_GAS_BUFFER_PER_MILLE, MINIMUM_ADDRESS_LENGTH } from '../constants.ts';

const bufferPercent = `${Number(BALANCE_GAS_BUFFER_PER_MILLE) / 10}%`;

/** The send screen's messages; the first four are the spec's words. */
export const SEND_FORM_MESSAGES = {
  enterRecipient: 'Enter Recipient Address',
  invalidRecipient: 'Enter Valid Recipient Address',
  sendToSelf: 'You cannot send to yourself.',
  amountNotPositive: 'Please enter a value greater than 0.',
  // Not shown in the spec: say why a balance that looks sufficient is not (the gas buffer).
  insufficientBalance: `Insufficient balance: the amount plus ${bufferPercent} must not exceed your balance.`,
  // Not shown in the spec: OP20 transfers need the recipient's public key, known once the address
  // has appeared on chain.
  recipientKeyNotFound:
    "The recipient's public key could not be found. Ask the recipient for an address they have already used on chain, or their public key.",
} as const;

/** An address counts as valid for the network when it is longer than 25 characters. */
export function hasMinimumAddressLength(address: string): boolean {
  return address.trim().length > MINIMUM_ADDRESS_LENGTH;
}

export interface RecipientCheck {
  /** Every address of the connected wallet (p2tr, public key, OP_NET address...). */
  ownAddresses: readonly string[];
  /** A network-specific check (e.g. the bitcoin library's), applied after the length rule. */
  isValidForNetwork?: (address: string) => boolean;
}

/** The recipient's error message, or null when it may be sent to. */
export function validateRecipient(recipient: string, check: RecipientCheck): string | null {
  const address = recipient.trim();
  if (address === '') return SEND_FORM_MESSAGES.enterRecipient;
  if (!hasMinimumAddressLength(address) || check.isValidForNetwork?.(address) === false) {
    return SEND_FORM_MESSAGES.invalidRecipient;
  }
  // Bech32 and hex addresses are case-insensitive.
  const lowered = address.toLowerCase();
  if (check.ownAddresses.some((own) => own.trim().toLowerCase() === lowered)) {
    return SEND_FORM_MESSAGES.sendToSelf;
  }
  return null;
}

/**
 * The amount's error message, or null. `withinBalance` comes from the shared balance rule (amount
 * plus 0.1 percent within the balance) so that rule lives once.
 */
export function validateSendAmount(amount: bigint | null, withinBalance: boolean): string | null {
  if (!hasAmount(amount)) return SEND_FORM_MESSAGES.amountNotPositive;
  if (!withinBalance) return SEND_FORM_MESSAGES.insufficientBalance;
  return null;
}

export interface SendFormInput extends RecipientCheck {
  recipient: string;
  /** The amount in base units; null while the input is empty or unparsable. */
  amount: bigint | null;
  withinBalance: boolean;
  /** Whether the recipient's public key was resolved; undefined while not looked up yet. */
  recipientKeyResolved?: boolean;
}

export interface SendFormResult {
  recipient: string | null;
  amount: string | null;
  valid: boolean;
}

/** Validates the whole send form; the recipient's key is only blamed once the address is otherwise fine. */
export function validateSendForm(input: SendFormInput): SendFormResult {
  const recipientError =
    validateRecipient(input.recipient, input) ??
    (input.recipientKeyResolved === false ? SEND_FORM_MESSAGES.recipientKeyNotFound : null);
  const amountError = validateSendAmount(input.amount, input.withinBalance);
  return {
    recipient: recipientError,
    amount: amountError,
    valid: recipientError === null && amountError === null,
  };
}
