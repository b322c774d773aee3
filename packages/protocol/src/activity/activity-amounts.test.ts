import { describe, expect, it } from 'vitest';
import { activitySchema, type ActivityJson } from '../schemas/activity.ts';
import { activityTokenAmounts, activityTypeLabel } from './activity-amounts.ts';

const TX = 'a'.repeat(64);
const TOKEN = `0x${'1'.repeat(64)}`;
const OTHER = `0x${'2'.repeat(64)}`;
const base = { transactionId: TX, status: 'Completed', timestamp: 1, lastUpdated: 2 } as const;
const parse = (json: ActivityJson) => activitySchema.parse(json);

describe('activityTokenAmounts', () => {
  it('reads a swap as what went in and what came out', () => {
    const swap = parse({
      ...base,
      type: 'Swap',
      data: { tokenOne: 'bitcoin', tokenTwo: TOKEN, amountIn: '50000', amountOut: '7' },
    });
    expect(activityTokenAmounts(swap)).toEqual([
      { token: 'bitcoin', amount: 50_000n, role: 'in' },
      { token: TOKEN, amount: 7n, role: 'out' },
    ]);
  });

  it('reads a send and a listing', () => {
    expect(
      activityTokenAmounts(
        parse({ ...base, type: 'Send', data: { tokenAddress: OTHER, amount: '12' } }),
      ),
    ).toEqual([{ token: OTHER, amount: 12n, role: 'sent' }]);
    expect(
      activityTokenAmounts(
        parse({ ...base, type: 'ListNativeSwap', data: { token: TOKEN, amount: '3' } }),
      ),
    ).toEqual([{ token: TOKEN, amount: 3n, role: 'listed' }]);
  });

  it.each([
    ['AddLiquidity', 'deposited'],
    ['RemoveLiquidity', 'withdrawn'],
  ] as const)('reads %s as the two tokens it %s', (type, role) => {
    const data = {
      tokenOne: TOKEN,
      tokenTwo: OTHER,
      amountOne: '10',
      amountTwo: '20',
      liquidity: '14',
    };
    expect(activityTokenAmounts(parse({ ...base, type, data }))).toEqual([
      { token: TOKEN, amount: 10n, role },
      { token: OTHER, amount: 20n, role },
    ]);
    expect(activityTokenAmounts(parse({ ...base, type, data: { tokenOne: TOKEN } }))).toEqual([]);
  });

  it("reads a native pool's initial liquidity and a provider's added tokens as listed", () => {
    const created = parse({
      ...base,
      type: 'CreatePool',
      data: { token: TOKEN, floorPrice: '5', initialLiquidity: '1000' },
    });
    expect(activityTokenAmounts(created)).toEqual([
      { token: TOKEN, amount: 1000n, role: 'listed' },
    ]);
    const added = parse({
      ...base,
      type: 'AddLiquidityNativeSwap',
      data: { token: TOKEN, amount: '40' },
    });
    expect(activityTokenAmounts(added)).toEqual([{ token: TOKEN, amount: 40n, role: 'listed' }]);
  });

  it('reads a reservation as the sats paid and the tokens reserved', () => {
    const reservation = parse({
      ...base,
      type: 'Reservation',
      data: { tokenAddress: TOKEN, tokenSymbol: 'MOTO', amountIn: '50000', amountOut: '9' },
    });
    expect(activityTokenAmounts(reservation)).toEqual([
      { token: 'bitcoin', amount: 50_000n, role: 'paid' },
      { token: TOKEN, amount: 9n, role: 'reserved' },
    ]);
  });

  it('reads a cancelled listing as the tokens returned: the listed amount less the penalty', () => {
    const cancel = parse({
      ...base,
      type: 'CancelListingNativeSwap',
      data: { token: TOKEN, amount: '1000', penalty: '500' },
    });
    expect(activityTokenAmounts(cancel)).toEqual([
      { token: TOKEN, amount: 500n, role: 'returned' },
    ]);
  });

  it('reads a withdrawn listing as all of its tokens returned', () => {
    const withdrawal = parse({
      ...base,
      type: 'RemoveLiquidityNativeSwap',
      data: { token: TOKEN, amount: '1000' },
    });
    expect(activityTokenAmounts(withdrawal)).toEqual([
      { token: TOKEN, amount: 1000n, role: 'returned' },
    ]);
  });

  it('reads a stake, an unstake (the stake less its slashing fee), a claim and a compound', () => {
    const amounts = (
      type: 'Stake' | 'Unstake' | 'Claim' | 'Reward',
      data: Record<string, unknown>,
    ) => activityTokenAmounts(parse({ ...base, type, data }));
    expect(amounts('Stake', { token: TOKEN, amount: '100' })).toEqual([
      { token: TOKEN, amount: 100n, role: 'staked' },
    ]);
    expect(amounts('Unstake', { token: TOKEN, amount: '100', fee: '18' })).toEqual([
      { token: TOKEN, amount: 82n, role: 'unstaked' },
    ]);
    const rewards = [
      { token: TOKEN, amount: '5' },
      { token: OTHER, amount: '9' },
    ];
    expect(amounts('Claim', { rewards })).toEqual([
      { token: TOKEN, amount: 5n, role: 'claimed' },
      { token: OTHER, amount: 9n, role: 'claimed' },
    ]);
    expect(
      amounts('Reward', { token: TOKEN, amount: '6', rewards: [{ token: OTHER, amount: '2' }] }),
    ).toEqual([
      { token: TOKEN, amount: 6n, role: 'rewarded' },
      { token: OTHER, amount: 2n, role: 'rewarded' },
    ]);
    expect(amounts('Reward', { token: TOKEN, amount: '6' })).toEqual([
      { token: TOKEN, amount: 6n, role: 'rewarded' },
    ]);
  });

  it('has no staking amounts when the data lacks them or a fee exceeds the stake', () => {
    const amounts = (type: 'Unstake' | 'Claim' | 'Reward', data: Record<string, unknown>) =>
      activityTokenAmounts(parse({ ...base, type, data }));
    expect(amounts('Unstake', { token: TOKEN, amount: '10', fee: '11' })).toEqual([]);
    expect(amounts('Unstake', { token: TOKEN, amount: '10' })).toEqual([]);
    expect(amounts('Claim', { token: TOKEN })).toEqual([]);
    expect(amounts('Reward', { rewards: [] })).toEqual([]);
  });

  it('has no amounts for a reservation or cancellation recorded without them', () => {
    expect(
      activityTokenAmounts(parse({ ...base, type: 'Reservation', data: { tokenAddress: TOKEN } })),
    ).toEqual([]);
    expect(
      activityTokenAmounts(
        parse({ ...base, type: 'CancelListingNativeSwap', data: { token: TOKEN, amount: '7' } }),
      ),
    ).toEqual([]);
  });

  it('reads a token deployment as its initial mint, none when nothing was minted', () => {
    const deployed = (initialMintAmount: string) =>
      parse({
        ...base,
        type: 'DeployToken',
        data: { token: TOKEN, name: 'Farm Coin', symbol: 'FARM', initialMintAmount },
      });
    expect(activityTokenAmounts(deployed('500'))).toEqual([
      { token: TOKEN, amount: 500n, role: 'minted' },
    ]);
    expect(activityTokenAmounts(deployed('0'))).toEqual([]);
  });

  it('has no amounts for types whose data names none', () => {
    expect(
      activityTokenAmounts(
        parse({ ...base, type: 'NativeSwap', data: { reservationHash: 'b'.repeat(64) } }),
      ),
    ).toEqual([]);
    expect(activityTokenAmounts(parse({ ...base, type: 'Stake', data: {} }))).toEqual([]);
  });
});

describe('activityTypeLabel', () => {
  it.each([
    ['Swap', 'Swap'],
    ['ListNativeSwap', 'List Native Swap'],
    ['AddLiquidityNativeSwap', 'Add Liquidity Native Swap'],
    ['CancelTransaction', 'Cancel Transaction'],
  ] as const)('reads %s as %s', (type, label) => {
    expect(activityTypeLabel(type)).toBe(label);
  });
});
