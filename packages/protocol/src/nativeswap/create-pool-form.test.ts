import { describe, expect, it } from 'vitest';
import { addActivityBodySchema } from '../schemas/activity.ts';
import {
  ANTI_BOT_MAX_TOKENS_ZERO,
  CREATE_POOL,
  type CreatePoolFields,
  type CreatePoolInput,
  ENTER_ANTI_BOT_BLOCKS,
  ENTER_FLOOR_PRICE,
  INVALID_RECEIVER,
  LIQUIDITY_VALUE_TOO_HIGH,
  MAX_RESERVES_ABOVE_100,
  MAX_RESERVES_TOO_LOW,
  NOT_PURCHASABLE,
  NOT_TOKEN_OWNER,
  checkCreatePool,
  createPoolActivity,
  emptyCreatePoolFields,
  hasLiveNativeSwap,
  isWalletReceiver,
  parseDecimal,
} from './create-pool-form.ts';

const E18 = 10n ** 18n;
const TOKEN = { symbol: 'TKN', decimals: 18 };
const RECEIVER = 'bcrt1p6f0xvqe892y0fvm2hwnmmj6fzczp7lx6tluvwhymcca4d7a45jjsjnreze';

/** 1,000 TKN at 10,000 sats each: worth 10,000,000 sats. */
const VALID: CreatePoolFields = {
  ...emptyCreatePoolFields(RECEIVER),
  floorPrice: '10000',
  initialLiquidity: '1000',
};

function check(fields: Partial<CreatePoolFields> = {}, input: Partial<CreatePoolInput> = {}) {
  return checkCreatePool({
    walletConnected: true,
    token: TOKEN,
    owner: 'owner',
    pool: 'none',
    balance: 10_000n * E18,
    balanceStatus: 'known',
    phase: 'idle',
    ...input,
    fields: { ...VALID, ...fields },
  });
}

describe('hasLiveNativeSwap', () => {
  it('needs a configured NativeSwap that is not the dead address', () => {
    expect(hasLiveNativeSwap({ nativeSwap: `0x${'d8'.repeat(32)}` })).toBe(true);
    expect(hasLiveNativeSwap({ nativeSwap: `0x${'00'.repeat(32)}` })).toBe(false);
    expect(hasLiveNativeSwap(null)).toBe(false);
  });
});

describe('parseDecimal', () => {
  it('reads typed text in base units, null while empty or half typed', () => {
    expect(parseDecimal(' 1.5 ', 2)).toBe(150n);
    expect(parseDecimal('', 2)).toBeNull();
    expect(parseDecimal('.', 2)).toBeNull();
    expect(parseDecimal('1.234', 2)).toBeNull();
  });
});

describe('isWalletReceiver', () => {
  it('recognises the wallet by its address or public key, in any case and with or without 0x', () => {
    const own = [RECEIVER, '02' + 'ab'.repeat(32)];
    expect(isWalletReceiver(` ${RECEIVER.toUpperCase()} `, own)).toBe(true);
    expect(isWalletReceiver('0x02' + 'AB'.repeat(32), own)).toBe(true);
    expect(isWalletReceiver('bcrt1pother' + 'x'.repeat(20), own)).toBe(false);
  });
});

describe('checkCreatePool', () => {
  it('is ready with every check passed and gives the contract its arguments', () => {
    const result = check();
    expect(result.button).toMatchObject({ state: 'ready', text: CREATE_POOL, disabled: false });
    expect(result.request).toEqual({
      floorPrice: 10n ** 14n,
      initialLiquidity: 1_000n * E18,
      receiver: RECEIVER,
      antiBotEnabledFor: 0,
      antiBotMaximumTokensPerReservation: 0n,
      maxReservesIn5BlocksPercent: 50,
    });
    expect(result.preview).toEqual({
      floorPrice: 10n ** 14n,
      openingPriceSats: 10_000n * 10n ** 8n,
      tokensPerBitcoin: 10_000n * E18,
      liquidityValueSats: 10_000_000n,
    });
  });

  it('asks for a wallet, then a token', () => {
    expect(check({}, { walletConnected: false }).button).toMatchObject({
      text: 'Connect Wallet',
      action: 'connect-wallet',
    });
    expect(check({}, { token: null }).button.text).toBe('Select a token');
  });

  it('follows the transaction in flight', () => {
    expect(check({}, { phase: 'approving' }).button.text).toBe('Approving TKN...');
    expect(check({}, { phase: 'sending' }).button).toMatchObject({
      text: 'Creating Pool...',
      loading: true,
    });
  });

  it('refuses a wallet that does not own the token, after waiting for the lookup', () => {
    expect(check({}, { owner: 'checking' }).button).toMatchObject({ loading: true });
    expect(NOT_TOKEN_OWNER).toBe('Only the token owner can create its native pool.');
    expect(check({}, { owner: 'not-owner' }).button).toMatchObject({
      state: 'not-owner',
      text: NOT_TOKEN_OWNER,
      disabled: true,
    });
  });

  it('says when the token already has a pool', () => {
    expect(check({}, { pool: 'checking' }).button.state).toBe('checking-pool');
    expect(check({}, { pool: 'exists' }).button.text).toBe('Token pair already has a pool');
  });

  it('asks for a floor price above zero, without blaming the empty field', () => {
    const empty = check({ floorPrice: '' });
    expect(empty.button.text).toBe(ENTER_FLOOR_PRICE);
    expect(empty.errors.floorPrice).toBeNull();
    expect(check({ floorPrice: '0' }).errors.floorPrice).toBe(
      'The floor price must be greater than 0.',
    );
  });

  it('refuses a floor price the contract cannot express: tokens not purchasable', () => {
    // A whole-number token at 2 sats: one base unit would cost more than a sat.
    const result = check(
      { floorPrice: '2', initialLiquidity: '100000' },
      { token: { symbol: 'WHL', decimals: 0 }, balance: 10n ** 9n },
    );
    expect(result.button).toMatchObject({ state: 'not-purchasable', text: NOT_PURCHASABLE });
    expect(NOT_PURCHASABLE).toBe(
      'The selected floor price would result in tokens not being purchasable.',
    );
    expect(result.errors.floorPrice).toBe(NOT_PURCHASABLE);
  });

  it('checks the initial liquidity against the balance with its 0.1 percent buffer', () => {
    expect(check({ initialLiquidity: '' }).button.text).toBe('Enter an amount for TKN');
    expect(check({ initialLiquidity: '' }).initialLiquidity).toBeNull();
    expect(check({ initialLiquidity: '2.5' }).initialLiquidity).toBe(25n * 10n ** 17n);
    expect(check({ initialLiquidity: '0' }).errors.initialLiquidity).toBe(
      'The initial liquidity must be greater than 0.',
    );
    expect(check({}, { balance: 1_000n * E18 }).button.text).toBe('Insufficient TKN balance');
    expect(check({}, { balance: 1_001n * E18 }).button.state).toBe('ready');
    expect(check({}, { balance: undefined, balanceStatus: 'loading' }).button.text).toBe(
      'Loading balance...',
    );
    expect(check({}, { balance: undefined, balanceStatus: 'failed' }).button.text).toBe(
      'Balance fetch problem',
    );
  });

  it('needs the initial liquidity worth at least 50,000 sats at the floor price', () => {
    const result = check({ initialLiquidity: '4.9999' });
    expect(result.button.state).toBe('liquidity-value');
    expect(result.errors.initialLiquidity).toBe(
      'The initial liquidity must be worth at least 50,000 sats at the floor price; it is worth 49,999 sats.',
    );
    expect(check({ initialLiquidity: '5' }).button.state).toBe('ready');
  });

  it('refuses a liquidity worth more than 21 million BTC', () => {
    const result = check({ floorPrice: '10000000000000000', initialLiquidity: '1000' });
    expect(result.errors.initialLiquidity).toBe(LIQUIDITY_VALUE_TOO_HIGH);
  });

  it('needs a receiver longer than 25 characters', () => {
    expect(check({ receiver: ' ' }).button.text).toBe('Enter a receiver address');
    expect(check({ receiver: 'x'.repeat(25) }).errors.receiver).toBe(INVALID_RECEIVER);
    expect(check({ receiver: 'x'.repeat(26) }).button.state).toBe('ready');
  });

  it('needs anti-bot blocks and a maximum per reservation when anti-bot is on', () => {
    const on = { antiBotEnabled: true };
    expect(check(on).button.text).toBe(ENTER_ANTI_BOT_BLOCKS);
    expect(check(on).errors.antiBot).toBeNull();
    expect(check({ ...on, antiBotBlocks: '65536' }).errors.antiBot).toBe(ENTER_ANTI_BOT_BLOCKS);
    expect(check({ ...on, antiBotBlocks: '10', antiBotMaxTokens: '0' }).errors.antiBot).toBe(
      ANTI_BOT_MAX_TOKENS_ZERO,
    );
    const ready = check({ ...on, antiBotBlocks: '10', antiBotMaxTokens: '5' });
    expect(ready.request).toMatchObject({
      antiBotEnabledFor: 10,
      antiBotMaximumTokensPerReservation: 5n * E18,
    });
  });

  it('calls tokens not purchasable when a minimum trade buys more than the anti-bot maximum', () => {
    // 50,000 sats buy 5 TKN at 10,000 sats each.
    const result = check({ antiBotEnabled: true, antiBotBlocks: '10', antiBotMaxTokens: '4.9' });
    expect(result.button).toMatchObject({ state: 'not-purchasable', text: NOT_PURCHASABLE });
    expect(result.errors.antiBot).toBe(
      'A minimum trade of 50,000 sats buys 5 TKN at this floor price, more than the anti-bot maximum per reservation.',
    );
    expect(result.request).toBeNull();
  });

  it('takes a whole percent from 0 to 100 that lets a minimum trade be reserved', () => {
    expect(check({ maxReservesPercent: '101' }).errors.maxReserves).toBe(MAX_RESERVES_ABOVE_100);
    expect(check({ maxReservesPercent: '2.5' }).button.state).toBe('max-reserves');
    expect(check({ maxReservesPercent: '0' }).errors.maxReserves).toBe(MAX_RESERVES_TOO_LOW);
    expect(check({ maxReservesPercent: '100' }).request?.maxReservesIn5BlocksPercent).toBe(100);
    // 1 percent of 5.5 TKN is worth 550 sats: less than a reservation's 1,000-sat minimum.
    expect(check({ initialLiquidity: '5.5', maxReservesPercent: '1' }).button.state).toBe(
      'max-reserves',
    );
  });

  it('shows every field error at once while the button names the first', () => {
    const result = check({ floorPrice: '0', receiver: 'short', maxReservesPercent: '101' });
    expect(result.button.text).toBe('The floor price must be greater than 0.');
    expect(result.errors.receiver).toBe(INVALID_RECEIVER);
    expect(result.errors.maxReserves).toBe(MAX_RESERVES_ABOVE_100);
  });
});

describe('createPoolActivity', () => {
  it('records the token and the arguments, storable by the api', () => {
    const request = check().request!;
    const body = createPoolActivity('0x' + 'aa'.repeat(32), request, 'c'.repeat(64));
    expect(body).toEqual({
      type: 'CreatePool',
      transactionId: 'c'.repeat(64),
      data: {
        token: '0x' + 'aa'.repeat(32),
        floorPrice: '100000000000000',
        initialLiquidity: (1_000n * E18).toString(),
        receiver: RECEIVER,
        antiBotEnabledFor: 0,
        antiBotMaximumTokensPerReservation: '0',
        maxReservesIn5BlocksPercent: 50,
      },
    });
    expect(addActivityBodySchema.safeParse(body).success).toBe(true);
  });
});
