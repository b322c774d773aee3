// The "done when", on the product's seed world (what `npm start` serves), with nothing
// but the opnet client: buy MOTO with rBTC through reserve and swap, list PILL for rBTC and see
// another account buy it, stake MOTO and claim, farm, and deploy a token and its farm.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recommendedReorgProtectionBlocks } from '@opswap/protocol/nativeswap/reorg-protection';
import type { Address } from '@btc-vision/transaction';
import { getContract } from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOTOCHEF_FACTORY_ABI } from '../src/contracts/factories/shipped-abis.ts';
import { startDevnet, type Devnet } from '../src/devnet.ts';
import { seedWorld } from '../src/seed/seed-world.ts';
// A type only: opnet's exports map hides it, and tsconfig's paths show the compiler where.
import type { IMotoChefFactory } from 'opnet/build/abi/shared/interfaces/motoswap/IMotoChefFactory.js';
import { AccountClient, addressOf, network } from './support/account-client.ts';
import { NativeUser } from './support/native-world.ts';
import { E18 } from './support/test-world.ts';

const ALLOWANCE = 10n ** 30n;
/** The seed leaves accounts 7 (buyer, staker, farmer, deployer) and 8 (seller) free to act. */
const BUYER = 7;
const SELLER = 8;

let devnet: Devnet;
let directory: string;
let contracts: Record<string, string>;
let buyer: NativeUser;
let seller: NativeUser;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'devnet-product-'));
  devnet = await startDevnet({
    port: 0,
    dataDir: directory,
    accountCount: 10,
    blockInterval: 'manual',
    seed: seedWorld,
  });
  contracts = Object.fromEntries(
    Object.entries(devnet.world().contracts).map(([name, ref]) => [name, ref.address]),
  );
  const world = {
    nativeSwap: contracts.nativeSwap as string,
    staking: contracts.staking as string,
    motoChef: contracts.motoChef as string,
    feesAddress: '',
  };
  buyer = new NativeUser(new AccountClient(devnet.url, devnet.accounts.account(BUYER)), world);
  // Where reservation fees go: the client reads it from NativeSwap, as the app does.
  world.feesAddress = (await buyer.nativeSwap().getFeesAddress()).properties.feesAddress;
  seller = new NativeUser(new AccountClient(devnet.url, devnet.accounts.account(SELLER)), world);
});

afterAll(async () => {
  await Promise.all([buyer?.client.close(), seller?.client.close()]);
  await devnet?.close();
  rmSync(directory, { recursive: true, force: true });
});

const token = (symbol: string) => contracts[symbol] as string;
const sats = (address: string) => buyer.client.provider.getBalance(address);
const executed = (user: NativeUser, call: Parameters<NativeUser['events']>[0]) =>
  user.events(call).find((event) => event.type === 'SwapExecuted')?.properties as {
    buyer: Address;
    amountIn: bigint;
    amountOut: bigint;
    totalFees: bigint;
  };

/** Reserves with the recommended reorg protection, waits it out, and swaps paying the providers. */
async function buy(symbol: string, satoshis: bigint) {
  const delay = recommendedReorgProtectionBlocks(satoshis);
  const { tokensOut } = (await buyer.nativeSwap().getQuote(addressOf(token(symbol)), satoshis))
    .properties;
  const reservation = await buyer.reserve(token(symbol), satoshis, {
    activationDelay: delay,
    minimumAmountOut: (tokensOut * 99n) / 100n,
  });
  expect(reservation.call.receipt.failed).toBe(false);
  if (delay > 1) await buyer.client.mine(delay - 1);
  const before = await buyer.client.balanceOf(token(symbol));
  const swap = await buyer.swap(token(symbol), reservation.payments);
  const done = executed(buyer, swap);
  expect(done.buyer.toHex()).toBe(buyer.account.opnetAddress);
  expect(done.amountIn).toBe(reservation.totalSatoshis);
  expect(await buyer.client.balanceOf(token(symbol))).toBe(before + done.amountOut);
  return { reservation, swap, done };
}

describe('the product seed, driven by the opnet client alone', () => {
  it('stakes MOTO after raising the allowance', async () => {
    await buyer.client.send(
      buyer.client.token(token('MOTO')).increaseAllowance(addressOf(contracts.staking!), ALLOWANCE),
    );
    const staked = await buyer.client.send(buyer.staking().stake(1_000n * E18));
    expect(staked.receipt.failed).toBe(false);
    expect((await buyer.staking().balanceOf(buyer.account.address)).properties.balance).toBe(
      1_000n * E18,
    );
  });

  it('buys MOTO with rBTC through reserve and swap', async () => {
    const { done } = await buy('MOTO', 200_000n);
    expect(done.amountOut).toBeGreaterThan(0n);
  });

  it("lists PILL for rBTC, and another account buys it: the seller's CSV address gets the sats", async () => {
    await seller.client.send(
      seller.client
        .token(token('PILL'))
        .increaseAllowance(addressOf(contracts.nativeSwap!), ALLOWANCE),
    );
    const listed = await seller.list(token('PILL'), 200n * E18, true);
    expect(listed.receipt.failed).toBe(false);
    const receiverBefore = await sats(seller.receiver);
    const { reservation } = await buy('PILL', 1_000_000n);
    const paid = reservation.payments.filter((payment) => payment.to === seller.receiver);
    expect(paid).toHaveLength(1);
    expect(await sats(seller.receiver)).toBe(receiverBefore + paid[0]!.value);
  });

  it('claims MOTO and PILL staking rewards from those swap fees', async () => {
    const rewards: Record<string, bigint> = {};
    for (const symbol of ['MOTO', 'PILL']) {
      rewards[symbol] = (
        await buyer.staking().pendingReward(buyer.account.address, addressOf(token(symbol)))
      ).properties.pendingReward;
      expect(rewards[symbol], symbol).toBeGreaterThan(0n);
    }
    const pillBefore = await buyer.client.balanceOf(token('PILL'));
    const claim = await buyer.client.send(buyer.staking().claimRewards());
    expect(claim.receipt.failed).toBe(false);
    expect(await buyer.client.balanceOf(token('PILL'))).toBe(pillBefore + rewards.PILL!);
  });

  it('farms MOTO: deposits, earns over blocks, harvests', async () => {
    await buyer.client.send(
      buyer.client
        .token(token('MOTO'))
        .increaseAllowance(addressOf(contracts.motoChef!), ALLOWANCE),
    );
    await buyer.client.send(buyer.motoChef().deposit(1, 100n * E18, buyer.account.address));
    await buyer.client.mine(2);
    const pending = (await buyer.motoChef().pendingMoto(1, buyer.account.address)).properties
      .pendingMoto;
    expect(pending).toBeGreaterThan(0n);
    const before = await buyer.client.balanceOf(token('MOTO'));
    await buyer.client.send(buyer.motoChef().harvest(1, buyer.account.address));
    // The harvest runs in the block the read simulated: it pays exactly what was pending.
    expect(await buyer.client.balanceOf(token('MOTO'))).toBe(before + pending);
  });

  it('deploys a token and its farm through the farm factory', async () => {
    const factory = getContract<IMotoChefFactory>(
      contracts.farmFactory!,
      MOTOCHEF_FACTORY_ABI,
      buyer.client.provider,
      network,
      buyer.account.address,
    );
    const me = buyer.account.address;
    const deployed = await buyer.client.send(
      factory.deployToken(
        10n ** 6n * E18,
        18,
        'Devnet Coin',
        'DEV',
        me,
        10n ** 5n * E18,
        0n,
        0n,
        me,
      ),
    );
    const created = factory
      .decodeEvents(deployed.receipt.events)
      .find((event) => event.type === 'TokenDeployed');
    const coin = (created?.properties.token as Address).toHex();
    const farmed = await buyer.client.send(
      factory.deployMotoChef(
        10n * E18,
        0n,
        1n,
        1_000n,
        addressOf(coin),
        1_000n,
        1n,
        buyer.account.p2tr,
        'Devnet Farm',
        '',
        [],
        [],
      ),
    );
    expect(farmed.receipt.failed).toBe(false);
    const info = (await factory.getDeploymentInfo(me)).properties;
    expect(info.has).toBe(true);
    expect(info.token.toHex()).toBe(coin);
    expect(info.motoChef.toHex()).toBe(
      (await factory.getTokenMotoChef(addressOf(coin))).properties.motoChefAddress.toHex(),
    );
    expect(info.block).toBe(BigInt(deployed.mined.blockNumber));
  });
});
