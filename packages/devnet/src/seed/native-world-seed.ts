import { RESERVATION_LIFETIME_BLOCKS } from '@opswap/protocol/constants';
import { basisPointsOf } from '@opswap/protocol/math/basis-points';
import { MOTOCHEF_ABI, OP_20_ABI } from 'opnet';
import type { DevAccount } from '../accounts/dev-accounts.ts';
import type { Chain } from '../chain/chain.ts';
import { DEFAULT_TREASURY_FEE_BPS } from '../contracts/farms/motochef.ts';
import type { ContractEvent } from '../vm/execution.ts';
import { calldataEncoder } from './calldata.ts';
import {
  type MinedReservation,
  NativeWorldActions,
  type SentReservation,
} from './native-world-actions.ts';
import {
  activationDelayOf,
  FARM_LP_POOL,
  FEES_ACCOUNT,
  SEED_BTC_STAKE,
  SEED_FARM,
  SEED_FARM_DEPOSITS,
  SEED_FARM_HARVESTER,
  SEED_LISTINGS,
  SEED_NATIVE_POOLS,
  SEED_RESERVATIONS,
  SEED_STAKES,
  SEED_STAKING_CLAIMER,
  TREASURY_ACCOUNT,
} from './native-world-plan.ts';
import type { SeedActions, SeedContracts } from './seed-actions.ts';
import { DEPLOYER, type SeedTokenSymbol } from './seed-plan.ts';

const STAKING_REWARDS: readonly SeedTokenSymbol[] = ['MOTO', 'PILL', 'ODYS'];

/** Every allowance the plan needs, once each: [account, token, spender]. */
function plannedApprovals(contracts: SeedContracts, lpToken: string): [number, string, string][] {
  const approvals = new Map<string, [number, string, string]>();
  const approve = (account: number, token: string, spender: string) =>
    approvals.set(`${account}:${token}:${spender}`, [account, token, spender]);
  for (const pool of SEED_NATIVE_POOLS) {
    approve(DEPLOYER, contracts[pool.token], contracts.nativeSwap);
  }
  for (const listing of SEED_LISTINGS) {
    approve(listing.account, contracts[listing.token], contracts.nativeSwap);
  }
  for (const stake of SEED_STAKES) approve(stake.account, contracts.MOTO, contracts.staking);
  for (const deposit of SEED_FARM_DEPOSITS) {
    const token = deposit.pool === FARM_LP_POOL ? lpToken : contracts.MOTO;
    approve(deposit.account, token, contracts.motoChef);
  }
  return [...approvals.values()];
}

/** The Transferred events of a receipt that paid `to` in `token`. */
function paidTo(chain: Chain, events: readonly ContractEvent[], token: string, to: string): bigint {
  return calldataEncoder(OP_20_ABI, token, chain.network)
    .decodeEvents(events)
    .filter((event) => event.type === 'Transferred' && event.values.to === to)
    .reduce((sum, event) => sum + (event.values.amount as bigint), 0n);
}

/**
 * The NativeSwap, staking and farm part of the seed, after the AMM history (blocks 8 to 18):
 *
 * 1. approvals; MOTO's admin handed to the farm; the farm's MOTO/PILL LP pool;
 * 2. the three NativeSwap pools (account 0 is each token's deployer); MOTO stakes; farm
 *    deposits and a virtual BTC stake;
 * 3. listings in the standard and the priority queue (the priority fee paid to the fees address);
 * 4. four reservations with their fee and timelock outputs;
 * 5. once the activation delay has passed, three swaps paying the providers;
 * 6. a staking claim (MOTO, PILL and ODYS from the NativeSwap fees) and a farm harvest;
 * 7. empty blocks until the fourth reservation has expired. Nothing has traded ODYS since, so it is
 *    not purged yet: the next ODYS reserve, listing or cancel purges it.
 *
 * Every step is checked: receipts succeed, reservations reserve, swaps deliver, claims pay.
 */
export async function seedNativeWorld(
  chain: Chain,
  accounts: readonly DevAccount[],
  amm: SeedActions,
  contracts: SeedContracts,
): Promise<void> {
  const account = (index: number) => accounts[index] as DevAccount;
  const { sender } = amm;
  const native = new NativeWorldActions(chain, sender, contracts, account(FEES_ACCOUNT).p2tr);
  const lpToken = amm.poolOf(...SEED_FARM.lpPair);

  for (const [index, token, spender] of plannedApprovals(contracts, lpToken)) {
    await amm.approve(account(index), token, spender);
  }
  await native.handMotoAdminToFarm(account(DEPLOYER));
  await native.addFarmPool(account(DEPLOYER), SEED_FARM.lpAllocPoint, lpToken);
  sender.mine();

  for (const pool of SEED_NATIVE_POOLS) await native.createPool(account(DEPLOYER), pool);
  for (const stake of SEED_STAKES) await native.stake(account(stake.account), stake.amount);
  for (const deposit of SEED_FARM_DEPOSITS) {
    const farmer = account(deposit.account);
    const amount =
      deposit.pool === FARM_LP_POOL
        ? (amm.lpBalance(farmer, ...SEED_FARM.lpPair) * deposit.percentOfLp) / 100n
        : deposit.amount;
    await native.deposit(farmer, deposit.pool, amount);
  }
  await native.stakeBtc(
    account(SEED_BTC_STAKE.account),
    SEED_BTC_STAKE.satoshis,
    account(TREASURY_ACCOUNT).p2tr,
    basisPointsOf(SEED_BTC_STAKE.satoshis, DEFAULT_TREASURY_FEE_BPS),
  );
  sender.mine();

  for (const listing of SEED_LISTINGS) await native.list(account(listing.account), listing);
  sender.mine();

  const sent: SentReservation[] = [];
  for (const plan of SEED_RESERVATIONS) {
    sent.push(await native.reserve(account(plan.account), plan));
  }
  sender.mine();
  const reservations = sent.map((reservation) => native.mined(reservation));

  const paid = reservations.filter((reservation) => reservation.plan.swap);
  const swapBlock = Math.max(...paid.map((r) => r.block + activationDelayOf(r.plan)));
  while (chain.height + 1 < swapBlock) sender.mine();
  const swaps: [string, MinedReservation][] = [];
  for (const reservation of paid) swaps.push([await native.swap(reservation), reservation]);
  sender.mine();
  for (const [txid, reservation] of swaps) native.checkSwapped(txid, reservation);

  const claimer = account(SEED_STAKING_CLAIMER);
  const claim = await native.claimRewards(claimer);
  const harvester = account(SEED_FARM_HARVESTER);
  const harvest = await native.harvest(harvester, FARM_LP_POOL);
  sender.mine();
  for (const symbol of STAKING_REWARDS) {
    if (paidTo(chain, sender.events(claim), contracts[symbol], claimer.opnetAddress) === 0n) {
      throw new Error(`Seed: account ${claimer.index}'s staking claim paid no ${symbol}`);
    }
  }
  const harvested = calldataEncoder(MOTOCHEF_ABI, contracts.motoChef, chain.network)
    .decodeEvents(sender.events(harvest))
    .find((event) => event.type === 'Harvested');
  if (!harvested || (harvested.values.amount as bigint) === 0n) {
    throw new Error(`Seed: account ${harvester.index}'s harvest paid nothing`);
  }

  const expired = reservations.filter((reservation) => !reservation.plan.swap);
  const expiredAfter = Math.max(...expired.map((r) => r.block + RESERVATION_LIFETIME_BLOCKS));
  while (chain.height <= expiredAfter) sender.mine();
  for (const reservation of expired) {
    const held = native.reservedLiquidity(contracts[reservation.plan.token]);
    if (held !== reservation.expectedAmountOut) {
      throw new Error(`Seed: the expired ${reservation.plan.token} reservation is not held`);
    }
  }
}
