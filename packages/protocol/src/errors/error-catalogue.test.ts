import { describe, expect, it } from 'vitest';
import {
  EPOCH_CHANGED_MESSAGE,
  INDEXING_IN_PROGRESS_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  REVERT_CATALOGUE,
  createRevertMatcher,
  matchRevert,
  stripRevertWrappers,
  toFriendlyRevert,
} from './error-catalogue.ts';
import { COMPOUND_REVERTS } from '../staking/staking-reverts.ts';

/** Every user-facing NativeSwap revert text, with sample values where '…' stands. */
const NATIVE_SWAP_REVERTS = [
  'origin must be the sender.',
  'sender must be EOA',
  'Contract is currently paused. Try again later.',
  'Withdraw mode is not active.',
  'You cannot perform this action when withdraw mode is active.',
  'Invalid token address.',
  'Pool does not exist for token.',
  'No pool exists for token.',
  'Only token owner can call createPool.',
  'Floor price cannot be zero.',
  'Initial liquidity cannot be zero.',
  'Anti-bot max tokens per reservation cannot be zero.',
  'Base quote already set.',
  'The maximum reservation percentage for 5 blocks must be less than or equal to 100.',
  'Invalid pool type. Must be 0 (standard) or 1 (stable).',
  'Amplification must be between 1 and 10000.',
  'pegUpdatedAt() returned zero, invalid stable token.',
  'Invalid receiver address.',
  'Invalid receiver address. Expected CSV P2WSH address with 1 blocks.',
  'Cannot change receiver address while reserved.',
  'Amount in cannot be zero.',
  'Liquidity overflow. Please add a smaller amount.',
  'Not enough fees for priority queue.',
  'You already have an active position in the priority queue. Please use the priority queue.',
  'You have an active position partially fulfilled. You must wait until it is fully fulfilled.',
  'All active reservations on your listing must be completed before listing again.',
  'You are in the purge queue. Your current listing must be bought before listing again.',
  'Provider is in the reset queue and needs to be resets first. Try again in a few blocks.',
  'Quote is zero. Please set initial price if you are the owner of the token.',
  'Initial provider can only add once, if not initialLiquidity.',
  'Liquidity value is too low in satoshis. (provided: 9999.)',
  'Your current listing must be fully purchased before you can switch the queue type.',
  'Pool not initialized.',
  'Listing too large relative to pool. Adding 5 tokens but max allowed is 4 (10000 bps of 4 virtual reserve).',
  'Cumulative pending sells too high. Total pending would be 9, max allowed is 8.',
  'You cannot reserve your own liquidity.',
  'Activation delay cannot be greater than 3.',
  'Maximum amount in cannot be zero.',
  'Requested amount is below minimum trade size 9000 < 10000.',
  'Insufficient fees collected. (Received: 4000 - Wanted: 5000)',
  'User is timed out.',
  'Invalid reservationId 12 != 13',
  'You may not reserve at this time. Your previous reservation has not been purged yet. Please try again later.',
  'You already have an active reservation. Swap or wait for expiration before creating another',
  'Not enough liquidity available.',
  'Maximum reservation limit reached. Try again later.',
  'Minimum liquidity not met. satoshis: (900, tokens: 9, quote: 100).',
  'Provider is not listed.',
  "Provider is not active or doesn't exist.",
  'You cannot cancel this listing at the moment. Provider is in the purge queue and needs to be purged first. Try again in a few blocks.',
  'You cannot cancel this listing at the moment. Provider is in the reset queue and needs to be resets first. Try again in a few blocks.',
  'Initial provider cannot cancel listing.',
  'Cannot exceed anti-bot max tokens per reservation.',
  'No liquidity reserved; no more liquidity available.',
  'Not enough liquidity reserved; wanted 10, got 9, spent 900, leftover tokens: 1, quote: 100.',
  'Price is zero or no liquidity.',
  'Reservation already swapped.',
  'Reservation does not have any providers.',
  'No tokens purchased for expired reservation.',
  'No tokens purchased in swap.',
  'Provider has no liquidity.',
  'Fees address is empty.',
  'Fees address is an invalid bitcoin address.',
  'Staking contract address cannot be empty.',
  'Staking contract address is not set.',
];

const UNPREFIXED_REVERTS = [
  'Invalid receiver length',
  'No valid reservation for this address.',
  'Reservation cannot be consumed in the same block',
  'Too early to consume reservation: (100, 2)',
  'Reservation base fee cannot exceed the cap',
  'Priority queue base fee cannot exceed the cap',
  'Only deployer can call this method',
  'ReentrancyGuard: LOCKED',
  'OP20S: Token returned zero peg rate',
  'OP20S: Peg has never been updated',
  'OP20S: Invalid peg timestamp - 123',
  'OP20S: Peg data stale. Last update 5',
  'StableSwap: pegRate out of bounds. 0',
  'StableSwap: D did not converge',
  'Invalid sender',
  'Impossible state: Double spend detected.',
  'IMPOSSIBLE STATE: Trade would cause BTC reserve overflow. 1',
  'Constant product broken after adding liquidity. Initial k: 1, New k: 2',
];

const OP20_REVERTS = [
  'Insufficient balance',
  'Insufficient allowance',
  'Invalid receiver',
  'Invalid approver',
  'Invalid spender',
  'Max supply reached',
  'Transfer rejected by recipient',
  'Already initialized',
  'Decimals > 32',
  'Invalid signature length',
  'Signature expired',
  'Invalid signature',
  "Can't mint 0 tokens.",
  'Max supply exceeded.',
  'Only admin can call this method',
  "Can't burn 0 tokens.",
  "Can't burn more than owned.",
];

const AMM_CODES = [
  'FORBIDDEN',
  'IDENTICAL_ADDRESSES',
  'INSUFFICIENT_INPUT_AMOUNT',
  'INSUFFICIENT_OUTPUT_AMOUNT',
  'INSUFFICIENT_LIQUIDITY',
  'PAIR_EXISTS',
  'K',
  'OVERFLOW',
  'TRANSFER_FAILED',
  'EXPIRED',
  'INVALID_PATH',
];

describe('the catalogue', () => {
  it.each(NATIVE_SWAP_REVERTS)('maps NATIVE_SWAP: %s', (text) => {
    const wrapped = `Error in calling function: NATIVE_SWAP: ${text}`;
    const match = matchRevert(wrapped);
    expect(match).not.toBeNull();
    expect(match?.friendly).not.toContain('NATIVE_SWAP');
    expect(matchRevert(text)).toEqual(match);
  });

  it.each([...UNPREFIXED_REVERTS, ...OP20_REVERTS])('maps %s', (text) => {
    expect(matchRevert(text)).not.toBeNull();
  });

  it.each(AMM_CODES)('maps %s bare, prefixed and in lower case', (code) => {
    const bare = matchRevert(code);
    expect(bare?.family).toBe('amm');
    expect(matchRevert(`Motoswap: ${code}`)).toEqual(bare);
    expect(matchRevert(`MotoswapRouter: ${code}`)).toEqual(bare);
    expect(matchRevert(`Error in calling function: Motoswap: ${code.toLowerCase()}`)).toEqual(bare);
  });

  it('gives every entry a template or a pattern and fills every placeholder it uses', () => {
    for (const entry of REVERT_CATALOGUE) {
      expect(entry.template !== undefined || entry.pattern !== undefined).toBe(true);
      const placeholders = entry.friendly.match(/\{\w+\}/g) ?? [];
      for (const placeholder of placeholders) expect(entry.template).toContain(placeholder);
    }
  });
});

describe('screen texts used verbatim', () => {
  it.each([
    ['You cannot reserve your own liquidity.', 'Cannot reserve liquidity for own token'],
    [
      'You already have an active position in the priority queue. Please use the priority queue.',
      'Already an active listing for this pair, cancel first',
    ],
    [
      'You have an active position partially fulfilled. You must wait until it is fully fulfilled.',
      'Already listed, wait until fully consumed or use another account',
    ],
    ['Requested amount is below minimum trade size 9000 < 10000.', 'Below minimum trade'],
    ['Pool does not exist for token.', 'Pool does not exist'],
    ['No pool exists for token.', 'Pool does not exist'],
    ['Base quote already set.', 'Token pair already has a pool'],
    ['PAIR_EXISTS', 'Token pair already has a pool'],
    [
      'Initial provider can only add once, if not initialLiquidity.',
      'Initial provider cannot add consecutive liquidity',
    ],
    ['Not enough liquidity available.', 'No active listings or not enough liquidity'],
    ['Price is zero or no liquidity.', 'No active listings or not enough liquidity'],
    ['Contract is currently paused. Try again later.', 'Bitcoin swaps under maintenance'],
    [
      'You already have an active reservation. Swap or wait for expiration before creating another',
      'Already an active reservation for this pool, check activity page',
    ],
    ['No valid reservation for this address.', 'No active reservation found, it may have expired'],
    ['Liquidity value is too low in satoshis. (provided: 9999.)', 'Amount too small'],
    ['Minimum liquidity not met. satoshis: (900, tokens: 9, quote: 100).', 'Amount too small'],
    [
      'You can no longer cancel this listing. Provider is providing liquidity.',
      'Cannot cancel a listing that changed the price once someone started swapping',
    ],
    [
      'You can no longer cancel this listing. Someone have active reservations on your liquidity. 42.',
      'Cannot cancel a listing that changed the price once someone started swapping',
    ],
  ])('%s -> %s', (revert, friendly) => {
    expect(toFriendlyRevert(`NATIVE_SWAP: ${revert}`)).toBe(friendly);
  });
});

describe('templates', () => {
  it('fills values into the friendly text', () => {
    expect(
      toFriendlyRevert('NATIVE_SWAP: Insufficient fees collected. (Received: 4000 - Wanted: 5000)'),
    ).toBe('The reservation fee was not paid in full: 4000 of 5000 sats received.');
    expect(toFriendlyRevert('Too early to consume reservation: (100, 2)')).toBe(
      'Reorg protection is still active: your reservation from block 100 can be used 2 block(s) later.',
    );
  });

  it('matches case-insensitively and without the final period', () => {
    expect(toFriendlyRevert('native_swap: you cannot reserve your own liquidity')).toBe(
      'Cannot reserve liquidity for own token',
    );
    expect(toFriendlyRevert('USER IS TIMED OUT.')).toBe(toFriendlyRevert('User is timed out.'));
  });

  it('tells near-identical templates apart', () => {
    expect(
      toFriendlyRevert('Invalid receiver address. Expected CSV P2WSH address with 1 blocks.'),
    ).toBe(toFriendlyRevert('Invalid receiver address.'));
    expect(toFriendlyRevert('Invalid receiver')).not.toBe(
      toFriendlyRevert('Invalid receiver address.'),
    );
    expect(toFriendlyRevert('INSUFFICIENT_LIQUIDITY_MINTED')).toBe(
      'The amounts are too small to add liquidity.',
    );
    expect(toFriendlyRevert('INSUFFICIENT_LIQUIDITY')).toBe(
      'Not enough liquidity in this pool for the trade.',
    );
  });

  it('tries the longest template first', () => {
    const match = createRevertMatcher([
      { family: 'token', template: 'Transfer {detail}', friendly: 'short' },
      { family: 'token', template: 'Transfer failed: {reason}', friendly: 'long: {reason}' },
    ]);
    expect(match('Transfer failed: no allowance')?.friendly).toBe('long: no allowance');
    expect(match('Transfer blocked')?.friendly).toBe('short');
  });

  it('tries keyword patterns after every template, in order', () => {
    const match = createRevertMatcher([
      { family: 'internal', pattern: /state/i, friendly: 'first keyword' },
      { family: 'internal', pattern: /bad state/i, friendly: 'second keyword' },
      { family: 'token', template: 'Bad state {n}', friendly: 'template' },
    ]);
    expect(match('Bad state 5')?.friendly).toBe('template');
    expect(match('A bad state')?.friendly).toBe('first keyword');
  });

  it('does not match a template inside a longer text', () => {
    expect(matchRevert('Insufficient balance to pay the gas')).toBeNull();
    expect(matchRevert('KO')).toBeNull();
  });
});

describe('generic families', () => {
  it.each([
    'Impossible state: Token is worth infinity.',
    'IMPOSSIBLE STATE: Trade would cause virtual pool exhaustion. x',
    'Impossible state: Quote at reservation is zero for block number: 5',
    'NATIVE_SWAP: critical error in provider queue',
    'Invalid reservationId 1 != 2',
    'Constant product broken after adding liquidity. Initial k: 1, New k: 2',
    'SafeMath: division by zero',
  ])('%s -> one internal text', (text) => {
    expect(matchRevert(text)).toEqual({ family: 'internal', friendly: INTERNAL_ERROR_MESSAGE });
  });

  it('tells the user to retry while the node indexes', () => {
    expect(INDEXING_IN_PROGRESS_MESSAGE).toContain('30 to 60 seconds');
    expect(toFriendlyRevert('IndexingInProgress')).toBe(INDEXING_IN_PROGRESS_MESSAGE);
    expect(toFriendlyRevert('Error: Indexing in progress, please wait')).toBe(
      INDEXING_IN_PROGRESS_MESSAGE,
    );
  });

  it('tells the user to send again when the epoch challenge went out of date in a reorg', () => {
    expect(
      matchRevert('Interaction transaction failed: Unknown or expired epoch challenge solution'),
    ).toEqual({ family: 'node', friendly: EPOCH_CHANGED_MESSAGE });
  });

  it.each([
    [
      'Cannot change MOTO address after it is set',
      'This address is already set and cannot be changed.',
    ],
    [
      'ReentrancyGuard: reentrant call',
      'The contract is busy with another call. Please try again.',
    ],
    ['Insufficient total supply', 'Not enough total supply for this operation.'],
    ['Max slashing fee cannot exceed 100%', 'The maximum slashing fee cannot be above 100%.'],
    ['Reward token already enabled', 'This reward token is already enabled.'],
    ['Reward token not enabled', 'This reward token is not enabled.'],
    ['Staking pool not initialized', 'The staking pool is not initialised yet.'],
    ['No tokens staked', 'You have no tokens staked.'],
    [COMPOUND_REVERTS.nothingToCompound, 'You have no MOTO rewards to compound yet.'],
  ])('staking: %s', (text, friendly) => {
    expect(matchRevert(text)).toMatchObject({ friendly });
  });
});

describe('unknown messages and wrappers', () => {
  it('passes unknown text through without its transport wrappers', () => {
    expect(toFriendlyRevert('Something new happened')).toBe('Something new happened');
    expect(toFriendlyRevert('Error in calling function: NATIVE_SWAP: Something new')).toBe(
      'Something new',
    );
    expect(matchRevert('Something new happened')).toBeNull();
    expect(matchRevert('')).toBeNull();
  });

  it('strips nested wrappers', () => {
    expect(stripRevertWrappers(' Error in calling function: Error: NATIVE_SWAP: X ')).toBe('X');
  });
});
