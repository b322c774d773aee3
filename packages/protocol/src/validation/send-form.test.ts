import { describe, expect, it } from 'vitest';
import {
  SEND_FORM_MESSAGES,
  hasMinimumAddressLength,
  validateRecipient,
  validateSendAmount,
  validateSendForm,
} from './send-form.ts';

const OWN = 'bcrt1pownownownownownownownownownownownownownownownownowngq';
const OTHER = 'bcrt1potherotherotherotherotherotherotherotherotherothersq';

describe('messages', () => {
  it('uses the spec words', () => {
    expect(SEND_FORM_MESSAGES.enterRecipient).toBe('Enter Recipient Address');
    expect(SEND_FORM_MESSAGES.invalidRecipient).toBe('Enter Valid Recipient Address');
    expect(SEND_FORM_MESSAGES.sendToSelf).toBe('You cannot send to yourself.');
    expect(SEND_FORM_MESSAGES.amountNotPositive).toBe('Please enter a value greater than 0.');
    expect(SEND_FORM_MESSAGES.insufficientBalance).toBe(
      'Insufficient balance: the amount plus 0.1% must not exceed your balance.',
    );
  });
});

describe('hasMinimumAddressLength', () => {
  it('wants more than 25 characters', () => {
    expect(hasMinimumAddressLength('a'.repeat(25))).toBe(false);
    expect(hasMinimumAddressLength('a'.repeat(26))).toBe(true);
    expect(hasMinimumAddressLength(` ${'a'.repeat(25)} `)).toBe(false);
  });
});

describe('validateRecipient', () => {
  const check = { ownAddresses: [OWN] };

  it('asks for an address when empty', () => {
    expect(validateRecipient('', check)).toBe('Enter Recipient Address');
    expect(validateRecipient('   ', check)).toBe('Enter Recipient Address');
  });

  it('refuses 25 characters and accepts 26', () => {
    expect(validateRecipient('a'.repeat(25), check)).toBe('Enter Valid Recipient Address');
    expect(validateRecipient('a'.repeat(26), check)).toBeNull();
  });

  it('applies the network validator', () => {
    const isValidForNetwork = (address: string) => address.startsWith('bcrt1');
    expect(validateRecipient(OTHER, { ...check, isValidForNetwork })).toBeNull();
    expect(validateRecipient(`tb1${OTHER.slice(5)}xx`, { ...check, isValidForNetwork })).toBe(
      'Enter Valid Recipient Address',
    );
  });

  it('refuses the own address in any case and with spaces', () => {
    expect(validateRecipient(OWN, check)).toBe('You cannot send to yourself.');
    expect(validateRecipient(` ${OWN.toUpperCase()} `, check)).toBe('You cannot send to yourself.');
    expect(validateRecipient(OTHER, check)).toBeNull();
  });
});

describe('validateSendAmount', () => {
  it('wants a positive amount within balance', () => {
    expect(validateSendAmount(null, true)).toBe('Please enter a value greater than 0.');
    expect(validateSendAmount(0n, true)).toBe('Please enter a value greater than 0.');
    expect(validateSendAmount(-1n, true)).toBe('Please enter a value greater than 0.');
    expect(validateSendAmount(1n, true)).toBeNull();
    expect(validateSendAmount(1n, false)).toBe(SEND_FORM_MESSAGES.insufficientBalance);
  });
});

describe('validateSendForm', () => {
  const base = {
    recipient: OTHER,
    ownAddresses: [OWN],
    amount: 5n,
    withinBalance: true,
  };

  it('is valid with a good recipient and amount', () => {
    expect(validateSendForm(base)).toEqual({ recipient: null, amount: null, valid: true });
    expect(validateSendForm({ ...base, recipientKeyResolved: true }).valid).toBe(true);
  });

  it('reports both fields', () => {
    expect(validateSendForm({ ...base, recipient: '', amount: 0n })).toEqual({
      recipient: 'Enter Recipient Address',
      amount: 'Please enter a value greater than 0.',
      valid: false,
    });
  });

  it('blames an unresolved key only on an otherwise valid recipient', () => {
    expect(validateSendForm({ ...base, recipientKeyResolved: false }).recipient).toBe(
      SEND_FORM_MESSAGES.recipientKeyNotFound,
    );
    expect(
      validateSendForm({ ...base, recipient: OWN, recipientKeyResolved: false }).recipient,
    ).toBe('You cannot send to yourself.');
  });
});
