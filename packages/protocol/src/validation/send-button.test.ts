import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSendButton, type SendButtonInput } from './send-button.ts';
import { SEND_FORM_MESSAGES } from './send-form.ts';

const ready: SendButtonInput = {
  walletConnected: true,
  sending: false,
  token: { symbol: 'PILL' },
  amountError: null,
  balance: 'known',
  recipientError: null,
  checkingRecipient: false,
};
const button = (patch: Partial<SendButtonInput>) => getSendButton({ ...ready, ...patch });

describe('getSendButton', () => {
  it("reads 'Send' and submits when every check passes", () => {
    expect(button({})).toMatchObject({
      state: 'ready',
      text: 'Send',
      disabled: false,
      action: 'submit',
    });
  });

  it('asks to connect a wallet first, whatever else is missing', () => {
    expect(button({ walletConnected: false, token: null })).toMatchObject({
      text: 'Connect Wallet',
      action: 'connect-wallet',
      disabled: false,
    });
  });

  it('is disabled with the reason as its text: token, then amount, then recipient', () => {
    const amountError = SEND_FORM_MESSAGES.amountNotPositive;
    const recipientError = SEND_FORM_MESSAGES.enterRecipient;
    expect(button({ token: null, amountError, recipientError })).toMatchObject({
      text: 'Select Token',
      disabled: true,
    });
    expect(button({ amountError, recipientError })).toMatchObject({
      text: 'Please enter a value greater than 0.',
      disabled: true,
      action: 'none',
    });
    expect(button({ amountError: SEND_FORM_MESSAGES.insufficientBalance }).text).toBe(
      'Insufficient balance: the amount plus 0.1% must not exceed your balance.',
    );
    expect(button({ recipientError: SEND_FORM_MESSAGES.invalidRecipient })).toMatchObject({
      text: 'Enter Valid Recipient Address',
      disabled: true,
    });
    expect(button({ recipientError: SEND_FORM_MESSAGES.sendToSelf }).text).toBe(
      'You cannot send to yourself.',
    );
  });

  it('waits for the balance and the recipient’s key instead of sending without them', () => {
    expect(button({ balance: 'loading' })).toMatchObject({
      text: 'Loading balance...',
      disabled: true,
      loading: true,
    });
    expect(button({ balance: 'failed' })).toMatchObject({
      text: 'Balance fetch problem',
      disabled: true,
    });
    expect(button({ checkingRecipient: true })).toMatchObject({
      text: 'Send',
      disabled: true,
      loading: true,
    });
    expect(button({ sending: true })).toMatchObject({ text: 'Sending...', disabled: true });
  });

  it('only ever submits with a wallet, a token, a read balance and no error', () => {
    const message = fc.option(fc.constantFrom(...Object.values(SEND_FORM_MESSAGES)), {
      nil: null,
    });
    fc.assert(
      fc.property(
        fc.record({
          walletConnected: fc.boolean(),
          sending: fc.boolean(),
          token: fc.option(fc.record({ symbol: fc.constant('PILL') }), { nil: null }),
          amountError: message,
          balance: fc.constantFrom('known' as const, 'loading' as const, 'failed' as const),
          recipientError: message,
          checkingRecipient: fc.boolean(),
        }),
        (input) => {
          const result = getSendButton(input);
          if (result.action === 'submit') {
            expect(input).toMatchObject({
              walletConnected: true,
              sending: false,
              amountError: null,
              balance: 'known',
              recipientError: null,
              checkingRecipient: false,
            });
            expect(input.token).not.toBeNull();
          }
          expect(result.disabled).toBe(result.action === 'none');
        },
      ),
    );
  });
});
