import { describe, expect, it } from 'vitest';
import { nativeToken } from '@opswap/protocol/tokens/token';
import { SEND_IDLE, type SendEvent, type SendPlan, sendTransition } from './send-flow.ts';

const plan: SendPlan = {
  token: nativeToken('regtest'),
  amount: 1000n,
  recipient: 'bcrt1p0lks35d0spqsvz2t3t0kqus38wrlpmcjtvvupkfkwdrzfh6zjypsljsy4e',
  recipientAddress: null,
};
const run = (...events: SendEvent[]) => events.reduce(sendTransition, SEND_IDLE);

describe('the send flow', () => {
  it('reviews, sends and ends sent', () => {
    expect(
      run({ type: 'review', plan }, { type: 'send' }, { type: 'sent', transactionId: 'ab' }),
    ).toEqual({ step: 'sent', plan, transactionId: 'ab' });
  });

  it('keeps a failure and returns to idle from it', () => {
    const failed = run({ type: 'review', plan }, { type: 'send' }, { type: 'fail', message: 'no' });
    expect(failed).toEqual({ step: 'failed', plan, message: 'no' });
    expect(sendTransition(failed, { type: 'reset' })).toBe(SEND_IDLE);
  });

  it('ignores what does not apply', () => {
    expect(run({ type: 'send' })).toBe(SEND_IDLE);
    expect(run({ type: 'review', plan }, { type: 'cancel' })).toBe(SEND_IDLE);
    const sending = run({ type: 'review', plan }, { type: 'send' });
    expect(sendTransition(sending, { type: 'cancel' })).toBe(sending);
    expect(sendTransition(sending, { type: 'reset' })).toBe(sending);
  });
});
