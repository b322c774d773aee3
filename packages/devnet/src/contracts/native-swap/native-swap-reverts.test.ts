import { ABIDataTypes } from '@btc-vision/transaction';
import { NATIVE_SWAP_REVERTS } from '@opswap/protocol/nativeswap/native-swap-reverts';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { BitcoinAbiTypes, NativeSwapAbi, OP_20_ABI } from 'opnet';
import type { BitcoinInterfaceAbi } from 'opnet';
import { describe, expect, it } from 'vitest';
import { toAddress } from '../../seed/calldata.ts';
import { abiFunction, compileAbi } from '../../vm/abi.ts';
import { defineContract } from '../../vm/contract.ts';
import type { ExecutionResult } from '../../vm/execution.ts';
import { argMints } from '../deployment-args.ts';
import { OP20, OP20_METHODS, op20ParamsFrom } from '../op20.ts';
import type { NativeSwapRevert } from './guards.ts';
import {
  FEES_ADDRESS,
  NativeSwapWorld,
  ofType,
} from '../../../test/support/native-swap-harness.ts';
import { E18 } from '../../../test/support/test-world.ts';
import type { WorldOptions } from '../../../test/support/native-swap-harness.ts';

const TOKEN_SATS = 100_000n;
const PAUSE = abiFunction(compileAbi(NativeSwapAbi), 'pause()');

/** A token that calls its caller's pause() while moving tokens: NativeSwap must refuse re-entry. */
class ReenteringToken extends OP20 {
  protected override move(from: string, to: string, amount: bigint): void {
    super.move(from, to, amount);
    if (this.isContract(this.sender)) this.invoke(this.sender, PAUSE, []);
  }
}

const PEG_ABI: BitcoinInterfaceAbi = [
  ...OP_20_ABI,
  {
    name: 'pegUpdatedAt',
    type: BitcoinAbiTypes.Function,
    constant: true,
    inputs: [],
    outputs: [{ name: 'updatedAt', type: ABIDataTypes.UINT64 }],
  },
];

const TEST_TOKENS = [
  defineContract({
    kind: 'ReenteringToken',
    abi: OP_20_ABI,
    reentrancy: 'callback',
    create: (frame) => new ReenteringToken(frame),
    construct: (token, args) => token.instantiate(op20ParamsFrom(args), argMints(args)),
    methods: OP20_METHODS,
  }),
  defineContract({
    kind: 'PegToken',
    abi: PEG_ABI,
    reentrancy: 'callback',
    create: (frame) => new OP20(frame),
    construct: (token, args) => token.instantiate(op20ParamsFrom(args), argMints(args)),
    methods: { ...OP20_METHODS, 'pegUpdatedAt()': () => [1n] },
  }),
];

interface RevertCase {
  revert: NativeSwapRevert;
  /** The exact message, or how to compute it from the world after the run. */
  message: string | ((world: NativeSwapWorld) => string);
  options?: WorldOptions;
  run(world: NativeSwapWorld): ExecutionResult;
}

const t = (world: NativeSwapWorld, label: string) => world.trader(label);
const token = (world: NativeSwapWorld) => toAddress(world.token);

/** Reserves for carol and leaves the reservation to expire; returns nothing. */
function expiredReservationOn(world: NativeSwapWorld, seller: string): void {
  world.ok(world.list(t(world, seller), 100n * E18));
  world.mine();
  world.ok(world.reserve(t(world, 'carol'), 50n * TOKEN_SATS));
  world.mine(7n);
  world.ok(world.list(t(world, 'dave'), 100n * E18)); // purges carol's reservation
}

let remembered = 0n;

const CASES: RevertCase[] = [
  {
    revert: 'originMustBeSender',
    message: 'NATIVE_SWAP: origin must be the sender.',
    run: (w) => {
      const calldata = w.client(t(w, 'alice')).encodeCalldata('swap', [token(w)]);
      const context = {
        ...w.harness.context(t(w, 'alice').hex, w.nextBlock),
        origin: t(w, 'bob').hex,
      };
      return w.harness.vm.execute(w.nativeSwap, calldata, context, true);
    },
  },
  {
    revert: 'senderMustBeEoa',
    message: 'NATIVE_SWAP: sender must be EOA',
    run: (w) => {
      const calldata = w.client().encodeCalldata('swap', [token(w)]);
      return w.harness.vm.execute(
        w.nativeSwap,
        calldata,
        w.harness.context(w.token, w.nextBlock),
        true,
      );
    },
  },
  {
    revert: 'paused',
    message: 'NATIVE_SWAP: Contract is currently paused. Try again later.',
    run: (w) => {
      w.ok(w.call(w.owner, 'pause', []));
      return w.list(t(w, 'alice'), 100n * E18);
    },
  },
  {
    revert: 'withdrawModeNotActive',
    message: 'NATIVE_SWAP: Withdraw mode is not active.',
    run: (w) => w.call(w.owner, 'withdrawListing', [token(w)]),
  },
  {
    revert: 'withdrawModeActive',
    message: 'NATIVE_SWAP: You cannot perform this action when withdraw mode is active.',
    run: (w) => {
      w.ok(w.call(w.owner, 'activateWithdrawMode', []));
      return w.call(w.owner, 'setFees', [1n, 1n]);
    },
  },
  {
    revert: 'onlyDeployer',
    message: 'Only deployer can call this method',
    run: (w) => w.call(t(w, 'alice'), 'setFees', [1n, 1n]),
  },
  {
    revert: 'reentrancyLocked',
    message: 'ReentrancyGuard: LOCKED',
    options: { pool: false, tokenKind: 'ReenteringToken', extraContracts: TEST_TOKENS },
    run: (w) => w.createPool(),
  },
  {
    revert: 'invalidTokenAddress',
    message: 'NATIVE_SWAP: Invalid token address.',
    run: (w) => w.call(t(w, 'carol'), 'swap', [toAddress(DEAD_ADDRESS)]),
  },
  {
    revert: 'poolDoesNotExist',
    message: 'NATIVE_SWAP: Pool does not exist for token.',
    options: { pool: false },
    run: (w) => w.list(t(w, 'alice'), 100n * E18),
  },
  {
    revert: 'noPoolExists',
    message: 'NATIVE_SWAP: No pool exists for token.',
    options: { pool: false },
    run: (w) => w.reserve(t(w, 'carol'), 50n * TOKEN_SATS),
  },
  {
    revert: 'onlyTokenOwner',
    message: 'NATIVE_SWAP: Only token owner can call createPool.',
    options: { pool: false },
    run: (w) => {
      const alice = t(w, 'alice');
      return w.call(alice, 'createPool', [
        token(w),
        10n ** 13n,
        1_000n * E18,
        alice.key,
        alice.receiver,
        0,
        0n,
        100,
        0,
        0n,
        0n,
      ]);
    },
  },
  {
    revert: 'floorPriceZero',
    message: 'NATIVE_SWAP: Floor price cannot be zero.',
    options: { pool: false },
    run: (w) => w.createPool({ floorPrice: 0n }),
  },
  {
    revert: 'initialLiquidityZero',
    message: 'NATIVE_SWAP: Initial liquidity cannot be zero.',
    options: { pool: false },
    run: (w) => w.createPool({ initialLiquidity: 0n }),
  },
  {
    revert: 'antiBotMaxTokensZero',
    message: 'NATIVE_SWAP: Anti-bot max tokens per reservation cannot be zero.',
    options: { pool: false },
    run: (w) => w.createPool({ antiBotEnabledFor: 5 }),
  },
  {
    revert: 'fiveBlockPercentAbove100',
    message:
      'NATIVE_SWAP: The maximum reservation percentage for 5 blocks must be less than or equal to 100.',
    options: { pool: false },
    run: (w) => w.createPool({ maxReservesIn5BlocksPercent: 101 }),
  },
  {
    revert: 'baseQuoteAlreadySet',
    message: 'NATIVE_SWAP: Base quote already set.',
    run: (w) => w.createPool(),
  },
  {
    revert: 'invalidPoolType',
    message: 'NATIVE_SWAP: Invalid pool type. Must be 0 (standard) or 1 (stable).',
    options: { pool: false },
    run: (w) => w.createPool({ poolType: 2 }),
  },
  {
    revert: 'amplificationOutOfRange',
    message: 'NATIVE_SWAP: Amplification must be between 1 and 10000.',
    options: { pool: false },
    run: (w) => w.createPool({ poolType: 1, amplification: 10_001n }),
  },
  {
    revert: 'pegUpdatedAtZero',
    message: 'NATIVE_SWAP: pegUpdatedAt() returned zero, invalid stable token.',
    options: { pool: false },
    run: (w) => w.createPool({ poolType: 1, amplification: 100n }),
  },
  {
    revert: 'stablePoolsUnsupported',
    message: 'NATIVE_SWAP: Stable pools (poolType 1) are not supported on the devnet.',
    options: { pool: false, tokenKind: 'PegToken', extraContracts: TEST_TOKENS },
    run: (w) => w.createPool({ poolType: 1, amplification: 100n }),
  },
  {
    revert: 'invalidReceiverLength',
    message: 'Invalid receiver length',
    run: (w) => {
      const alice = t(w, 'alice');
      return w.call(alice, 'listLiquidity', [
        token(w),
        alice.key.subarray(1),
        alice.receiver,
        100n * E18,
        false,
      ]);
    },
  },
  {
    revert: 'invalidReceiverAddress',
    message: 'NATIVE_SWAP: Invalid receiver address.',
    run: (w) => {
      const alice = t(w, 'alice');
      return w.call(alice, 'listLiquidity', [token(w), alice.key, 'nope', 100n * E18, false]);
    },
  },
  {
    revert: 'receiverNotCsv',
    message: 'NATIVE_SWAP: Invalid receiver address. Expected CSV P2WSH address with 1 blocks.',
    run: (w) => {
      const alice = t(w, 'alice');
      return w.call(alice, 'listLiquidity', [token(w), alice.key, FEES_ADDRESS, 100n * E18, false]);
    },
  },
  {
    revert: 'amountInZero',
    message: 'NATIVE_SWAP: Amount in cannot be zero.',
    run: (w) => w.list(t(w, 'alice'), 0n),
  },
  {
    revert: 'liquidityOverflow',
    message: 'NATIVE_SWAP: Liquidity overflow. Please add a smaller amount.',
    run: (w) => {
      w.ok(w.list(t(w, 'alice'), E18));
      return w.list(t(w, 'alice'), (1n << 128n) - 1n);
    },
  },
  {
    revert: 'priorityFeeNotPaid',
    message: 'NATIVE_SWAP: Not enough fees for priority queue.',
    run: (w) => w.list(t(w, 'alice'), 100n * E18, true, 49_999n),
  },
  {
    revert: 'activePriorityPosition',
    message:
      'NATIVE_SWAP: You already have an active position in the priority queue. Please use the priority queue.',
    run: (w) => {
      w.ok(w.list(t(w, 'bob'), 100n * E18, true));
      return w.list(t(w, 'bob'), 100n * E18);
    },
  },
  {
    revert: 'partiallyFulfilled',
    message:
      'NATIVE_SWAP: You have an active position partially fulfilled. You must wait until it is fully fulfilled.',
    run: (w) => {
      w.ok(w.list(t(w, 'alice'), 100n * E18));
      w.mine();
      const { payments } = w.reserved(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      w.mine();
      w.ok(w.swap(t(w, 'carol'), payments));
      return w.list(t(w, 'alice'), 100n * E18);
    },
  },
  {
    revert: 'reservedListing',
    message:
      'NATIVE_SWAP: All active reservations on your listing must be completed before listing again.',
    run: (w) => {
      w.ok(w.list(t(w, 'alice'), 100n * E18));
      w.mine();
      w.ok(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      return w.list(t(w, 'alice'), 100n * E18);
    },
  },
  {
    revert: 'inPurgeQueue',
    message:
      'NATIVE_SWAP: You are in the purge queue. Your current listing must be bought before listing again.',
    run: (w) => {
      expiredReservationOn(w, 'alice');
      return w.list(t(w, 'alice'), 100n * E18);
    },
  },
  {
    revert: 'inResetQueue',
    message:
      'NATIVE_SWAP: Provider is in the reset queue and needs to be resets first. Try again in a few blocks.',
    options: { args: { maxImmediateResets: 0 } },
    run: (w) => {
      w.ok(w.list(t(w, 'alice'), 10n * E18));
      w.mine();
      const { payments } = w.reserved(w.reserve(t(w, 'carol'), 10n * TOKEN_SATS));
      w.mine();
      w.ok(w.swap(t(w, 'carol'), payments));
      return w.list(t(w, 'alice'), 10n * E18);
    },
  },
  {
    revert: 'initialProviderListsOnce',
    message: 'NATIVE_SWAP: Initial provider can only add once, if not initialLiquidity.',
    run: (w) => w.list(w.owner, 100n * E18),
  },
  {
    revert: 'listingValueTooLow',
    message: 'NATIVE_SWAP: Liquidity value is too low in satoshis. (provided: 49999.)',
    run: (w) => w.list(t(w, 'alice'), 49_999n * 10n ** 13n),
  },
  {
    revert: 'queueTypeSwitch',
    message:
      'NATIVE_SWAP: Your current listing must be fully purchased before you can switch the queue type.',
    run: (w) => {
      w.ok(w.list(t(w, 'alice'), 100n * E18));
      return w.list(t(w, 'alice'), 100n * E18, true);
    },
  },
  {
    revert: 'listingTooLarge',
    message:
      'NATIVE_SWAP: Listing too large relative to pool. Adding 1100000000000000000000000 tokens but max allowed is 1000000000000000000000000 (10000 bps of 1000000000000000000000000 virtual reserve).',
    run: (w) => w.list(t(w, 'alice'), 2_200_000n * E18),
  },
  {
    revert: 'invalidSender',
    message: 'Invalid sender',
    run: (w) => {
      const carol = t(w, 'carol');
      return w.call(
        carol,
        'reserve',
        [token(w), 50n * TOKEN_SATS, 0n, 1, carol.key.subarray(1)],
        w.reservePayments(carol, 1),
      );
    },
  },
  {
    revert: 'reserveOwnLiquidity',
    message: 'NATIVE_SWAP: You cannot reserve your own liquidity.',
    run: (w) => w.reserve(w.owner, 50n * TOKEN_SATS),
  },
  {
    revert: 'activationDelayTooLong',
    message: 'NATIVE_SWAP: Activation delay cannot be greater than 3.',
    run: (w) => w.reserve(t(w, 'carol'), 50n * TOKEN_SATS, { activationDelay: 4 }),
  },
  {
    revert: 'maximumAmountInZero',
    message: 'NATIVE_SWAP: Maximum amount in cannot be zero.',
    run: (w) => w.reserve(t(w, 'carol'), 0n),
  },
  {
    revert: 'belowMinimumTradeSize',
    message: 'NATIVE_SWAP: Requested amount is below minimum trade size 49999 < 50000.',
    run: (w) => w.reserve(t(w, 'carol'), 49_999n),
  },
  {
    revert: 'reservationFeeNotPaid',
    message: 'NATIVE_SWAP: Insufficient fees collected. (Received: 4999 - Wanted: 5000)',
    run: (w) => {
      const carol = t(w, 'carol');
      const [, timelock] = w.reservePayments(carol, 1);
      const payments = [{ to: FEES_ADDRESS, value: 4_999n }, ...(timelock ? [timelock] : [])];
      return w.reserve(carol, 50n * TOKEN_SATS, { payments });
    },
  },
  {
    revert: 'proofOfFundsMissing',
    message:
      'NATIVE_SWAP: Missing timelock output to your CSV address. (Received: 0 - Wanted: 330)',
    run: (w) =>
      w.reserve(t(w, 'carol'), 50n * TOKEN_SATS, {
        payments: [{ to: FEES_ADDRESS, value: 5_000n }],
      }),
  },
  {
    revert: 'userTimedOut',
    message: 'NATIVE_SWAP: User is timed out.',
    run: (w) => {
      expiredReservationOn(w, 'alice');
      return w.reserve(t(w, 'carol'), 50n * TOKEN_SATS);
    },
  },
  {
    revert: 'previousReservationNotPurged',
    message:
      'NATIVE_SWAP: You may not reserve at this time. Your previous reservation has not been purged yet. Please try again later.',
    options: { args: { purgeBudget: 1 } },
    run: (w) => {
      w.ok(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      w.ok(w.reserve(t(w, 'dave'), 50n * TOKEN_SATS));
      w.mine(7n);
      return w.reserve(t(w, 'dave'), 50n * TOKEN_SATS);
    },
  },
  {
    revert: 'activeReservation',
    message:
      'NATIVE_SWAP: You already have an active reservation. Swap or wait for expiration before creating another',
    run: (w) => {
      w.ok(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      return w.reserve(t(w, 'carol'), 50n * TOKEN_SATS);
    },
  },
  {
    revert: 'notEnoughLiquidity',
    message: 'NATIVE_SWAP: Not enough liquidity available.',
    run: (w) => {
      w.ok(w.reserve(t(w, 'carol'), 200_000_000_000n));
      return w.reserve(t(w, 'dave'), 50n * TOKEN_SATS);
    },
  },
  {
    revert: 'reservationLimitReached',
    message: 'NATIVE_SWAP: Maximum reservation limit reached. Try again later.',
    options: { pool: { maxReservesIn5BlocksPercent: 0 } },
    run: (w) => w.reserve(t(w, 'carol'), 50n * TOKEN_SATS),
  },
  {
    revert: 'minimumLiquidityNotMet',
    message:
      'NATIVE_SWAP: Minimum liquidity not met. satoshis: (100, tokens: 1000000000000000, quote: 1000000000000000000000).',
    options: { pool: { initialLiquidity: 10n ** 15n } },
    run: (w) => w.reserve(t(w, 'carol'), 50n * TOKEN_SATS),
  },
  {
    revert: 'antiBotLimitExceeded',
    message: 'NATIVE_SWAP: Cannot exceed anti-bot max tokens per reservation.',
    options: { pool: { antiBotEnabledFor: 10, antiBotMaximumTokensPerReservation: E18 } },
    run: (w) => w.reserve(t(w, 'carol'), 50n * TOKEN_SATS),
  },
  {
    revert: 'noLiquidityReserved',
    message: 'NATIVE_SWAP: No liquidity reserved; no more liquidity available.',
    options: { args: { minimumListingSats: 1 } },
    run: (w) => {
      w.ok(w.reserve(t(w, 'carol'), 200_000_000_000n)); // every token of the initial provider
      w.ok(w.list(t(w, 'alice'), 55n * 10n ** 14n)); // 550 sats: dust on its own
      w.ok(w.list(t(w, 'bob'), 55n * 10n ** 14n));
      w.mine();
      return w.reserve(t(w, 'dave'), 50n * TOKEN_SATS);
    },
  },
  {
    revert: 'notEnoughLiquidityReserved',
    message:
      'NATIVE_SWAP: Not enough liquidity reserved; wanted 1000000000000000000000, got 50000000000000000000, spent 5000000, leftover tokens: 0, quote: 1000000000000000000000.',
    run: (w) => w.reserve(t(w, 'carol'), 50n * TOKEN_SATS, { minimumAmountOut: 1_000n * E18 }),
  },
  {
    revert: 'noValidReservation',
    message: 'No valid reservation for this address.',
    run: (w) => w.swap(t(w, 'carol'), []),
  },
  {
    revert: 'consumedInSameBlock',
    message: 'Reservation cannot be consumed in the same block',
    run: (w) => {
      const { payments } = w.reserved(
        w.reserve(t(w, 'carol'), 50n * TOKEN_SATS, { activationDelay: 0 }),
      );
      return w.swap(t(w, 'carol'), payments);
    },
  },
  {
    revert: 'tooEarlyToConsume',
    message: () => `Too early to consume reservation: (${remembered}, 2)`,
    run: (w) => {
      remembered = w.nextBlock;
      const { payments } = w.reserved(
        w.reserve(t(w, 'carol'), 50n * TOKEN_SATS, { activationDelay: 2 }),
      );
      w.mine();
      return w.swap(t(w, 'carol'), payments);
    },
  },
  {
    revert: 'quoteZeroAtReservation',
    message: () => `Impossible state: Quote at reservation is zero for block number: ${remembered}`,
    options: { args: { reservationLifetimeBlocks: 600 } },
    run: (w) => {
      remembered = w.nextBlock;
      const { payments } = w.reserved(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      w.mine(500n);
      w.ok(w.list(t(w, 'alice'), 100n * E18)); // block creation + 500: the same quote slot
      w.mine();
      return w.swap(t(w, 'carol'), payments);
    },
  },
  {
    revert: 'noTokensPurchased',
    message: 'NATIVE_SWAP: No tokens purchased in swap.',
    run: (w) => {
      w.ok(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      w.mine();
      return w.swap(t(w, 'carol'), []);
    },
  },
  {
    revert: 'reservationAlreadySwapped',
    message: 'NATIVE_SWAP: Reservation already swapped.',
    run: (w) => {
      const { payments } = w.reserved(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      w.mine(7n);
      w.ok(w.swap(t(w, 'carol'), payments));
      return w.swap(t(w, 'carol'), payments);
    },
  },
  {
    revert: 'noTokensForExpiredReservation',
    message: 'NATIVE_SWAP: No tokens purchased for expired reservation.',
    run: (w) => {
      w.ok(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      w.mine(7n);
      return w.swap(t(w, 'carol'), []);
    },
  },
  {
    revert: 'providerNotListed',
    message: 'NATIVE_SWAP: Provider is not listed.',
    run: (w) => w.cancel(t(w, 'alice')),
  },
  {
    revert: 'providerNotActive',
    message: "NATIVE_SWAP: Provider is not active or doesn't exist.",
    run: (w) => {
      w.ok(w.list(t(w, 'alice'), 100n * E18));
      w.ok(w.cancel(t(w, 'alice')));
      return w.cancel(t(w, 'alice'));
    },
  },
  {
    revert: 'cancelWhileReserved',
    message: () =>
      `NATIVE_SWAP: You can no longer cancel this listing. Someone have active reservations on your liquidity. ${remembered}.`,
    run: (w) => {
      w.ok(w.list(t(w, 'alice'), 100n * E18));
      w.mine();
      const reservation = w.events(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      remembered = ofType(reservation, 'LiquidityReserved')[0]?.tokenAmount as bigint;
      return w.cancel(t(w, 'alice'));
    },
  },
  {
    revert: 'cancelInPurgeQueue',
    message:
      'NATIVE_SWAP: You cannot cancel this listing at the moment. Provider is in the purge queue and needs to be purged first. Try again in a few blocks.',
    run: (w) => {
      expiredReservationOn(w, 'alice');
      return w.cancel(t(w, 'alice'));
    },
  },
  {
    revert: 'cancelInResetQueue',
    message:
      'NATIVE_SWAP: You cannot cancel this listing at the moment. Provider is in the reset queue and needs to be resets first. Try again in a few blocks.',
    options: { args: { maxImmediateResets: 0 } },
    run: (w) => {
      w.ok(w.list(t(w, 'alice'), 10n * E18));
      w.mine();
      const { payments } = w.reserved(w.reserve(t(w, 'carol'), 10n * TOKEN_SATS));
      w.mine();
      w.ok(w.swap(t(w, 'carol'), payments));
      return w.cancel(t(w, 'alice'));
    },
  },
  {
    revert: 'providerHasNoLiquidity',
    message: 'NATIVE_SWAP: Provider has no liquidity.',
    run: (w) => {
      w.ok(w.call(w.owner, 'activateWithdrawMode', []));
      return w.call(t(w, 'alice'), 'withdrawListing', [token(w)]);
    },
  },
  {
    revert: 'cancelAfterActivation',
    message: 'NATIVE_SWAP: You can no longer cancel this listing. Provider is providing liquidity.',
    run: (w) => {
      w.ok(w.list(t(w, 'alice'), 100n * E18));
      w.mine();
      const { payments } = w.reserved(w.reserve(t(w, 'carol'), 50n * TOKEN_SATS));
      w.mine();
      w.ok(w.swap(t(w, 'carol'), payments));
      return w.cancel(t(w, 'alice'));
    },
  },
  {
    revert: 'initialProviderCannotCancel',
    message: 'NATIVE_SWAP: Initial provider cannot cancel listing.',
    run: (w) => w.cancel(w.owner),
  },
  {
    revert: 'reservationFeeAboveCap',
    message: 'Reservation base fee cannot exceed the cap',
    run: (w) => w.call(w.owner, 'setFees', [100_001n, 50_000n]),
  },
  {
    revert: 'priorityFeeAboveCap',
    message: 'Priority queue base fee cannot exceed the cap',
    run: (w) => w.call(w.owner, 'setFees', [5_000n, 500_001n]),
  },
  {
    revert: 'feesAddressEmpty',
    message: 'NATIVE_SWAP: Fees address is empty.',
    run: (w) => w.call(w.owner, 'setFeesAddress', ['']),
  },
  {
    revert: 'feesAddressInvalid',
    message: 'NATIVE_SWAP: Fees address is an invalid bitcoin address.',
    run: (w) => w.call(w.owner, 'setFeesAddress', ['bc1-not-an-address']),
  },
  {
    revert: 'stakingAddressEmpty',
    message: 'NATIVE_SWAP: Staking contract address cannot be empty.',
    run: (w) => w.call(w.owner, 'setStakingContractAddress', [toAddress(DEAD_ADDRESS)]),
  },
  {
    revert: 'stakingAddressNotSet',
    message: 'NATIVE_SWAP: Staking contract address is not set.',
    options: { withoutStaking: true },
    run: (w) => w.list(t(w, 'alice'), 100n * E18, true),
  },
  {
    revert: 'updateUnsupported',
    message: 'NATIVE_SWAP: Contract updates are not supported on the devnet.',
    run: (w) => w.call(w.owner, 'update', [token(w), new Uint8Array()]),
  },
];

/**
 * Texts of the catalogue the devnet cannot reach: invariants the contract's own checks already
 * guarantee (an "Impossible state"), or checks an earlier check always pre-empts.
 */
const UNREACHABLE: Readonly<Partial<Record<NativeSwapRevert, string>>> = {
  quoteZero: 'T >= 1 and B <= T at creation keep the quote above zero',
  priceZeroOrNoLiquidity: 'as quoteZero',
  tokenWorthInfinity: 'as quoteZero',
  poolNotInitialized: 'a pool exists only with T and B set',
  cumulativeSellsTooHigh: 'pending credit is applied at the start of every call, so it is 0',
  constantProductBroken: 'B is re-derived from k, rounded up: the drift is below 1e-5',
  receiverChangeWhileReserved: 'a reserved listing is refused earlier (reservedListing)',
  invalidReservationId: 'a reservation slot always names its own block entry',
  reservationWithoutProviders: 'a reservation always has a provider; a swapped one is cleared',
  doubleSpend: 'a provider consumes at most what was paid to its address',
};

describe('every NativeSwap revert message, verbatim', () => {
  it.each(CASES.map((c) => [c.revert, c] as const))('%s', (_name, revertCase) => {
    const world = new NativeSwapWorld(revertCase.options);
    const result = revertCase.run(world);
    const message =
      typeof revertCase.message === 'string' ? revertCase.message : revertCase.message(world);
    expect(result.revert).toBe(message);
    expect(result.events).toEqual([]);
  });

  it('covers the whole catalogue: each text is tested or named unreachable', () => {
    const covered = new Set<string>([...CASES.map((c) => c.revert), ...Object.keys(UNREACHABLE)]);
    expect(Object.keys(NATIVE_SWAP_REVERTS).filter((key) => !covered.has(key))).toEqual([]);
    for (const key of Object.keys(UNREACHABLE)) {
      expect(CASES.some((c) => c.revert === key)).toBe(false);
    }
  });
});
