import { ABICoder, ABIDataTypes } from '@btc-vision/transaction';
import {
  PRIORITY_QUEUE_BASE_FEE_SATS,
  RESERVATION_BASE_FEE_SATS,
  TIMELOCK_OUTPUT_SATS,
} from '@opswap/protocol/constants';
import { minimumAmountOut } from '@opswap/protocol/amm/slippage';
import { MOTO_ABI, MOTOCHEF_ABI, MOTOSWAP_STAKING_ABI, NativeSwapAbi } from 'opnet';
import type { DevAccount } from '../accounts/dev-accounts.ts';
import { fromHex } from '../bytes.ts';
import type { Chain } from '../chain/chain.ts';
import { RECEIVER_CSV_BLOCKS } from '../contracts/native-swap/guards.ts';
import { type CalldataEncoder, calldataEncoder, type DecodedEvent, toAddress } from './calldata.ts';
import type { BitcoinPayment, InteractionSender } from './interaction-sender.ts';
import {
  activationDelayOf,
  floorPrice,
  type SeedListing,
  type SeedNativePool,
  type SeedReservation,
} from './native-world-plan.ts';
import type { SeedContracts } from './seed-actions.ts';
import { SEED_SLIPPAGE_BPS } from './seed-plan.ts';

/** A reservation as its buyer keeps it: what to pay to whom, read from its receipt. */
export interface MinedReservation {
  buyer: DevAccount;
  plan: SeedReservation;
  block: number;
  payments: BitcoinPayment[];
  expectedAmountOut: bigint;
  totalSatoshis: bigint;
}

/** A reservation sent but not yet mined. */
export interface SentReservation {
  buyer: DevAccount;
  plan: SeedReservation;
  txid: string;
}

/** Receivers and proofs of funds are 1..3-block CSV addresses of the account's own key. */
const csvOf = (account: DevAccount, blocks: number, chain: Chain): string =>
  account.address.toCSV(blocks, chain.network).address;

const coder = new ABICoder();

/**
 * What the seed's NativeSwap, staking and farm users do, each as a real interaction: create
 * pools, list, reserve with the fee and timelock outputs, swap paying the providers named by the
 * reservation's LiquidityReserved events, stake and claim, deposit and harvest.
 */
export class NativeWorldActions {
  private readonly nativeSwap: CalldataEncoder;
  private readonly staking: CalldataEncoder;
  private readonly chef: CalldataEncoder;

  constructor(
    private readonly chain: Chain,
    private readonly sender: InteractionSender,
    private readonly contracts: SeedContracts,
    private readonly feesAddress: string,
  ) {
    this.nativeSwap = calldataEncoder(NativeSwapAbi, contracts.nativeSwap, chain.network);
    this.staking = calldataEncoder(MOTOSWAP_STAKING_ABI, contracts.staking, chain.network);
    this.chef = calldataEncoder(MOTOCHEF_ABI, contracts.motoChef, chain.network);
  }

  /** MOTO's deployer hands MOTO's admin to the farm, which then mints the farm's rewards. */
  handMotoAdminToFarm(deployer: DevAccount) {
    return this.sender.send(
      deployer,
      this.contracts.MOTO,
      calldataEncoder(MOTO_ABI, this.contracts.MOTO, this.chain.network).encode('changeAdmin', [
        toAddress(this.contracts.motoChef),
      ]),
      'the deployer makes the farm MOTO admin',
    );
  }

  createPool(owner: DevAccount, pool: SeedNativePool) {
    return this.sender.send(
      owner,
      this.contracts.nativeSwap,
      this.nativeSwap.encode('createPool', [
        toAddress(this.contracts[pool.token]),
        floorPrice(pool),
        pool.initialLiquidity,
        fromHex(owner.publicKey),
        csvOf(owner, RECEIVER_CSV_BLOCKS, this.chain),
        0,
        0n,
        pool.maxReservesIn5BlocksPercent,
        0,
        0n,
        0n,
      ]),
      `account ${owner.index} creates the ${pool.token} NativeSwap pool`,
    );
  }

  list(seller: DevAccount, listing: SeedListing) {
    return this.sender.send(
      seller,
      this.contracts.nativeSwap,
      this.nativeSwap.encode('listLiquidity', [
        toAddress(this.contracts[listing.token]),
        fromHex(seller.publicKey),
        csvOf(seller, RECEIVER_CSV_BLOCKS, this.chain),
        listing.amount,
        listing.priority,
      ]),
      `account ${seller.index} lists ${listing.token} (${listing.priority ? 'priority' : 'standard'})`,
      listing.priority ? [{ address: this.feesAddress, value: PRIORITY_QUEUE_BASE_FEE_SATS }] : [],
    );
  }

  /**
   * Reserves with the reservation fee to the fees address and, with an activation delay, the
   * timelock output to the buyer's CSV address; the minimum out is the quote less the seed's
   * slippage.
   */
  async reserve(buyer: DevAccount, plan: SeedReservation): Promise<SentReservation> {
    const token = toAddress(this.contracts[plan.token]);
    const delay = activationDelayOf(plan);
    const [quoted] = this.read(this.nativeSwap.encode('getQuote', [token, plan.satoshis]), [
      ABIDataTypes.UINT256,
    ]) as [bigint];
    const payments: BitcoinPayment[] = [
      { address: this.feesAddress, value: RESERVATION_BASE_FEE_SATS },
    ];
    if (delay > 0) {
      payments.push({ address: csvOf(buyer, delay, this.chain), value: TIMELOCK_OUTPUT_SATS });
    }
    const txid = await this.sender.send(
      buyer,
      this.contracts.nativeSwap,
      this.nativeSwap.encode('reserve', [
        token,
        plan.satoshis,
        minimumAmountOut(quoted, SEED_SLIPPAGE_BPS),
        delay,
        fromHex(buyer.publicKey),
      ]),
      `account ${buyer.index} reserves ${plan.token} for ${plan.satoshis} sats`,
      payments,
    );
    return { buyer, plan, txid };
  }

  /** The payments a mined reservation asks for, from its LiquidityReserved events. */
  mined(sent: SentReservation): MinedReservation {
    const events = this.nativeSwapEvents(sent.txid);
    const created = events.find((event) => event.type === 'ReservationCreated');
    const payments = events
      .filter((event) => event.type === 'LiquidityReserved')
      .map((event) => ({
        address: event.values.depositAddress as string,
        value: event.values.satoshisAmount as bigint,
      }));
    if (!created || payments.length === 0) {
      throw new Error(`Seed: account ${sent.buyer.index}'s reservation reserved nothing`);
    }
    const totalSatoshis = created.values.totalSatoshis as bigint;
    if (payments.reduce((sum, payment) => sum + payment.value, 0n) !== totalSatoshis) {
      throw new Error(`Seed: account ${sent.buyer.index}'s reservation does not add up`);
    }
    const found = this.chain.findTransaction(sent.txid);
    return {
      buyer: sent.buyer,
      plan: sent.plan,
      block: found?.status === 'mined' ? found.block.header.height : -1,
      payments,
      expectedAmountOut: created.values.expectedAmountOut as bigint,
      totalSatoshis,
    };
  }

  /** The swap that pays each provider what its LiquidityReserved event named. */
  swap(reservation: MinedReservation) {
    return this.sender.send(
      reservation.buyer,
      this.contracts.nativeSwap,
      this.nativeSwap.encode('swap', [toAddress(this.contracts[reservation.plan.token])]),
      `account ${reservation.buyer.index} swaps its ${reservation.plan.token} reservation`,
      reservation.payments,
    );
  }

  /** Requires a mined swap to have delivered the reservation's tokens for its sats. */
  checkSwapped(txid: string, reservation: MinedReservation): void {
    const executed = this.nativeSwapEvents(txid).find((event) => event.type === 'SwapExecuted');
    const label = `account ${reservation.buyer.index}'s ${reservation.plan.token} swap`;
    if (!executed) throw new Error(`Seed: ${label} executed nothing`);
    if (executed.values.amountIn !== reservation.totalSatoshis) {
      throw new Error(`Seed: ${label} did not pay the reservation's sats`);
    }
    const received = (executed.values.amountOut as bigint) + (executed.values.totalFees as bigint);
    if (received !== reservation.expectedAmountOut) {
      throw new Error(`Seed: ${label} did not buy the reserved tokens`);
    }
  }

  /** The pool's reserved tokens (getReserve). */
  reservedLiquidity(token: string): bigint {
    const [, reserved] = this.read(this.nativeSwap.encode('getReserve', [toAddress(token)]), [
      ABIDataTypes.UINT256,
      ABIDataTypes.UINT256,
    ]) as [bigint, bigint];
    return reserved;
  }

  stake(staker: DevAccount, amount: bigint) {
    return this.sender.send(
      staker,
      this.contracts.staking,
      this.staking.encode('stake', [amount]),
      `account ${staker.index} stakes MOTO`,
    );
  }

  claimRewards(staker: DevAccount) {
    return this.sender.send(
      staker,
      this.contracts.staking,
      this.staking.encode('claimRewards', []),
      `account ${staker.index} claims its staking rewards`,
    );
  }

  addFarmPool(owner: DevAccount, allocPoint: bigint, lpToken: string) {
    return this.sender.send(
      owner,
      this.contracts.motoChef,
      this.chef.encode('add', [allocPoint, toAddress(lpToken)]),
      `account ${owner.index} adds a farm pool`,
    );
  }

  deposit(farmer: DevAccount, pool: number, amount: bigint) {
    return this.sender.send(
      farmer,
      this.contracts.motoChef,
      this.chef.encode('deposit', [pool, amount, farmer.address]),
      `account ${farmer.index} deposits in farm pool ${pool}`,
    );
  }

  /** A virtual BTC stake in pool 0, paying the farm's BTC fee to the treasury. */
  stakeBtc(farmer: DevAccount, satoshis: bigint, treasury: string, feeSats: bigint) {
    return this.sender.send(
      farmer,
      this.contracts.motoChef,
      this.chef.encode('stakeBTC', [satoshis]),
      `account ${farmer.index} stakes BTC in the farm`,
      [{ address: treasury, value: feeSats }],
    );
  }

  harvest(farmer: DevAccount, pool: number) {
    return this.sender.send(
      farmer,
      this.contracts.motoChef,
      this.chef.encode('harvest', [pool, farmer.address]),
      `account ${farmer.index} harvests farm pool ${pool}`,
    );
  }

  /** NativeSwap's events in a mined interaction's receipt, decoded by the client. */
  nativeSwapEvents(txid: string): DecodedEvent[] {
    return this.nativeSwap.decodeEvents(this.sender.events(txid));
  }

  private read(calldata: Uint8Array, types: ABIDataTypes[]): unknown[] {
    const result = this.chain.call({ to: this.contracts.nativeSwap, calldata });
    if (result.revert !== null)
      throw new Error(`Seed: a NativeSwap read reverted: ${result.revert}`);
    return coder.decodeData(result.result, types);
  }
}
